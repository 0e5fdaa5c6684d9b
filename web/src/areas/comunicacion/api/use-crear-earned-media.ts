import { crearEarnedMedia, type EarnedMedia, type EarnedMediaNueva } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { comunicacionKeys, conElemento } from './keys.js';

export function useCrearEarnedMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EarnedMediaNueva) => call(crearEarnedMedia, { body }),
    onSuccess: (creado) => {
      client.setQueryData<EarnedMedia[]>(comunicacionKeys.earnedMedia, (lista) => conElemento(lista, creado));
      void client.invalidateQueries({ queryKey: comunicacionKeys.earnedMedia });
    },
  });
}
