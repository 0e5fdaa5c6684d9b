import { eliminarIngreso } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { finanzasKey } from './use-finanzas.js';

/** DELETE /api/finanzas/ingresos/:id. */
export function useEliminarIngreso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(eliminarIngreso, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: finanzasKey }),
  });
}
