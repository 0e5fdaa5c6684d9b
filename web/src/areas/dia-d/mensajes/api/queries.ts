import { listarMensajesDelegados } from '@comando/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../api/client.js';
import { mensajesKeys } from './keys.js';

export const useMensajesDelegados = () =>
  useQuery({
    queryKey: mensajesKeys.lista(),
    queryFn: ({ signal }) => call(listarMensajesDelegados, { signal }),
  });
