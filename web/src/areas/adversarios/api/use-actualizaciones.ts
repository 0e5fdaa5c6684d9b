import { listarActualizaciones, ordenarPorCreacion } from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';

export const actualizacionesKey = ['adversarios', 'actualizaciones'] as const;

/** Every adversary update, newest first. */
const actualizacionesQuery = queryOptions({
  queryKey: actualizacionesKey,
  queryFn: async ({ signal }) => ordenarPorCreacion(await call(listarActualizaciones, { signal })),
});

export function useActualizaciones() {
  return useQuery(actualizacionesQuery);
}
