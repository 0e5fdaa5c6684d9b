import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { AJUSTE_EXIGIR_2FA } from './sessions.js';

/** The SQL of two-factor verification (dos-pasos.ts holds the codes' logic and the routes). */

/** What enrolment and the second step read of an account. */
export const cuentaDosPasos = (db: Kysely<DB>, id: string) =>
  db
    .selectFrom('usuarios')
    .select(['id', 'usuario', 'hash', 'totp_secreto', 'totp_activo'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** Takes the step if it is later than the last one accepted: a replayed code finds no row. */
export async function consumirPaso(db: Kysely<DB>, usuarioId: string, paso: number): Promise<boolean> {
  const r = await db
    .updateTable('usuarios')
    .set({ totp_ultimo_paso: paso })
    .where('id', '=', usuarioId)
    .where((eb) => eb.or([eb('totp_ultimo_paso', 'is', null), eb('totp_ultimo_paso', '<', paso)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Spends an unused recovery code of the user, by its hash. */
export async function consumirRecuperacion(
  db: Kysely<DB>,
  usuarioId: string,
  hash: string,
  en: string,
): Promise<boolean> {
  const r = await db
    .updateTable('codigos_recuperacion')
    .set({ usado_en: en })
    .where('hash', '=', hash)
    .where('usuario_id', '=', usuarioId)
    .where('usado_en', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function exige2fa(db: Kysely<DB>): Promise<boolean> {
  const fila = await db
    .selectFrom('ajustes')
    .select('valor')
    .where('clave', '=', AJUSTE_EXIGIR_2FA)
    .executeTakeFirst();
  return fila?.valor === 'true';
}

export async function guardarExige2fa(db: Kysely<DB>, exige: boolean): Promise<void> {
  const valor = String(exige);
  await db
    .insertInto('ajustes')
    .values({ clave: AJUSTE_EXIGIR_2FA, valor })
    .onConflict((oc) => oc.column('clave').doUpdateSet({ valor }))
    .execute();
}

/** A new secret, not yet confirmed (enrolment starts again). */
export async function guardarSecreto(db: Kysely<DB>, usuarioId: string, secreto: string): Promise<void> {
  await db
    .updateTable('usuarios')
    .set({ totp_secreto: secreto, totp_ultimo_paso: null })
    .where('id', '=', usuarioId)
    .execute();
}

/** Turns verification on from the confirming step, with a new set of recovery codes (hashed). */
export async function activar(
  db: Kysely<DB>,
  usuarioId: string,
  paso: number,
  hashes: string[],
): Promise<void> {
  await db
    .updateTable('usuarios')
    .set({ totp_activo: 1, totp_ultimo_paso: paso })
    .where('id', '=', usuarioId)
    .execute();
  await db.deleteFrom('codigos_recuperacion').where('usuario_id', '=', usuarioId).execute();
  await db
    .insertInto('codigos_recuperacion')
    .values(hashes.map((hash) => ({ hash, usuario_id: usuarioId, usado_en: null })))
    .execute();
}

/** Turns two-factor verification off for a user (their choice, or an admin's reset). */
export async function desactivar(db: Kysely<DB>, usuarioId: string): Promise<void> {
  await db
    .updateTable('usuarios')
    .set({ totp_activo: 0, totp_secreto: null, totp_ultimo_paso: null })
    .where('id', '=', usuarioId)
    .execute();
  await db.deleteFrom('codigos_recuperacion').where('usuario_id', '=', usuarioId).execute();
}
