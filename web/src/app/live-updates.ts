import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Query keys start with their area's name, as API paths do (`/api/<area>/…`).
 * Polls also feed the dashboard's tactical tracking; Día D touches its neighbours.
 */
const ALSO_AFFECTS: Record<string, string[]> = {
  encuestas: ['dashboard'],
  // Día D: a delegate's check-in or report changes coverage and the incident desk; an
  // assignment changes the defender's Casilla and the Estrategia card's figures.
  delegado: ['dia-d', 'estrategia'],
  'dia-d': ['territorial', 'estrategia'],
  territorial: ['dia-d'],
};

/** Areas whose queries a write to this API path may change. */
export function areasAfectadas(path: string): string[] {
  const area = /^\/api\/([a-z-]+)/.exec(path)?.[1];
  return area ? [area, ...(ALSO_AFFECTS[area] ?? [])] : [];
}

/** Refetches what is on screen of the areas someone just wrote to (server change feed). */
export function useLiveUpdates(enabled: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    const pending = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      // A refetch while this user's own save is under way would undo its optimistic
      // change (a ticked box unticking); wait until the save has settled.
      if (client.isMutating() > 0) {
        timer = setTimeout(refresh, 250);
        return;
      }
      const areas = new Set(pending);
      pending.clear();
      void client.invalidateQueries({
        predicate: (q) => typeof q.queryKey[0] === 'string' && areas.has(q.queryKey[0]),
      });
    };
    source.addEventListener('cambio', (event: MessageEvent<string>) => {
      try {
        const { path } = JSON.parse(event.data) as { path: string };
        for (const area of areasAfectadas(path)) pending.add(area);
      } catch {
        return;
      }
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
