import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { versionDeSesiones } from '../db/connect.js';
import type { DB } from '../db/schema.js';
import { plantilla } from '../performance/statement-templates.js';
import { ambitoDeFila, type AmbitoUsuario } from './ambito.js';

export const SESSION_COOKIE = 'comando_sesion';
/** Key of the setting "exigir 2FA a los administradores" in `ajustes` (value `true`/`false`). */
export const AJUSTE_EXIGIR_2FA = 'exigir_2fa_admins';
/** Idle timeout: a session unused for 12 hours ends. */
const IDLE_MS = 12 * 60 * 60 * 1000;
/**
 * The session cookie's options, the one place they are written (a security setting that must
 * not drift between the HQ login and the delegate's phone login): unreadable by scripts, sent
 * only by our own pages, over HTTPS when the server runs behind it, and ending with the idle
 * timeout.
 */
export function opcionesCookieSesion(config: { secureCookies: boolean }) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    path: '/',
    secure: config.secureCookies,
    maxAge: IDLE_MS / 1000,
  };
}

/** Last-use is written at most once a minute, not on every request. */
const TOUCH_MS = 60 * 1000;

export interface SessionUser extends AmbitoUsuario {
  id: string;
  usuario: string;
  role: string;
  name: string;
  email: string;
  /** A temporary password: only me, logout and the password change answer until it is changed. */
  cambiarContrasena: boolean;
  /** Two-factor verification is on. */
  dosPasos: boolean;
  /** An admin the campaign requires to use two-factor verification, who has not enrolled yet. */
  configurar2fa: boolean;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Kysely<DB>,
  clock: Clock,
  userId: string,
  origen: { navegador?: string | null; ip?: string | null } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now().toISOString();
  await db
    .insertInto('sesiones')
    .values({
      id_hash: hashToken(token),
      usuario_id: userId,
      creada_en: now,
      ultimo_uso: now,
      navegador: origen.navegador?.slice(0, 300) ?? null,
      ip: origen.ip ?? null,
    })
    .execute();
  return token;
}

/**
 * The session of a token read under the current version of the sessions, when answering needs no
 * database at all (not idle, no `ultimo_uso` to move forward): most requests. Undefined when
 * findSession must decide. Lets the guard admit a request without a promise (issue 17).
 */
export function cachedSession(
  db: Kysely<DB>,
  clock: Clock,
  token: string | undefined,
): SessionUser | undefined {
  if (!token) return undefined;
  const version = versionDeSesiones(db);
  if (version === undefined) return undefined;
  const hit = caches.get(db)?.get(token);
  if (!hit || hit.version !== version) return undefined;
  return clock.now().getTime() - hit.ultimoUso > TOUCH_MS ? undefined : hit.user;
}

export async function findSession(
  db: Kysely<DB>,
  clock: Clock,
  token: string | undefined,
): Promise<SessionUser | null> {
  if (!token || token.length > 100) return null;
  const version = versionDeSesiones(db);
  const cache = version === undefined ? undefined : cacheOf(db);
  const now = clock.now().getTime();
  let hit = cache?.get(token);
  // A remembered session is reused for at most a minute after it was read (below), whatever told
  // or did not tell this process of a change: a user deactivated by hand in psql, say.
  if (!hit || hit.version !== version || now - hit.ultimoUso > TOUCH_MS) {
    const idHash = hashToken(token);
    const row = await lookUp(db, idHash);
    if (!row) return null;
    hit = { version: version ?? '', idHash, ultimoUso: Date.parse(row.ultimo_uso), user: usuarioDe(row) };
    if (now - hit.ultimoUso > IDLE_MS) {
      await db.deleteFrom('sesiones').where('id_hash', '=', idHash).execute();
      return null;
    }
    if (now - hit.ultimoUso > TOUCH_MS) {
      await db
        .updateTable('sesiones')
        .set({ ultimo_uso: new Date(now).toISOString() })
        .where('id_hash', '=', idHash)
        .execute();
      hit = { ...hit, ultimoUso: now };
    }
    if (cache && version !== undefined) {
      if (cache.size >= MAX_CACHED) cache.clear();
      cache.set(token, hit);
    }
  }
  return hit.user;
}

function usuarioDe(row: SessionRow): SessionUser {
  return {
    id: row.id,
    usuario: row.usuario,
    role: row.rol,
    name: row.nombre,
    email: row.email,
    cambiarContrasena: row.cambiar_contrasena === 1,
    dosPasos: row.totp_activo === 1,
    configurar2fa: row.rol === 'admin' && row.totp_activo !== 1 && row.exigir_2fa === 'true',
    ...ambitoDeFila(row),
  };
}

type SessionRow = NonNullable<Awaited<ReturnType<typeof lookUp>>>;

/** Sessions remembered per database, at most. */
const MAX_CACHED = 10_000;
// Keyed by the token itself: a hit skips hashing it (a tenth of a cached request's time).
// The tokens are already in this process's memory with every request that carries them.
const caches = new WeakMap<Kysely<DB>, Map<string, SesionCacheada>>();

interface SesionCacheada {
  version: string;
  idHash: string;
  /** `ultimo_uso` as read or as just written, in ms: the entry is reused a minute after it at most. */
  ultimoUso: number;
  /** Shared by the requests that reuse it: never changed once built. */
  user: SessionUser;
}

/**
 * A session row read under one version of the sessions is reused while that version holds (see
 * db/connect.ts `versionDeSesiones`), for at most a minute. Any write that may change what the
 * lookup answers — logout, a deactivated user, a new password, a changed role or ground — by this
 * process or another one on the same database changes the version, so the next request reads the
 * row again; the actas and every other write of election night do not. Without a version (an
 * instance on PostgreSQL that does not hear the others) every request reads the row.
 */
function cacheOf(db: Kysely<DB>) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** The session's row with its user (every request whose session is not remembered: a template, performance/statement-templates.ts). */
const sesionConUsuario = plantilla((db: Kysely<DB>, idHash: string) =>
  db
    .selectFrom('sesiones')
    .innerJoin('usuarios', 'usuarios.id', 'sesiones.usuario_id')
    .select([
      'sesiones.ultimo_uso',
      'usuarios.id',
      'usuarios.usuario',
      'usuarios.rol',
      'usuarios.nombre',
      'usuarios.email',
      'usuarios.cambiar_contrasena',
      'usuarios.totp_activo',
      'usuarios.ambito',
      'usuarios.ambito_departamento',
      'usuarios.ambito_nombre',
      // The setting rides along in the same query: no second round trip per request.
      (eb) =>
        eb.selectFrom('ajustes').select('valor').where('clave', '=', AJUSTE_EXIGIR_2FA).as('exigir_2fa'),
    ])
    .where('sesiones.id_hash', '=', idHash)
    // A deactivated user's sessions end at once, even one still in the table.
    .where('usuarios.activo', '=', 1),
);

async function lookUp(db: Kysely<DB>, idHash: string) {
  return sesionConUsuario.primera(db, idHash);
}

export async function deleteSession(db: Kysely<DB>, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.deleteFrom('sesiones').where('id_hash', '=', hashToken(token)).execute();
}

/** Ends every session of a user but the one making the request (after a password change). */
export async function deleteOtherSessions(
  db: Kysely<DB>,
  userId: string,
  token: string | undefined,
): Promise<void> {
  let q = db.deleteFrom('sesiones').where('usuario_id', '=', userId);
  if (token) q = q.where('id_hash', '!=', hashToken(token));
  await q.execute();
}

/** The public name of a session in the user's list: derived from its stored hash, never the hash. */
const nombreDe = (idHash: string) =>
  createHash('sha256').update(`sesion:${idHash}`).digest('hex').slice(0, 32);

/** The user's open sessions, the one making the request marked, newest use first. */
export async function sessionsOf(db: Kysely<DB>, userId: string, token: string | undefined) {
  const actual = token ? hashToken(token) : undefined;
  const filas = await db
    .selectFrom('sesiones')
    .select(['id_hash', 'navegador', 'ip', 'creada_en', 'ultimo_uso'])
    .where('usuario_id', '=', userId)
    .orderBy('ultimo_uso', 'desc')
    .execute();
  return filas.map((f) => ({ ...f, id: nombreDe(f.id_hash), actual: f.id_hash === actual }));
}

/** Ends one of the user's sessions by its list name; false when the user has none by that name. */
export async function deleteSessionNamed(db: Kysely<DB>, userId: string, id: string): Promise<boolean> {
  const filas = await db.selectFrom('sesiones').select('id_hash').where('usuario_id', '=', userId).execute();
  const fila = filas.find((f) => nombreDe(f.id_hash) === id);
  if (!fila) return false;
  await db.deleteFrom('sesiones').where('id_hash', '=', fila.id_hash).execute();
  return true;
}
