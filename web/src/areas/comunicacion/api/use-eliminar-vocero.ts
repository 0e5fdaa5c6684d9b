import { eliminarVocero, type Vocero } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { comunicacionKeys, sinElemento } from './keys.js';

export function useEliminarVocero() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(eliminarVocero, { params: { id } }),
    onSuccess: (_, id) => {
      client.setQueryData<Vocero[]>(comunicacionKeys.voceros, (lista) => sinElemento(lista, id));
      void client.invalidateQueries({ queryKey: comunicacionKeys.voceros });
    },
  });
}
