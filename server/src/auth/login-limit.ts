import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { DB } from '../db/schema.js';

/**
 * Login throttling that an attacker cannot turn against the account owner.
 *
 * - per (user name, IP): 10 failures in 15 minutes block that pair only, so someone
 *   hammering `admin` from elsewhere never locks the real admin out;
 * - per IP: 50 failures in 15 minutes block that address (password spraying over many
 *   names), high enough that colleagues behind one office router mistyping do not;
 * - per user name, from anywhere: past 100 failures in an hour every attempt for that
 *   name is slowed (never blocked) and each slowed attempt is logged.
 *
 * Kept in the database so every server instance counts the same failures.
 */
export const LIMITES_LOGIN = {
  porUsuarioEIp: 10,
  porIp: 50,
  ventanaBloqueoMs: 15 * 60 * 1000,
  techoPorUsuario: 100,
  ventanaTechoMs: 60 * 60 * 1000,
  /** Added to every attempt for a name over its ceiling. */
  frenoMs: 2000,
};

/** IPs never hold `|`, so the pair key cannot be forged by a name containing one. */
const claves = (usuario: string, ip: string) => {
  const nombre = usuario.toLowerCase();
  return { par: `par:${ip}|${nombre}`, ip: `ip:${ip}`, usuario: `u:${nombre}` };
};

export interface LoginVerdict {
  /** 429: too many failures from this IP, or for this name from this IP. */
  blocked: boolean;
  /** Milliseconds to wait before answering (global per-name ceiling reached). */
  slowdownMs: number;
}

export async function checkLogin(
  db: Kysely<DB>,
  clock: Clock,
  log: FastifyBaseLogger,
  usuario: string,
  ip: string,
): Promise<LoginVerdict> {
  const now = clock.now().getTime();
  const k = claves(usuario, ip);
  const rows = await db
    .selectFrom('intentos_login')
    .select(['clave', (eb) => eb.fn.countAll<number>().as('n')])
    .where('clave', 'in', [k.par, k.ip])
    .where('en', '>', new Date(now - LIMITES_LOGIN.ventanaBloqueoMs).toISOString())
    .groupBy('clave')
    .execute();
  const count = (clave: string) => Number(rows.find((r) => r.clave === clave)?.n ?? 0);
  const blocked = count(k.par) >= LIMITES_LOGIN.porUsuarioEIp || count(k.ip) >= LIMITES_LOGIN.porIp;
  if (blocked) return { blocked, slowdownMs: 0 };

  const global = await db
    .selectFrom('intentos_login')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('clave', '=', k.usuario)
    .where('en', '>', new Date(now - LIMITES_LOGIN.ventanaTechoMs).toISOString())
    .executeTakeFirst();
  const fallos = Number(global?.n ?? 0);
  if (fallos < LIMITES_LOGIN.techoPorUsuario) return { blocked, slowdownMs: 0 };
  // Logged on every slowed attempt: an operator sees the attack and the addresses behind it.
  log.warn(
    { usuario, ip, fallosUltimaHora: fallos, frenoMs: LIMITES_LOGIN.frenoMs },
    'techo de intentos fallidos por usuario: se frena cada intento',
  );
  return { blocked, slowdownMs: LIMITES_LOGIN.frenoMs };
}

export async function recordFailure(
  db: Kysely<DB>,
  clock: Clock,
  usuario: string,
  ip: string,
): Promise<void> {
  const en = clock.now().toISOString();
  const k = claves(usuario, ip);
  await db
    .insertInto('intentos_login')
    .values([k.par, k.ip, k.usuario].map((clave) => ({ id: randomUUID(), clave, en })))
    .execute();
  // Old rows are of no use; trimming here keeps the table small without a job.
  const before = new Date(clock.now().getTime() - LIMITES_LOGIN.ventanaTechoMs).toISOString();
  await db.deleteFrom('intentos_login').where('en', '<', before).execute();
}

/** A correct password clears its own pair's failures (a user who mistyped starts afresh). */
export async function clearPairFailures(db: Kysely<DB>, usuario: string, ip: string): Promise<void> {
  await db.deleteFrom('intentos_login').where('clave', '=', claves(usuario, ip).par).execute();
}
