import { MENSAJES_SMS as M, numeroInternacional } from '@comando/contract';

/** How long the gateway may take to accept a message (its phone may be on a slow network). */
const ESPERA_MS = 10_000;
/** A reply not sent within an hour is not worth sending (the delegate has called HQ by then). */
const VIGENCIA_S = 3600;

/** The gateway's address and credentials, as stored. */
export interface Pasarela {
  direccion: string;
  usuario: string;
  contrasena: string;
}

/** A number as the gateway wants it, E.164: `+591…` for a Bolivian one. */
export const numeroE164 = (telefono: string): string => `+${numeroInternacional(telefono)}`;

/**
 * Hands one SMS to SMS Gateway for Android: `POST <address>/messages` with Basic authentication
 * and `{ id, textMessage: { text }, phoneNumbers, ttl }`, answered 202 with the message's id
 * (https://docs.sms-gate.app/features/sending-messages/). The address is the API's base: the
 * phone's own server in local mode (`http://<ip>:8080`, which serves `/message` and `/messages`)
 * or `https://api.sms-gate.app/3rdparty/v1` in cloud mode. `id` (ours) makes a resend the same
 * message. Answers the gateway's id, or why it was not accepted, in Spanish.
 *
 * Plain `fetch` rather than the `android-sms-gateway` npm client: this is one request, and the
 * client's default address is the public cloud (a missing setting would send there).
 */
export async function enviarSms(
  p: Pasarela,
  telefono: string,
  texto: string,
  id: string,
): Promise<{ ok: true; id: string } | { ok: false; motivo: string }> {
  const url = `${p.direccion.replace(/\/+$/, '')}/messages`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${p.usuario}:${p.contrasena}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        id,
        textMessage: { text: texto },
        phoneNumbers: [numeroE164(telefono)],
        ttl: VIGENCIA_S,
      }),
      signal: AbortSignal.timeout(ESPERA_MS),
      redirect: 'error',
    });
  } catch {
    return { ok: false, motivo: M.pasarelaSinRespuesta };
  }
  const cuerpo = await res.text().catch(() => '');
  let datos: { id?: unknown; message?: unknown } = {};
  try {
    datos = JSON.parse(cuerpo) as typeof datos;
  } catch {
    // A gateway's error page is not JSON: its status says enough.
  }
  if (!res.ok) {
    const detalle = typeof datos.message === 'string' ? `${res.status} ${datos.message}` : String(res.status);
    return { ok: false, motivo: M.pasarelaFallo(detalle.slice(0, 200)) };
  }
  return { ok: true, id: typeof datos.id === 'string' ? datos.id : id };
}
