import { editarVocero, type Vocero, type VoceroNuevo } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { comunicacionKeys, conElemento } from './keys.js';

export function useEditarVocero() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: VoceroNuevo }) =>
      call(editarVocero, { params: { id }, body }),
    onSuccess: (editado) => {
      client.setQueryData<Vocero[]>(comunicacionKeys.voceros, (lista) => conElemento(lista, editado));
      void client.invalidateQueries({ queryKey: comunicacionKeys.voceros });
    },
  });
}
