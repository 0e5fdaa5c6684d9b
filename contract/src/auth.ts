import { z } from 'zod';
import { route } from './http.js';
import { cadena } from './schemas.js';
import { CUALQUIER_ROL } from './roles.js';
import { MENSAJES_LOGIN, RUTA_LOGIN, RUTA_LOGOUT, RUTA_ME } from './sesion.js';

export { ROLES, type Rol, LECTURA, ESCRITURA, SOLO_ADMIN, CUALQUIER_ROL } from './roles.js';

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
  /** A temporary password (set by an admin): the web shows only the password change. */
  cambiarContrasena: z.boolean(),
});
export type UsuarioSesion = z.infer<typeof usuarioSesion>;

export const login = route({
  ...RUTA_LOGIN,
  body: loginBody,
  answer: usuarioSesion,
  publico: true,
});
export const me = route({
  ...RUTA_ME,
  answer: usuarioSesion,
  roles: CUALQUIER_ROL,
  conContrasenaTemporal: true,
});
export const logout = route({ ...RUTA_LOGOUT, roles: CUALQUIER_ROL, conContrasenaTemporal: true });
export const health = route({
  method: 'GET',
  path: '/api/health',
  publico: true,
  answer: z.object({ status: z.literal('ok') }),
});
