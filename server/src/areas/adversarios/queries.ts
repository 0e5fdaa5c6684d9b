import { randomUUID } from 'node:crypto';
import type {
  ActualizacionAdversario,
  ActualizacionNueva,
  Adversario,
  AdversarioNuevo,
} from '@comando/contract';
import { tipoVisible } from '@comando/contract';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AdversariosTable } from './tables.js';

function aAdversario(row: Selectable<AdversariosTable>): Adversario {
  return {
    id: row.id,
    nombre: row.nombre,
    partido: row.partido,
    descripcion: row.descripcion,
    fechaCreacion: row.fecha_creacion,
  };
}

/** Newest first; the id breaks ties so both dialects give the same order. */
export async function listarAdversarios(db: Kysely<DB>): Promise<Adversario[]> {
  const rows = await db
    .selectFrom('adversarios')
    .selectAll()
    .orderBy('fecha_creacion', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(aAdversario);
}

export async function crearAdversario(
  db: Kysely<DB>,
  nuevo: AdversarioNuevo,
  ahora: Date,
): Promise<Adversario> {
  const row = await db
    .insertInto('adversarios')
    .values({
      id: randomUUID(),
      nombre: nuevo.nombre,
      partido: nuevo.partido,
      descripcion: nuevo.descripcion,
      fecha_creacion: ahora.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return aAdversario(row);
}

/** Deletes the adversary and its updates in one transaction; false when it did not exist. */
export async function eliminarAdversario(db: Kysely<DB>, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('adversario_actualizaciones').where('adversario_id', '=', id).execute();
    const result = await trx.deleteFrom('adversarios').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

// -------------------------------------------------------------------- updates

function actualizaciones(db: Kysely<DB>) {
  return db
    .selectFrom('adversario_actualizaciones as a')
    .innerJoin('adversarios as adv', 'adv.id', 'a.adversario_id')
    .select([
      'a.id',
      'a.adversario_id',
      'adv.nombre as adversario_nombre',
      'a.mensaje',
      'a.tipo',
      'a.fecha',
      'a.hora',
      'a.fecha_creacion',
    ]);
}

type FilaActualizacion = Awaited<ReturnType<ReturnType<typeof actualizaciones>['executeTakeFirstOrThrow']>>;

function aActualizacion(row: FilaActualizacion): ActualizacionAdversario {
  return {
    id: row.id,
    adversarioId: row.adversario_id,
    adversarioNombre: row.adversario_nombre,
    mensaje: row.mensaje,
    tipo: tipoVisible(row.tipo),
    fecha: row.fecha,
    hora: row.hora,
    fechaCreacion: row.fecha_creacion,
  };
}

export async function listarActualizaciones(db: Kysely<DB>): Promise<ActualizacionAdversario[]> {
  const rows = await actualizaciones(db)
    .orderBy('a.fecha_creacion', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  return rows.map(aActualizacion);
}

/**
 * Stores an update of an existing adversary; the name shown comes from the
 * stored adversary, never from the request. Undefined when the adversary is gone.
 */
export async function crearActualizacion(
  db: Kysely<DB>,
  nueva: ActualizacionNueva,
  ahora: Date,
): Promise<ActualizacionAdversario | undefined> {
  try {
    return await insertarActualizacion(db, nueva, ahora);
  } catch (error) {
    // The adversary was deleted between the check and the insert (PostgreSQL's foreign key).
    if (esViolacionDeClaveForanea(error)) return undefined;
    throw error;
  }
}

function esViolacionDeClaveForanea(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

function insertarActualizacion(db: Kysely<DB>, nueva: ActualizacionNueva, ahora: Date) {
  return db.transaction().execute(async (trx) => {
    const adversario = await trx
      .selectFrom('adversarios')
      .select('id')
      .where('id', '=', nueva.adversarioId)
      .executeTakeFirst();
    if (!adversario) return undefined;
    const id = randomUUID();
    await trx
      .insertInto('adversario_actualizaciones')
      .values({
        id,
        adversario_id: adversario.id,
        mensaje: nueva.mensaje,
        tipo: nueva.tipo,
        fecha: nueva.fecha,
        hora: nueva.hora,
        fecha_creacion: ahora.toISOString(),
      })
      .execute();
    const row = await actualizaciones(trx).where('a.id', '=', id).executeTakeFirstOrThrow();
    return aActualizacion(row);
  });
}

export async function eliminarActualizacion(db: Kysely<DB>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('adversario_actualizaciones').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
