import { randomUUID } from 'node:crypto';
import type { ImportacionOficial, InstantaneaOficial } from '@comando/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Avance } from './leer.js';
import type { FilaRevisada } from './revision.js';
import { lotes } from '../../../db/batches.js';

/** SQL of the official count's snapshots (issue 29). */

export async function codigosRegistro(db: Kysely<DB>): Promise<Set<string>> {
  const rows = await db.selectFrom('dia_d_mesas').select('codigo').execute();
  return new Set(rows.map((r) => r.codigo));
}

export async function siglasPapeleta(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('dia_d_partidos').select('sigla').orderBy('orden').execute();
  return rows.map((r) => r.sigla);
}

/** Everything a mesa's official row says: two snapshots with the same fingerprint agree. */
function huella(f: FilaRevisada): string {
  const { fila } = f;
  const votos = Object.entries(f.votos).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([
    fila.pais,
    fila.departamento,
    fila.municipio,
    fila.recinto,
    fila.numero,
    fila.habilitados,
    fila.validos,
    fila.blancos,
    fila.nulos,
    fila.emitidos,
    votos,
  ]);
}

/**
 * Stores a snapshot: its time, and the rows of the mesas whose figures differ from their
 * current ones (new mesas included); each mesa's current fingerprint moves to it. Runs inside
 * the request's (or the job's) one transaction: an error leaves nothing behind. With `avance`,
 * reports the mesas stored after each batch.
 */
export async function guardarInstantanea(
  db: Kysely<DB>,
  candidatura: string,
  filas: FilaRevisada[],
  usuarioId: string,
  fecha: string,
  avance?: Avance,
): Promise<ImportacionOficial> {
  const actuales = await db
    .selectFrom('dia_d_oficial_actual')
    .select(['mesa_codigo', 'huella'])
    .where('candidatura', '=', candidatura)
    .execute();
  const previa = new Map(actuales.map((a) => [a.mesa_codigo, a.huella]));
  const cambiadas = filas
    .map((f) => ({ f, h: huella(f) }))
    .filter(({ f, h }) => previa.get(f.fila.codigo) !== h);
  const id = randomUUID();
  await db
    .insertInto('dia_d_oficial_instantaneas')
    .values({ id, fecha, candidatura, filas: filas.length, cambios: cambiadas.length, usuario_id: usuarioId })
    .execute();
  let guardadas = 0;
  await avance?.(0, cambiadas.length);
  for (const lote of lotes(cambiadas)) {
    await db
      .insertInto('dia_d_oficial_mesas')
      .values(
        lote.map(({ f }) => ({
          instantanea_id: id,
          mesa_codigo: f.fila.codigo,
          grupo: f.grupo,
          pais: f.fila.pais,
          departamento: f.fila.departamento,
          municipio: f.fila.municipio,
          recinto: f.fila.recinto,
          numero: f.fila.numero,
          habilitados: f.fila.habilitados,
          validos: f.fila.validos,
          blancos: f.fila.blancos,
          nulos: f.fila.nulos,
          emitidos: f.fila.emitidos,
          votos: JSON.stringify(f.votos),
          en_registro: f.enRegistro ? 1 : 0,
          error_aritmetico: f.errorAritmetico ? 1 : 0,
        })),
      )
      .execute();
    await db
      .insertInto('dia_d_oficial_actual')
      .values(
        lote.map(({ f, h }) => ({ candidatura, mesa_codigo: f.fila.codigo, instantanea_id: id, huella: h })),
      )
      .onConflict((oc) =>
        oc.columns(['candidatura', 'mesa_codigo']).doUpdateSet((eb) => ({
          instantanea_id: eb.ref('excluded.instantanea_id'),
          huella: eb.ref('excluded.huella'),
        })),
      )
      .execute();
    guardadas += lote.length;
    await avance?.(guardadas, cambiadas.length);
  }
  return { instantanea: { id, fecha }, cambios: cambiadas.length };
}

export async function listarInstantaneas(db: Kysely<DB>): Promise<InstantaneaOficial[]> {
  const rows = await db
    .selectFrom('dia_d_oficial_instantaneas')
    .select(['id', 'fecha', 'candidatura', 'filas', 'cambios'])
    .orderBy('fecha', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, filas: Number(r.filas), cambios: Number(r.cambios) }));
}
