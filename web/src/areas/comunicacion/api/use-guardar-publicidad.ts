import { guardarPublicidad, type PublicidadProgreso } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { comunicacionKeys } from './keys.js';

export function useGuardarPublicidad() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PublicidadProgreso) => call(guardarPublicidad, { body }),
    onSuccess: (guardado) => {
      client.setQueryData(comunicacionKeys.publicidad, guardado);
      void client.invalidateQueries({ queryKey: comunicacionKeys.publicidad });
    },
  });
}
