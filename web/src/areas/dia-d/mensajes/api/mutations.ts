import { enviarMensajeDelegados, type MensajeNuevo } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../api/client.js';
import { mensajesKeys } from './keys.js';

export function useEnviarMensaje() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MensajeNuevo) => call(enviarMensajeDelegados, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: mensajesKeys.lista() }),
  });
}
