import { editarEarnedMedia, type EarnedMedia, type EarnedMediaNueva } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { comunicacionKeys, conElemento } from './keys.js';

export function useEditarEarnedMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EarnedMediaNueva }) =>
      call(editarEarnedMedia, { params: { id }, body }),
    onSuccess: (editado) => {
      client.setQueryData<EarnedMedia[]>(comunicacionKeys.earnedMedia, (lista) =>
        conElemento(lista, editado),
      );
      void client.invalidateQueries({ queryKey: comunicacionKeys.earnedMedia });
    },
  });
}
