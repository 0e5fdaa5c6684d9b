import { crearVocero, type Vocero, type VoceroNuevo } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { comunicacionKeys, conElemento } from './keys.js';

export function useCrearVocero() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VoceroNuevo) => call(crearVocero, { body }),
    onSuccess: (creado) => {
      client.setQueryData<Vocero[]>(comunicacionKeys.voceros, (lista) => conElemento(lista, creado));
      void client.invalidateQueries({ queryKey: comunicacionKeys.voceros });
    },
  });
}
