import { listarAdversarios, ordenarPorCreacion } from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';

export const adversariosKey = ['adversarios'] as const;

/** Every adversary, newest first. */
const adversariosQuery = queryOptions({
  queryKey: adversariosKey,
  queryFn: async ({ signal }) => ordenarPorCreacion(await call(listarAdversarios, { signal })),
});

export function useAdversarios() {
  return useQuery(adversariosQuery);
}
