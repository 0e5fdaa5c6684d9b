import { eliminarEarnedMedia, type EarnedMedia } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { comunicacionKeys, sinElemento } from './keys.js';

export function useEliminarEarnedMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(eliminarEarnedMedia, { params: { id } }),
    onSuccess: (_, id) => {
      client.setQueryData<EarnedMedia[]>(comunicacionKeys.earnedMedia, (lista) => sinElemento(lista, id));
      void client.invalidateQueries({ queryKey: comunicacionKeys.earnedMedia });
    },
  });
}
