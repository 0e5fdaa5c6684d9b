import { z } from 'zod';
import { ambito } from './ambito.js';
import { regionTerritorialId } from '../territorial/index.js';
import { route } from '../http.js';
import { cadena } from '../schemas.js';
import { CUALQUIER_ROL } from '../roles.js';
import { MENSAJES_DOS_PASOS, MENSAJES_LOGIN, RUTA_LOGIN, RUTA_LOGOUT, RUTA_ME } from './sesion.js';

export { ROLES, type Rol, LECTURA, ESCRITURA, SOLO_ADMIN, CUALQUIER_ROL } from '../roles.js';

export const loginBody = z.strictObject({
  usuario: cadena(MENSAJES_LOGIN.usuarioRequerido)
    .trim()
    .min(1, { error: MENSAJES_LOGIN.usuarioRequerido })
    .max(100, { error: MENSAJES_LOGIN.credencialesInvalidas }),
  contrasena: z
    .string({ error: MENSAJES_LOGIN.contrasenaRequerida })
    .min(1, { error: MENSAJES_LOGIN.contrasenaRequerida })
    .max(200, { error: MENSAJES_LOGIN.credencialesInvalidas }),
  /** The second step: a TOTP code or a recovery code, sent with the same name and password. */
  codigo: cadena(MENSAJES_DOS_PASOS.codigoRequerido)
    .trim()
    .min(1, { error: MENSAJES_DOS_PASOS.codigoRequerido })
    .max(20, { error: MENSAJES_DOS_PASOS.codigoInvalido })
    .optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const usuarioSesion = z.object({
  role: z.string(),
  name: z.string(),
  email: z.string(),
  /** A temporary password (set by an admin): the web shows only the password change. */
  cambiarContrasena: z.boolean(),
  /** Two-factor verification is on for this user. */
  dosPasos: z.boolean(),
  /** Required of this admin (setting) and not on yet: the web shows only its enrolment. */
  configurar2fa: z.boolean(),
  /** The ground this user sees and changes (issue 27). */
  ambito,
  /** The scope as staff read it ("Cochabamba"); "" when national. */
  ambitoNombre: z.string(),
  /** The scope's department (a recinto's, from the registry); null when national. */
  ambitoDepartamento: regionTerritorialId.nullable(),
});
export type UsuarioSesion = z.infer<typeof usuarioSesion>;

/** The password was right but a code is needed: no session yet; send it again with `codigo`. */
export const requiereDosPasos = z.object({ requiere2fa: z.literal(true) });

export const login = route({
  ...RUTA_LOGIN,
  body: loginBody,
  answer: z.union([usuarioSesion, requiereDosPasos]),
  publico: true,
});
export const me = route({
  ...RUTA_ME,
  answer: usuarioSesion,
  roles: CUALQUIER_ROL,
  conContrasenaTemporal: true,
  conDosPasosPendiente: true,
});
export const logout = route({
  ...RUTA_LOGOUT,
  roles: CUALQUIER_ROL,
  conContrasenaTemporal: true,
  conDosPasosPendiente: true,
});
export const health = route({
  method: 'GET',
  path: '/api/health',
  publico: true,
  // `simulacro`: the server runs in rehearsal mode (SIMULACRO=1, issue 30).
  answer: z.object({ status: z.literal('ok'), simulacro: z.boolean() }),
});
