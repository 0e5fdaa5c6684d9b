import { cambiarContrasena, type CambioContrasena } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { sessionKey } from '../../../api/session.js';

/** POST /api/auth/contrasena; the session is read again (a temporary password is no more). */
export function useCambiarContrasena() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CambioContrasena) => call(cambiarContrasena, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKey }),
  });
}
