import { editarNotaPrensa, type NotaPrensa, type NotaPrensaNueva } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { comunicacionKeys, conElemento } from './keys.js';

export function useEditarNotaPrensa() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: NotaPrensaNueva }) =>
      call(editarNotaPrensa, { params: { id }, body }),
    onSuccess: (editado) => {
      client.setQueryData<NotaPrensa[]>(comunicacionKeys.prensaPagada, (lista) =>
        conElemento(lista, editado),
      );
      void client.invalidateQueries({ queryKey: comunicacionKeys.prensaPagada });
    },
  });
}
