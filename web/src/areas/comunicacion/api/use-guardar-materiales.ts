import { guardarMateriales, type MaterialesProgreso } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { comunicacionKeys } from './keys.js';

export function useGuardarMateriales() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MaterialesProgreso) => call(guardarMateriales, { body }),
    onSuccess: (guardado) => {
      client.setQueryData(comunicacionKeys.materiales, guardado);
      void client.invalidateQueries({ queryKey: comunicacionKeys.materiales });
    },
  });
}
