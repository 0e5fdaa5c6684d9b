import { crearAviso, type AvisoNuevoEntrada } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { avisosKey } from './use-avisos.js';

/** POST /api/avisos; the list is read again only after a successful save. */
export function useCrearAviso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AvisoNuevoEntrada) => call(crearAviso, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: avisosKey }),
  });
}
