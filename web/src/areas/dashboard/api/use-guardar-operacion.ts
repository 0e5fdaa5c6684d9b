import { guardarOperacion, type OperacionCambios } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { operacionQuery } from './use-operacion.js';

export function useGuardarOperacion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ campaign, body }: { campaign: number; body: OperacionCambios }) =>
      call(guardarOperacion, { params: { campaign: String(campaign) }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: operacionQuery.queryKey }),
  });
}
