import { z } from 'zod';
import { route } from '../http.js';
import { msg } from '../messages.js';
import { CUALQUIER_ROL } from '../roles.js';

/** The user's own account (issue 16): the password, forced after a temporary one. */
export const MIN_CONTRASENA = 12;

export const MENSAJES_CUENTA = {
  actualRequerida: msg('Ingrese su contraseña actual'),
  actualIncorrecta: msg('La contraseña actual no es correcta'),
  nuevaCorta: msg(`La nueva contraseña debe tener al menos ${MIN_CONTRASENA} caracteres`),
  nuevaLarga: msg('La nueva contraseña no puede superar los 200 caracteres'),
  nuevaIgual: msg('La nueva contraseña debe ser distinta de la actual'),
  /** Followed by the strength estimator's reason, in Spanish. */
  nuevaDebil: msg('La nueva contraseña es demasiado fácil de adivinar.'),
  cambioPendiente: msg('Su contraseña es temporal: cámbiela antes de continuar'),
  errorCambiar: msg('Error al cambiar la contraseña'),
} as const;

const M = MENSAJES_CUENTA;

export const TEXTOS_CUENTA = {
  miCuenta: 'Mi cuenta',
  cambiarTitulo: 'Cambiar contraseña',
  obligatorio: 'Su contraseña es temporal. Elija una nueva para continuar.',
  ayuda: `Al menos ${MIN_CONTRASENA} caracteres. Una frase de varias palabras es fácil de recordar y difícil de adivinar.`,
  actual: 'Contraseña actual',
  nueva: 'Nueva contraseña',
  cambiar: 'Cambiar contraseña',
  cambiando: 'Cambiando...',
  cambiada: 'Contraseña cambiada. Sus otras sesiones se cerraron.',
  volver: 'Volver al dashboard',
} as const;

export const cambioContrasena = z.strictObject({
  actual: z
    .string({ error: M.actualRequerida })
    .min(1, { error: M.actualRequerida })
    .max(200, { error: M.actualIncorrecta }),
  nueva: z
    .string({ error: M.nuevaCorta })
    .min(MIN_CONTRASENA, { error: M.nuevaCorta })
    .max(200, { error: M.nuevaLarga }),
});
export type CambioContrasena = z.input<typeof cambioContrasena>;

export const cambiarContrasena = route({
  method: 'POST',
  path: '/api/auth/contrasena',
  body: cambioContrasena,
  roles: CUALQUIER_ROL,
  conContrasenaTemporal: true,
  conDosPasosPendiente: true,
});

// ---------- Open sessions ----------

export const TEXTOS_SESIONES = {
  titulo: 'Sesiones abiertas',
  ayuda: 'Cada navegador donde entró con su usuario. Cierre las que no reconozca.',
  navegador: 'Navegador',
  ip: 'IP',
  creada: 'Inicio',
  ultimoUso: 'Último uso',
  estaSesion: 'Esta sesión',
  cerrar: 'Cerrar',
  cerrarTitulo: 'Cerrar sesión',
  confirmarCerrar: '¿Cerrar esta sesión? Ese navegador tendrá que volver a iniciar sesión.',
  cerrarOtras: 'Cerrar todas las demás',
  confirmarCerrarOtras: '¿Cerrar todas sus otras sesiones? Esta sesión sigue abierta.',
  sinOtras: 'No tiene otras sesiones abiertas.',
  desconocido: 'Navegador desconocido',
} as const;

export const MENSAJES_SESIONES = {
  noEncontrada: msg('Sesión no encontrada'),
  errorCerrar: msg('Error al cerrar la sesión'),
} as const;

/** A browser and system in plain words ("Chrome en Android") from a User-Agent header. */
export function describirNavegador(ua: string | null | undefined): string {
  if (!ua) return TEXTOS_SESIONES.desconocido;
  const navegador = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\/|Chromium\/|CriOS\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  const sistema = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  if (!navegador && !sistema) return TEXTOS_SESIONES.desconocido;
  if (!navegador) return `${TEXTOS_SESIONES.desconocido} en ${sistema}`;
  return sistema ? `${navegador} en ${sistema}` : navegador;
}

export const sesionAbierta = z.object({
  /** Not the cookie nor its stored hash: a name for this list only. */
  id: z.string(),
  navegador: z.string(),
  ip: z.string().nullable(),
  creadaEn: z.string(),
  ultimoUso: z.string(),
  actual: z.boolean(),
});
export type SesionAbierta = z.infer<typeof sesionAbierta>;

export const listarSesiones = route({
  method: 'GET',
  path: '/api/auth/sesiones',
  answer: z.array(sesionAbierta),
  roles: CUALQUIER_ROL,
});
export const cerrarSesion = route({ method: 'DELETE', path: '/api/auth/sesiones/:id', roles: CUALQUIER_ROL });
/** Every session of the user but the one making the request. */
export const cerrarOtrasSesiones = route({
  method: 'DELETE',
  path: '/api/auth/sesiones',
  roles: CUALQUIER_ROL,
});
