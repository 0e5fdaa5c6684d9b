import { eliminarNotaPrensa, type NotaPrensa } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { comunicacionKeys, sinElemento } from './keys.js';

export function useEliminarNotaPrensa() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(eliminarNotaPrensa, { params: { id } }),
    onSuccess: (_, id) => {
      client.setQueryData<NotaPrensa[]>(comunicacionKeys.prensaPagada, (lista) => sinElemento(lista, id));
      void client.invalidateQueries({ queryKey: comunicacionKeys.prensaPagada });
    },
  });
}
