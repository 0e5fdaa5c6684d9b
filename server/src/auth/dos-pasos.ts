import { createHash, randomInt } from 'node:crypto';
import {
  activarDosPasos,
  desactivarDosPasos,
  guardarAjustes,
  iniciarDosPasos,
  leerAjustes,
  MENSAJES_DOS_PASOS,
  RECUPERACION_CANTIDAD,
} from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Clock } from '../clock.js';
import type { DB } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import { HttpError } from '../http/errors.js';
import { handle } from '../http/routing.js';
import { verifyPassword } from './passwords.js';
import * as q from './dos-pasos-queries.js';

// Read by the login and by the accounts admin (its reset).
export { desactivar, exige2fa } from './dos-pasos-queries.js';

/**
 * Two-factor login (issue 16): TOTP as in RFC 6238 (6 digits, 30 s steps, SHA-1: what every
 * authenticator app reads from the QR code) plus ten single-use recovery codes kept hashed.
 * A code is good once: the last accepted time step is stored, and only a later one passes,
 * also inside the ±1 step window that absorbs a phone's clock drift.
 */
const EMISOR = 'Comando';
const PERIODO = 30;

function totp(secreto: string, usuario: string): TOTP {
  return new TOTP({
    issuer: EMISOR,
    label: usuario,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIODO,
    secret: Secret.fromBase32(secreto),
  });
}

/** The time step a 6-digit code belongs to (now, one before or one after), or null. */
function pasoDelCodigo(secreto: string, usuario: string, codigo: string, ahora: number): number | null {
  const delta = totp(secreto, usuario).validate({ token: codigo, timestamp: ahora, window: 1 });
  return delta === null ? null : Math.floor(ahora / 1000 / PERIODO) + delta;
}

/** Recovery codes read `abcd-efgh`; case, spaces and the dash do not matter when typed. */
const normalizar = (codigo: string) => codigo.toLowerCase().replace(/[\s-]/g, '');
const hashRecuperacion = (codigo: string) => createHash('sha256').update(normalizar(codigo)).digest('hex');
/** No 0/o, 1/l/i: read aloud or copied by hand without confusion. */
const ALFABETO = 'abcdefghjkmnpqrstuvwxyz23456789';

function codigoRecuperacion(): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += ALFABETO[randomInt(ALFABETO.length)];
  return `${s.slice(0, 4)}-${s.slice(4)}`;
}

/**
 * Checks a second-step code of a user with two-factor verification on: a 6-digit TOTP code
 * (single use) or an unused recovery code (spent now). False for anything else.
 */
export async function verificarSegundoPaso(
  db: Kysely<DB>,
  clock: Clock,
  usuario: { id: string; usuario: string; totp_secreto: string | null },
  codigo: string,
): Promise<boolean> {
  const limpio = codigo.trim();
  if (/^\d{6}$/.test(limpio)) {
    if (!usuario.totp_secreto) return false;
    const paso = pasoDelCodigo(usuario.totp_secreto, usuario.usuario, limpio, clock.now().getTime());
    return paso !== null && q.consumirPaso(db, usuario.id, paso);
  }
  return q.consumirRecuperacion(db, usuario.id, hashRecuperacion(limpio), clock.now().toISOString());
}

export function dosPasosRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  // A new secret each time enrolment starts; it counts only once a first code confirms it.
  handle(app, iniciarDosPasos, async ({ user }) => {
    const fila = await q.cuentaDosPasos(db, user.id);
    if (fila.totp_activo === 1) throw new HttpError(409, MENSAJES_DOS_PASOS.yaActiva);
    const secreto = new Secret({ size: 20 }).base32;
    await q.guardarSecreto(db, user.id, secreto);
    const otpauthUrl = totp(secreto, fila.usuario).toString();
    const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { secreto, otpauthUrl, qrSvg };
  });

  handle(app, activarDosPasos, async ({ user, body }) => {
    const fila = await q.cuentaDosPasos(db, user.id);
    if (fila.totp_activo === 1) throw new HttpError(409, MENSAJES_DOS_PASOS.yaActiva);
    if (!fila.totp_secreto) throw new HttpError(409, MENSAJES_DOS_PASOS.noIniciada);
    const paso = pasoDelCodigo(fila.totp_secreto, fila.usuario, body.codigo, clock.now().getTime());
    if (paso === null) throw new HttpError(400, MENSAJES_DOS_PASOS.codigoInvalido);
    const codigos = Array.from({ length: RECUPERACION_CANTIDAD }, codigoRecuperacion);
    await q.activar(db, user.id, paso, codigos.map(hashRecuperacion));
    return { codigosRecuperacion: codigos };
  });

  handle(app, desactivarDosPasos, async ({ user, body }) => {
    const fila = await q.cuentaDosPasos(db, user.id);
    if (fila.totp_activo !== 1) throw new HttpError(409, MENSAJES_DOS_PASOS.noActiva);
    if (!(await verifyPassword(body.contrasena, fila.hash))) {
      throw new HttpError(400, MENSAJES_DOS_PASOS.contrasenaIncorrecta);
    }
    if (!(await verificarSegundoPaso(db, clock, fila, body.codigo))) {
      throw new HttpError(400, MENSAJES_DOS_PASOS.codigoInvalido);
    }
    await q.desactivar(db, user.id);
    return undefined;
  });
}

/** The campaign's security settings (admin). */
export function ajustesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  handle(app, leerAjustes, async () => ({ exigir2faAdmins: await q.exige2fa(db) }));

  handle(app, guardarAjustes, async ({ body, user }) => {
    // Whoever requires it has it: otherwise the setting would shut its author out first.
    if (body.exigir2faAdmins && !user.dosPasos)
      throw new HttpError(409, MENSAJES_DOS_PASOS.ajusteSinDosPasos);
    await q.guardarExige2fa(db, body.exigir2faAdmins);
    return { exigir2faAdmins: body.exigir2faAdmins };
  });
}
