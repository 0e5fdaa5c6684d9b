import { guardarEscucha, type EscuchaCambios } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { escuchaQuery } from './use-escucha.js';

export function useGuardarEscucha() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EscuchaCambios) => call(guardarEscucha, { body }),
    onSuccess: (data) => {
      client.setQueryData(escuchaQuery.queryKey, data);
      return client.invalidateQueries({ queryKey: escuchaQuery.queryKey });
    },
  });
}
