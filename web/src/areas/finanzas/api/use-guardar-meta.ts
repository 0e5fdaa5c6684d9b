import { guardarMeta, type MetaNueva } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { finanzasKey } from './use-finanzas.js';

/** PUT /api/finanzas/meta; the answer is the new state of the area. */
export function useGuardarMeta() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MetaNueva) => call(guardarMeta, { body }),
    onSuccess: (estado) => client.setQueryData(finanzasKey, estado),
  });
}
