import { borrarMeta } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { finanzasKey } from './use-finanzas.js';

/** DELETE /api/finanzas/meta: back to "no target". */
export function useBorrarMeta() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(borrarMeta),
    onSuccess: () => client.invalidateQueries({ queryKey: finanzasKey }),
  });
}
