import {
  AREA_DIA_D,
  enviarMensajeDelegados,
  listarMensajesDelegados,
  type MensajeNuevo,
} from '@comando/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';

/** Messages to delegates (issue 28): under the area's name, so read receipts arrive live. */
const clave = [AREA_DIA_D, 'mensajes'] as const;

export const useMensajesDelegados = () =>
  useQuery({ queryKey: clave, queryFn: ({ signal }) => call(listarMensajesDelegados, { signal }) });

export function useEnviarMensaje() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MensajeNuevo) => call(enviarMensajeDelegados, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: clave }),
  });
}
