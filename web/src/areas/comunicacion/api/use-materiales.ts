import { obtenerMateriales, type Materiales } from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { comunicacionKeys } from './keys.js';

const materialesQuery = queryOptions({
  queryKey: comunicacionKeys.materiales,
  queryFn: ({ signal }): Promise<Materiales> => call(obtenerMateriales, { signal }),
});

export function useMateriales() {
  return useQuery(materialesQuery);
}
