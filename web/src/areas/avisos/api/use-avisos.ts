import { listarAvisos, ordenarPorCreacion } from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';

export const avisosKey = ['avisos'] as const;

/** Every aviso, newest first (the server already sorts; sorting again keeps the rule on both ends). */
const avisosQuery = queryOptions({
  queryKey: avisosKey,
  queryFn: async ({ signal }) => ordenarPorCreacion(await call(listarAvisos, { signal })),
});

export function useAvisos() {
  return useQuery(avisosQuery);
}
