import { listarPrensaPagada, type NotaPrensa } from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { comunicacionKeys } from './keys.js';

const prensaPagadaQuery = queryOptions({
  queryKey: comunicacionKeys.prensaPagada,
  queryFn: ({ signal }): Promise<NotaPrensa[]> => call(listarPrensaPagada, { signal }),
});

export function usePrensaPagada() {
  return useQuery(prensaPagadaQuery);
}
