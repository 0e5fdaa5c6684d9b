import { guardarIndicador, type IndicadorCambios } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { indicadoresQuery } from './use-indicadores.js';

export function useGuardarIndicador() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ type, body }: { type: string; body: IndicadorCambios }) =>
      call(guardarIndicador, { params: { type }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: indicadoresQuery.queryKey }),
  });
}
