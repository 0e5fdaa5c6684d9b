import { listarTerritorial } from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { territorialKeys } from './keys.js';

/** Every region with what the five cards need, in one call. */
const territorialQuery = queryOptions({
  queryKey: territorialKeys.resumen(),
  queryFn: ({ signal }) => call(listarTerritorial, { signal }),
});

export function useTerritorial() {
  return useQuery(territorialQuery);
}
