import { guardarFinanzasDashboard, type FinanzasCambios } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { finanzasQuery } from './use-finanzas.js';

export function useGuardarFinanzas() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FinanzasCambios) => call(guardarFinanzasDashboard, { body }),
    onSuccess: (data) => {
      client.setQueryData(finanzasQuery.queryKey, data);
      return client.invalidateQueries({ queryKey: finanzasQuery.queryKey });
    },
  });
}
