import { sortearMuestra, type MuestraNueva } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../api/client.js';
import { conteoKeys } from './keys.js';

export function useSortearMuestra() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MuestraNueva) => call(sortearMuestra, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: conteoKeys.conteoRapido() }),
  });
}
