import { createHmac, timingSafeEqual } from 'node:crypto';
import { TOLERANCIA_FIRMA_S } from '@comando/contract';

/**
 * A webhook of SMS Gateway for Android is genuine when `X-Signature` is the hexadecimal
 * HMAC-SHA256, under the signing key set on the phone, of the raw body as received followed by
 * `X-Timestamp` (Unix seconds), and that time is within ±5 minutes of ours (a replay of an old
 * delivery is refused): https://docs.sms-gate.app/features/webhooks/#payload-signing.
 * Compared in constant time.
 */
export function firmaValida(
  clave: string,
  cuerpo: Buffer,
  marca: string | undefined,
  firma: string | undefined,
  ahora: Date,
): boolean {
  if (!marca || !firma || !/^\d{1,12}$/.test(marca) || !/^[0-9a-fA-F]{64}$/.test(firma)) return false;
  if (Math.abs(ahora.getTime() / 1000 - Number(marca)) > TOLERANCIA_FIRMA_S) return false;
  const esperada = createHmac('sha256', clave).update(cuerpo).update(marca).digest();
  return timingSafeEqual(esperada, Buffer.from(firma, 'hex'));
}
