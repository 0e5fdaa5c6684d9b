import { obtenerFinanzas } from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { finanzasKeys } from './keys.js';

/** GET /api/finanzas: target and entries (newest first) in one answer. */
export const finanzasQuery = queryOptions({
  queryKey: finanzasKeys.estado,
  meta: { ruta: obtenerFinanzas },
  queryFn: ({ signal }) => call(obtenerFinanzas, { signal }),
});

export function useFinanzas() {
  return useQuery(finanzasQuery);
}
