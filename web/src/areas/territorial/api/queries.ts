import { listarTerritorial, obtenerRegion } from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { territorialKeys } from './keys.js';

/** Every region with what the five cards need, in one call. */
export const territorialQuery = queryOptions({
  queryKey: territorialKeys.resumen,
  meta: { ruta: listarTerritorial },
  queryFn: ({ signal }) => call(listarTerritorial, { signal }),
});

export function useTerritorial() {
  return useQuery(territorialQuery);
}

/** One region in full, for its modals. */
const regionQuery = (region: string) =>
  queryOptions({
    queryKey: territorialKeys.region(region),
    meta: { ruta: obtenerRegion },
    queryFn: ({ signal }) => call(obtenerRegion, { params: { region }, signal }),
  });

export function useRegion(region: string) {
  return useQuery(regionQuery(region));
}
