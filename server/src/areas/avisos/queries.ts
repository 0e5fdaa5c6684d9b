import { randomUUID } from 'node:crypto';
import type { Aviso, AvisoNuevo, ConsultaAvisos } from '@comando/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

const columnas = ['id', 'mensaje', 'fecha', 'hora', 'fecha_creacion'] as const;

function aAviso(row: {
  id: string;
  mensaje: string;
  fecha: string;
  hora: string;
  fecha_creacion: string;
}): Aviso {
  return {
    id: row.id,
    mensaje: row.mensaje,
    fecha: row.fecha,
    hora: row.hora,
    fechaCreacion: row.fecha_creacion,
  };
}

/**
 * Newest first; the id breaks ties so both dialects give the same order. A page is read
 * by keyset (the rows after the cursor in that order, on the (fecha_creacion, id) index),
 * so page 200 costs what page 1 does and no aviso is skipped or repeated when others are
 * added meanwhile.
 */
export async function listarAvisos(db: Kysely<DB>, consulta: ConsultaAvisos = {}): Promise<Aviso[]> {
  const { limite, despues } = consulta;
  const rows = await db
    .selectFrom('avisos')
    .select(columnas)
    .$if(despues !== undefined, (qb) =>
      qb.where((eb) =>
        eb(eb.refTuple('fecha_creacion', 'id'), '<', eb.tuple(despues!.fechaCreacion, despues!.id)),
      ),
    )
    .orderBy('fecha_creacion', 'desc')
    .orderBy('id', 'desc')
    .$if(limite !== undefined, (qb) => qb.limit(limite!))
    .execute();
  return rows.map(aAviso);
}

export async function totalAvisos(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('avisos')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function crearAviso(db: Kysely<DB>, nuevo: AvisoNuevo, ahora: Date): Promise<Aviso> {
  const row = await db
    .insertInto('avisos')
    .values({
      id: randomUUID(),
      mensaje: nuevo.mensaje,
      fecha: nuevo.fecha,
      hora: nuevo.hora,
      fecha_creacion: ahora.toISOString(),
    })
    .returning(columnas)
    .executeTakeFirstOrThrow();
  return aAviso(row);
}

/** True when a row was deleted. */
export async function eliminarAviso(db: Kysely<DB>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('avisos').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
