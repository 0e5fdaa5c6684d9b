import { z } from 'zod';
import { route } from './http.js';
import { msg } from './messages.js';
import { CUALQUIER_ROL } from './roles.js';

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
});
