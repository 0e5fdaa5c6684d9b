import { eliminarAviso } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { avisosKey } from './use-avisos.js';

/** DELETE /api/avisos/:id. */
export function useEliminarAviso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(eliminarAviso, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: avisosKey }),
  });
}
