import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionKey } from '../api/session.js';

/** Refetches what is on screen shortly after anyone's write (server change feed). */
export function useLiveUpdates(enabled: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      // A refetch while this user's own save is under way would undo its optimistic
      // change (a ticked box unticking); wait until the save has settled.
      if (client.isMutating() > 0) {
        timer = setTimeout(refresh, 250);
        return;
      }
      void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] });
    };
    source.addEventListener('cambio', () => {
      // Several writes in a burst cause one refetch.
      clearTimeout(timer);
      timer = setTimeout(refresh, 250);
    });
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [client, enabled]);
}
