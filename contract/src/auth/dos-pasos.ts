import { z } from 'zod';
import { route } from '../http.js';
import { msg } from '../messages.js';
import { CUALQUIER_ROL, SOLO_ADMIN } from '../roles.js';
import { cadena } from '../schemas.js';
import { MENSAJES_DOS_PASOS } from './sesion.js';

/**
 * Two-factor login (issue 16): a TOTP code (RFC 6238: 6 digits, 30 s, SHA-1, as every
 * authenticator app expects) or one of ten single-use recovery codes. The login page's texts
 * live in sesion.ts (no zod in its chunk).
 */
export const RECUPERACION_CANTIDAD = 10;

export const TEXTOS_DOS_PASOS = {
  titulo: 'Verificación en dos pasos',
  ayudaInactiva:
    'Además de la contraseña, pida un código de 6 dígitos de una aplicación de autenticación (Google Authenticator, Microsoft Authenticator, FreeOTP, Aegis…).',
  activa: 'Activada: al iniciar sesión se pide un código de su aplicación.',
  inactiva: 'Desactivada.',
  activar: 'Activar verificación en dos pasos',
  preparando: 'Preparando...',
  paso1: '1. Escanee este código QR con su aplicación de autenticación.',
  qrAlt: 'Código QR para la aplicación de autenticación',
  claveManual: 'Si no puede escanearlo, escriba esta clave en la aplicación:',
  paso2: '2. Escriba el código de 6 dígitos que muestra la aplicación.',
  codigo: 'Código de la aplicación',
  confirmar: 'Confirmar y activar',
  confirmando: 'Activando...',
  cancelar: 'Cancelar',
  codigosTitulo: 'Códigos de recuperación',
  codigosAyuda: `Guarde estos ${RECUPERACION_CANTIDAD} códigos en un lugar seguro. Cada uno sirve una sola vez para entrar si pierde el teléfono. No se volverán a mostrar.`,
  copiar: 'Copiar códigos',
  copiados: 'Códigos copiados',
  guardados: 'Ya los guardé',
  desactivar: 'Desactivar',
  desactivarTitulo: 'Desactivar verificación en dos pasos',
  desactivarTexto: 'Confirme con su contraseña y un código de la aplicación (o un código de recuperación).',
  contrasena: 'Contraseña',
  codigoORecuperacion: 'Código o código de recuperación',
  desactivando: 'Desactivando...',
  obligatoria:
    'La campaña exige la verificación en dos pasos a los administradores. Actívela para continuar.',
  exigir: 'Exigir verificación en dos pasos a los administradores',
  exigirAyuda: 'Un administrador sin ella tendrá que activarla antes de ver cualquier pantalla.',
  errorIniciar: 'Error al preparar la verificación en dos pasos',
  errorActivar: 'Error al activar la verificación en dos pasos',
  errorDesactivar: 'Error al desactivar la verificación en dos pasos',
} as const;

export { MENSAJES_DOS_PASOS };

const codigoApp = cadena(MENSAJES_DOS_PASOS.codigoRequerido)
  .trim()
  .min(1, { error: MENSAJES_DOS_PASOS.codigoRequerido })
  .regex(/^\d{6}$/, { error: MENSAJES_DOS_PASOS.codigoFormato });

/** A TOTP code or a recovery code (`abcd-efgh`, dash and case optional). */
export const codigoSegundoPaso = cadena(MENSAJES_DOS_PASOS.codigoRequerido)
  .trim()
  .min(1, { error: MENSAJES_DOS_PASOS.codigoRequerido })
  .max(20, { error: MENSAJES_DOS_PASOS.codigoInvalido });

export const activacionDosPasos = z.strictObject({ codigo: codigoApp });
export type ActivacionDosPasos = z.input<typeof activacionDosPasos>;

export const desactivacionDosPasos = z.strictObject({
  contrasena: z
    .string({ error: MENSAJES_DOS_PASOS.contrasenaRequerida })
    .min(1, { error: MENSAJES_DOS_PASOS.contrasenaRequerida })
    .max(200, { error: MENSAJES_DOS_PASOS.contrasenaIncorrecta }),
  codigo: codigoSegundoPaso,
});
export type DesactivacionDosPasos = z.input<typeof desactivacionDosPasos>;

/** Routes a user must reach while enrolment is required of them, as with a temporary password. */
export const iniciarDosPasos = route({
  method: 'POST',
  path: '/api/auth/2fa/inicio',
  /** `qrSvg`: the otpauth:// address as a QR code (SVG), drawn by our server, no outside service. */
  answer: z.object({ secreto: z.string(), otpauthUrl: z.string(), qrSvg: z.string() }),
  roles: CUALQUIER_ROL,
  conDosPasosPendiente: true,
});
export const activarDosPasos = route({
  method: 'POST',
  path: '/api/auth/2fa/activar',
  body: activacionDosPasos,
  answer: z.object({ codigosRecuperacion: z.array(z.string()) }),
  roles: CUALQUIER_ROL,
  conDosPasosPendiente: true,
});
export const desactivarDosPasos = route({
  method: 'POST',
  path: '/api/auth/2fa/desactivar',
  body: desactivacionDosPasos,
  roles: CUALQUIER_ROL,
});

// ---------- Settings (admin) ----------

export const MENSAJES_AJUSTES = {
  errorGuardar: msg('Error al guardar el ajuste'),
} as const;

export const ajustesSeguridad = z.strictObject({
  exigir2faAdmins: z.boolean({ error: msg('Debe ser verdadero o falso') }),
});
export type AjustesSeguridad = z.infer<typeof ajustesSeguridad>;

export const leerAjustes = route({
  method: 'GET',
  path: '/api/ajustes',
  answer: ajustesSeguridad,
  roles: SOLO_ADMIN,
});
export const guardarAjustes = route({
  method: 'PUT',
  path: '/api/ajustes',
  body: ajustesSeguridad,
  answer: ajustesSeguridad,
  roles: SOLO_ADMIN,
});
