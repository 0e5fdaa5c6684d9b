import { obtenerFinanzas } from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';

export const finanzasKey = ['finanzas'] as const;

/** GET /api/finanzas: target and entries (newest first) in one answer. */
const finanzasQuery = queryOptions({
  queryKey: finanzasKey,
  queryFn: ({ signal }) => call(obtenerFinanzas, { signal }),
});

export function useFinanzas() {
  return useQuery(finanzasQuery);
}
