import { msg } from './messages.js';

// What the login page needs from the contract, without zod: the login route's chunk must stay
// small (issue 17: ≤ 120 KB of gzipped JS), and zod alone is a fifth of that. The schemas that
// the server checks these against live in auth.ts, built from the same constants.

export const MENSAJES_LOGIN = {
  credencialesInvalidas: msg('Credenciales inválidas'),
  usuarioRequerido: msg('El usuario es requerido'),
  contrasenaRequerida: msg('La contraseña es requerida'),
  demasiadosIntentos: msg('Demasiados intentos fallidos. Espere 15 minutos e intente nuevamente.'),
} as const;

/** Method and path of the session routes; auth.ts adds their schemas. */
export const RUTA_LOGIN = { method: 'POST', path: '/api/auth/login' } as const;
export const RUTA_ME = { method: 'GET', path: '/api/auth/me' } as const;
export const RUTA_LOGOUT = { method: 'POST', path: '/api/auth/logout' } as const;

/**
 * A cookie the page can read (the session cookie is HttpOnly), set and cleared with the
 * session: without it the browser knows there is no session and does not ask `me`, so the
 * login page makes no request that answers 401 (and logs a console error).
 */
export const COOKIE_HAY_SESION = 'comando_hay_sesion';

/** Where a role lands after login (spec dashboard.md §2). */
export function destinoTrasLogin(role: string): string {
  return role === 'editor' ? '/dashboard/editor' : '/dashboard';
}

/**
 * The login form's own check, before anything is sent: the required-field rules of
 * `loginBody` (auth.ts), with the same messages. A contract test holds the two together.
 */
export function erroresLogin(body: { usuario: string; contrasena: string }): {
  usuario?: string;
  contrasena?: string;
} {
  return {
    ...(body.usuario.trim() === '' ? { usuario: MENSAJES_LOGIN.usuarioRequerido } : {}),
    ...(body.contrasena === '' ? { contrasena: MENSAJES_LOGIN.contrasenaRequerida } : {}),
  };
}
