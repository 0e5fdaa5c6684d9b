import { randomBytes, randomInt, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { LARGO_PIN } from '@comando/contract';

/**
 * Issue 44: the PIN that signs a delegate's (or chief's) SMS, given with their access code and
 * shown once like it. Only its hash is stored: scrypt with a salt of its own, lighter than a
 * password's (N = 2^14, 16 MiB) because every SMS checks it. A PIN of four digits cannot resist
 * someone who holds the database whatever the hash; what protects it is the registered phone it
 * must come from and the limit of wrong PINs per number (sms/).
 */

const PARAMS = { N: 2 ** 14, r: 8, p: 1 } as const;
const LARGO_CLAVE = 32;

function scrypt(pin: string, sal: Buffer, p: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(pin, sal, LARGO_CLAVE, { ...p, maxmem: 256 * p.N * p.r }, (err, clave) =>
      err ? reject(err) : resolve(clave),
    );
  });
}

/** A fresh PIN: LARGO_PIN random digits. */
export function nuevoPin(): string {
  return String(randomInt(0, 10 ** LARGO_PIN)).padStart(LARGO_PIN, '0');
}

export async function hashPin(pin: string): Promise<string> {
  const sal = randomBytes(16);
  const clave = await scrypt(pin, sal, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, sal.toString('base64'), clave.toString('base64')].join('$');
}

export async function pinCorrecto(pin: string, guardado: string): Promise<boolean> {
  const [esquema, n, r, p, sal, clave] = guardado.split('$');
  if (esquema !== 'scrypt' || !n || !r || !p || !sal || !clave) return false;
  const esperada = Buffer.from(clave, 'base64');
  const dada = await scrypt(pin, Buffer.from(sal, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return dada.length === esperada.length && timingSafeEqual(dada, esperada);
}
