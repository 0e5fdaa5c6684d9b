import {
  cambiarContrasena,
  cerrarOtrasSesiones,
  cerrarSesion,
  type CambioContrasena,
} from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { sessionKey } from '../../../api/session.js';
import { cuentaKeys } from './keys.js';

/** POST /api/auth/contrasena; the session is read again (a temporary password is no more). */
export function useCambiarContrasena() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CambioContrasena) => call(cambiarContrasena, { body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: sessionKey });
      // The other sessions were closed.
      await client.invalidateQueries({ queryKey: cuentaKeys.sesiones });
    },
  });
}

/** DELETE /api/auth/sesiones/:id, or every other session with no id. */
export function useCerrarSesiones() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) =>
      id === undefined ? call(cerrarOtrasSesiones) : call(cerrarSesion, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: cuentaKeys.sesiones }),
  });
}
