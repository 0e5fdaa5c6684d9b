import { crearAdversario, type AdversarioNuevoEntrada } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { adversariosKey } from './use-adversarios.js';

/** POST /api/adversarios; the list is read again only after a successful save. */
export function useCrearAdversario() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdversarioNuevoEntrada) => call(crearAdversario, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: adversariosKey, exact: true }),
  });
}
