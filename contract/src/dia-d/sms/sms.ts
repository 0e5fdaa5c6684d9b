import { z } from 'zod';
import { route } from '../../http.js';
import { ESCRITURA, SOLO_ADMIN } from '../../roles.js';
import { cadena, telefono, texto, urlHttp } from '../../schemas.js';
import { ENVIOS_SMS, MAX_TEXTO_SMS, MENSAJES_SMS as M, RESULTADOS_SMS } from './textos.js';

/**
 * Issue 44, point 6: SMS where there is no data. HQ's Android phone runs SMS Gateway for Android
 * (https://docs.sms-gate.app): it posts every SMS it receives to Comando's webhook, signed, and
 * sends the replies through its API. An admin sets it up and follows what arrived.
 */

// ---------- The gateway's webhook (https://docs.sms-gate.app/features/webhooks/) ----------

/**
 * What the gateway posts (read only after its signature was checked on the raw body): the event,
 * its own id (the same on every retry of one delivery) and, for `sms:received`, the SMS.
 */
export const webhookSms = z.object({
  event: z.string({ error: M.webhookIlegible }).min(1, { error: M.webhookIlegible }).max(100),
  id: z.string({ error: M.webhookIlegible }).min(1, { error: M.webhookIlegible }).max(200),
  deviceId: z.string().max(200).optional(),
  webhookId: z.string().max(200).optional(),
  payload: z.record(z.string(), z.unknown(), { error: M.webhookIlegible }),
});

const numeroDelWebhook = z
  .string({ error: M.webhookIlegible })
  .trim()
  .min(1, { error: M.webhookIlegible })
  .max(40, { error: M.webhookIlegible });

/**
 * The payload of `sms:received`. `messageId` is not unique (documented), so the event's `id` is
 * the key. The sender is `sender` in the app's current versions and `phoneNumber` (kept, now
 * deprecated) in every version: the first one present is read.
 */
export const smsRecibidoPayload = z
  .object({
    message: z.string({ error: M.webhookIlegible }).transform((s) => s.slice(0, MAX_TEXTO_SMS)),
    sender: numeroDelWebhook.nullish(),
    phoneNumber: numeroDelWebhook.optional(),
    /** The device's local time with its offset, as it reported it. */
    receivedAt: z.string().max(64).optional(),
    messageId: z.string().max(200).optional(),
  })
  .transform((p, ctx) => {
    const remitente = p.sender ?? p.phoneNumber;
    if (!remitente) {
      ctx.addIssue({ code: 'custom', message: M.webhookIlegible });
      return z.NEVER;
    }
    return { message: p.message, remitente, receivedAt: p.receivedAt };
  });

// ---------- HQ's side ----------

/** The gateway as stored: secrets only say whether they are set, never what they are. */
export const ajustesSms = z.object({
  direccion: z.string().nullable(),
  usuario: z.string().nullable(),
  /** The HQ phone's number, printed on the access sheets (not secret). */
  numero: z.string().nullable(),
  contrasena: z.boolean(),
  claveFirma: z.boolean(),
  actualizadaEn: z.string().nullable(),
});
export type AjustesSms = z.infer<typeof ajustesSms>;

/** A secret field of the form: blank keeps the one stored. */
const secreto = (requerido: string) =>
  cadena(requerido)
    .max(500, { error: requerido })
    .transform((s) => s.trim() || undefined)
    .optional();

export const ajustesSmsNuevos = z.strictObject({
  direccion: urlHttp(M.direccionRequerida, 500),
  usuario: texto({ requerido: M.usuarioRequerido, max: 200 }),
  contrasena: secreto(M.contrasenaRequerida),
  claveFirma: secreto(M.claveRequerida),
  numero: z
    .union([z.literal(''), telefono(M.numeroInvalido)], { error: M.numeroInvalido })
    .optional()
    .transform((s) => s || null),
});
export type AjustesSmsNuevos = z.input<typeof ajustesSmsNuevos>;

export const pruebaSms = z.strictObject({ telefono: telefono(M.telefonoRequerido) });

export const smsRecibido = z.object({
  id: z.string(),
  /** When Comando received it (UTC). */
  llegadoEn: z.string(),
  telefono: z.string(),
  texto: z.string(),
  resultado: z.enum(RESULTADOS_SMS),
  /** The reason in Spanish (what could not be read, which rule refused it). */
  detalle: z.string().nullable(),
  mesa: z.string().nullable(),
  respuesta: z.string().nullable(),
  envio: z.enum(ENVIOS_SMS).nullable(),
});
export type SmsRecibido = z.infer<typeof smsRecibido>;

export const consultaSms = z.strictObject({
  cursor: cadena(M.cursorInvalido).max(200, { error: M.cursorInvalido }).optional(),
});

// ---------- Routes ----------

const BASE = '/api/dia-d/sms' as const;

/**
 * The gateway's webhook: no session, its HMAC signature instead (401 and nothing stored without a
 * valid one). The body is read raw (the signature covers the bytes as sent), so it declares no
 * schema here: `webhookSms` checks it once the signature holds.
 */
export const recibirWebhookSms = route({ method: 'POST', path: `${BASE}/webhook`, publico: true });

export const leerAjustesSms = route({
  method: 'GET',
  path: `${BASE}/ajustes`,
  answer: ajustesSms,
  roles: SOLO_ADMIN,
});
export const guardarAjustesSms = route({
  method: 'PUT',
  path: `${BASE}/ajustes`,
  body: ajustesSmsNuevos,
  answer: ajustesSms,
  roles: SOLO_ADMIN,
});
/** A test SMS through the gateway: the number it went to, as the gateway was given it. */
export const probarSms = route({
  method: 'POST',
  path: `${BASE}/prueba`,
  body: pruebaSms,
  answer: z.object({ telefono: z.string() }),
  roles: SOLO_ADMIN,
});
/**
 * The HQ phone's number as the access sheets print it (null while none is set): read by whoever
 * prints a sheet, an admin or an editor.
 */
export const leerNumeroSms = route({
  method: 'GET',
  path: `${BASE}/numero`,
  answer: z.object({ numero: z.string().nullable() }),
  roles: ESCRITURA,
});
/** The SMS received, newest first, page by page (the cursor is the last one's). */
export const listarSms = route({
  method: 'GET',
  path: BASE,
  query: consultaSms,
  answer: z.object({ sms: z.array(smsRecibido), siguiente: z.string().nullable() }),
  roles: SOLO_ADMIN,
});
