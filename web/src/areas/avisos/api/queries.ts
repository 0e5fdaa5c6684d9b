import { listarAvisos, ordenarPorCreacion } from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { avisosKeys } from './keys.js';

/** Every aviso, newest first (the server already sorts; sorting again keeps the rule on both ends). */
export const avisosQuery = queryOptions({
  queryKey: avisosKeys.lista,
  meta: { ruta: listarAvisos },
  queryFn: async ({ signal }) => ordenarPorCreacion(await call(listarAvisos, { signal })),
});

export function useAvisos() {
  return useQuery(avisosQuery);
}
