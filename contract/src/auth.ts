import { z } from 'zod';
import { route } from './http.js';
import { msg } from './messages.js';
import { cadena } from './schemas.js';
import { CUALQUIER_ROL } from './roles.js';

export { ROLES, rol, type Rol, LECTURA, ESCRITURA, SOLO_ADMIN, CUALQUIER_ROL } from './roles.js';

export const MENSAJES_LOGIN = {
  credencialesInvalidas: msg('Credenciales inválidas'),
  usuarioRequerido: msg('El usuario es requerido'),
  contrasenaRequerida: msg('La contraseña es requerida'),
  demasiadosIntentos: msg('Demasiados intentos fallidos. Espere 15 minutos e intente nuevamente.'),
} as const;

export const loginBody = z.strictObject({
  usuario: cadena(MENSAJES_LOGIN.usuarioRequerido)
    .trim()
    .min(1, { error: MENSAJES_LOGIN.usuarioRequerido })
    .max(100, { error: MENSAJES_LOGIN.credencialesInvalidas }),
  contrasena: z
    .string({ error: MENSAJES_LOGIN.contrasenaRequerida })
    .min(1, { error: MENSAJES_LOGIN.contrasenaRequerida })
    .max(200, { error: MENSAJES_LOGIN.credencialesInvalidas }),
});
export type LoginBody = z.infer<typeof loginBody>;

export const usuarioSesion = z.object({
  role: z.string(),
  name: z.string(),
  email: z.string(),
});
export type UsuarioSesion = z.infer<typeof usuarioSesion>;

export const login = route({
  method: 'POST',
  path: '/api/auth/login',
  body: loginBody,
  answer: usuarioSesion,
  publico: true,
});
/**
 * A cookie the page can read (the session cookie is HttpOnly), set and cleared with the
 * session: without it the browser knows there is no session and does not ask `me`, so the
 * login page makes no request that answers 401 (and logs a console error).
 */
export const COOKIE_HAY_SESION = 'comando_hay_sesion';

export const me = route({ method: 'GET', path: '/api/auth/me', answer: usuarioSesion, roles: CUALQUIER_ROL });
export const logout = route({ method: 'POST', path: '/api/auth/logout', roles: CUALQUIER_ROL });
export const health = route({
  method: 'GET',
  path: '/api/health',
  publico: true,
  answer: z.object({ status: z.literal('ok') }),
});

/** Where a role lands after login (spec dashboard.md §2). */
export function destinoTrasLogin(role: string): string {
  return role === 'editor' ? '/dashboard/editor' : '/dashboard';
}
