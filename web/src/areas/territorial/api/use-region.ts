import { obtenerRegion } from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { territorialKeys } from './keys.js';

/** One region in full, for its modals. */
const regionQuery = (region: string) =>
  queryOptions({
    queryKey: territorialKeys.region(region),
    queryFn: ({ signal }) => call(obtenerRegion, { params: { region }, signal }),
  });

export function useRegion(region: string) {
  return useQuery(regionQuery(region));
}
