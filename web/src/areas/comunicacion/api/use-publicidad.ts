import { obtenerPublicidad, type Publicidad } from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { comunicacionKeys } from './keys.js';

const publicidadQuery = queryOptions({
  queryKey: comunicacionKeys.publicidad,
  queryFn: ({ signal }): Promise<Publicidad> => call(obtenerPublicidad, { signal }),
});

export function usePublicidad() {
  return useQuery(publicidadQuery);
}
