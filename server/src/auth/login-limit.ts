import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { DB } from '../db/schema.js';

/** More than 10 failures per user name or per IP within 15 minutes blocks further tries. */
const MAX_FAILURES = 10;
const WINDOW_MS = 15 * 60 * 1000;

const keysOf = (usuario: string, ip: string) => [`u:${usuario.toLowerCase()}`, `ip:${ip}`];

/** Kept in the database so every server instance sees the same count. */
export async function isBlocked(db: Kysely<DB>, clock: Clock, usuario: string, ip: string): Promise<boolean> {
  const since = new Date(clock.now().getTime() - WINDOW_MS).toISOString();
  const rows = await db
    .selectFrom('intentos_login')
    .select(['clave', (eb) => eb.fn.countAll<number>().as('n')])
    .where('clave', 'in', keysOf(usuario, ip))
    .where('en', '>', since)
    .groupBy('clave')
    .execute();
  return rows.some((r) => Number(r.n) >= MAX_FAILURES);
}

export async function recordFailure(
  db: Kysely<DB>,
  clock: Clock,
  usuario: string,
  ip: string,
): Promise<void> {
  const en = clock.now().toISOString();
  await db
    .insertInto('intentos_login')
    .values(keysOf(usuario, ip).map((clave) => ({ id: randomUUID(), clave, en })))
    .execute();
  // Old rows are of no use; trimming here keeps the table small without a job.
  const before = new Date(clock.now().getTime() - WINDOW_MS).toISOString();
  await db.deleteFrom('intentos_login').where('en', '<', before).execute();
}
