import { msg } from '../messages.js';

// What the login page needs from the contract, without zod: the login route's chunk must stay
// small (issue 17: ≤ 120 KB of gzipped JS), and zod alone is a fifth of that. The schemas that
// the server checks these against live in auth.ts, built from the same constants.

export const MENSAJES_LOGIN = {
  credencialesInvalidas: msg('Credenciales inválidas'),
  usuarioRequerido: msg('El usuario es requerido'),
  contrasenaRequerida: msg('La contraseña es requerida'),
  demasiadosIntentos: msg('Demasiados intentos fallidos. Espere 15 minutos e intente nuevamente.'),
} as const;

/** The second step of a login with two-factor verification (dos-pasos.ts has the rest). */
export const MENSAJES_DOS_PASOS = {
  codigoRequerido: msg('Ingrese el código de verificación'),
  codigoFormato: msg('El código tiene 6 dígitos'),
  codigoInvalido: msg('Código de verificación inválido'),
  contrasenaRequerida: msg('Ingrese su contraseña'),
  contrasenaIncorrecta: msg('La contraseña no es correcta'),
  yaActiva: msg('La verificación en dos pasos ya está activada'),
  noIniciada: msg('Primero inicie la activación de la verificación en dos pasos'),
  noActiva: msg('La verificación en dos pasos no está activada'),
  pendiente: msg('Active la verificación en dos pasos antes de continuar'),
  ajusteSinDosPasos: msg('Active primero su propia verificación en dos pasos'),
} as const;

export const TEXTOS_LOGIN_DOS_PASOS = {
  titulo: 'Verificación en dos pasos',
  ayuda:
    'Escriba el código de 6 dígitos de su aplicación de autenticación, o uno de sus códigos de recuperación.',
  codigo: 'Código de verificación',
  verificar: 'Verificar',
  verificando: 'Verificando...',
  volver: 'Volver',
} as const;

/** The login's answer when the password is right and a code is needed: no session yet. */
export interface RequiereDosPasos {
  requiere2fa: true;
}

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
