import { randomUUID } from 'node:crypto';
import type { EstadoFinanzas, Ingreso } from '@comando/contract';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.js';

const META_ID = 'meta';

function toIngreso(row: Selectable<DB['finanzas_ingresos']>): Ingreso {
  return {
    id: row.id,
    title: row.titulo,
    concept: row.concepto,
    amountCents: Number(row.monto_centavos),
    date: row.fecha,
  };
}

/** Entries newest first (ties by id so both dialects agree). */
export async function listarIngresos(db: Kysely<DB>): Promise<Ingreso[]> {
  const rows = await db
    .selectFrom('finanzas_ingresos')
    .selectAll()
    .orderBy('fecha', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toIngreso);
}

async function leerMeta(db: Kysely<DB>): Promise<number | null> {
  const row = await db
    .selectFrom('finanzas_meta')
    .select('target_centavos')
    .where('id', '=', META_ID)
    .executeTakeFirst();
  return row ? Number(row.target_centavos) : null;
}

export async function leerEstado(db: Kysely<DB>): Promise<EstadoFinanzas> {
  const [targetCents, entries] = await Promise.all([leerMeta(db), listarIngresos(db)]);
  return { targetCents, entries };
}

export async function fijarMeta(db: Kysely<DB>, cents: number, now: Date): Promise<void> {
  // One statement (upsert on both dialects): two simultaneous saves cannot collide.
  const actualizada_en = now.toISOString();
  await db
    .insertInto('finanzas_meta')
    .values({ id: META_ID, target_centavos: cents, actualizada_en })
    .onConflict((oc) => oc.column('id').doUpdateSet({ target_centavos: cents, actualizada_en }))
    .execute();
}

export async function quitarMeta(db: Kysely<DB>): Promise<void> {
  await db.deleteFrom('finanzas_meta').where('id', '=', META_ID).execute();
}

export async function insertarIngreso(
  db: Kysely<DB>,
  datos: { title: string; concept: string; amount: number },
  usuarioId: string,
  now: Date,
): Promise<Ingreso> {
  const row = await db
    .insertInto('finanzas_ingresos')
    .values({
      id: randomUUID(),
      titulo: datos.title,
      concepto: datos.concept,
      monto_centavos: datos.amount,
      fecha: now.toISOString(),
      creado_por: usuarioId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toIngreso(row);
}

/** True when a row was deleted. */
export async function borrarIngreso(db: Kysely<DB>, id: string): Promise<boolean> {
  const res = await db.deleteFrom('finanzas_ingresos').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
