import {
  activarDosPasos,
  cambiarContrasena,
  cerrarOtrasSesiones,
  cerrarSesion,
  desactivarDosPasos,
  iniciarDosPasos,
  type ActivacionDosPasos,
  type CambioContrasena,
  type DesactivacionDosPasos,
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

/** POST /api/auth/2fa/inicio: a new secret and its otpauth:// address for the QR code. */
export function useIniciarDosPasos() {
  return useMutation({ mutationFn: () => call(iniciarDosPasos) });
}

/**
 * POST /api/auth/2fa/activar. The session is not read again here: the recovery codes are
 * shown first, and `alTerminar` (after "Ya los guardé") refreshes it.
 */
export function useActivarDosPasos() {
  return useMutation({ mutationFn: (body: ActivacionDosPasos) => call(activarDosPasos, { body }) });
}

export function useDesactivarDosPasos() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DesactivacionDosPasos) => call(desactivarDosPasos, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKey }),
  });
}

export function useRefrescarSesion() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: sessionKey });
}
