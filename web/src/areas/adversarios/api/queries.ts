import { listarActualizaciones, listarAdversarios, ordenarPorCreacion } from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { adversariosKeys } from './keys.js';

/** Every adversary, newest first. */
export const adversariosQuery = queryOptions({
  queryKey: adversariosKeys.lista,
  meta: { ruta: listarAdversarios },
  queryFn: async ({ signal }) => ordenarPorCreacion(await call(listarAdversarios, { signal })),
});

export function useAdversarios() {
  return useQuery(adversariosQuery);
}

/** Every adversary update, newest first. */
export const actualizacionesQuery = queryOptions({
  queryKey: adversariosKeys.actualizaciones,
  meta: { ruta: listarActualizaciones },
  queryFn: async ({ signal }) => ordenarPorCreacion(await call(listarActualizaciones, { signal })),
});

export function useActualizaciones() {
  return useQuery(actualizacionesQuery);
}
