import { crearNotaPrensa, type NotaPrensa, type NotaPrensaNueva } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { comunicacionKeys, conElemento } from './keys.js';

export function useCrearNotaPrensa() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotaPrensaNueva) => call(crearNotaPrensa, { body }),
    onSuccess: (creado) => {
      client.setQueryData<NotaPrensa[]>(comunicacionKeys.prensaPagada, (lista) => conElemento(lista, creado));
      void client.invalidateQueries({ queryKey: comunicacionKeys.prensaPagada });
    },
  });
}
