import type { AnswerOf, BodyOf, Route } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type CallArgs } from '../../../api/client.js';
import { territorialKeys } from './keys.js';

export interface Variables<R extends Route> {
  body?: BodyOf<R>;
  /** Id of the list item (defender, event, segment) for routes with `:id`. */
  id?: string;
}

/**
 * A write of one region: cards and the open modal refetch on success, so a new
 * item appears only once the server has stored it.
 */
export function useMutacionRegion<R extends Route>(route: R, region: string) {
  const client = useQueryClient();
  return useMutation<AnswerOf<R>, Error, Variables<R>>({
    mutationFn: ({ body, id }) =>
      // Generic over the region's routes: every one has `:region`, the item ones `:id` too.
      call(
        route,
        ...([{ body, params: id === undefined ? { region } : { region, id } }] as unknown as CallArgs<R>),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: territorialKeys.all }),
  });
}
