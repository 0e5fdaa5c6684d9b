import { randomUUID } from 'node:crypto';
import {
  DIA_D_INICIAL,
  FECHA_ELECCION_INICIAL,
  ordenarRequisitos,
  type ArchivoMeta,
  type Categoria,
  type DiaD,
  type Eje,
  type Estrategia,
  type Evento,
  type Prioridad,
  type Requisito,
} from '@comando/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { toMeta } from '../../files/uploads.js';

type Db = Kysely<DB>;
export type GrupoArchivo = 'diad' | 'documentos' | 'estrategia' | 'requisito';

const DIA_D_ID = 'diad';

// ---------------------------------------------------------------- files

/** Metadata of the files linked to a group (and owners), oldest first. */
export async function archivosDe(
  db: Db,
  grupo: GrupoArchivo,
  duenios?: string[],
): Promise<(ArchivoMeta & { duenio: string | null })[]> {
  if (duenios && duenios.length === 0) return [];
  const rows = await db
    .selectFrom('estrategia_archivos as l')
    .innerJoin('archivos as a', 'a.id', 'l.archivo_id')
    .selectAll('a')
    .select('l.duenio_id')
    .where('l.grupo', '=', grupo)
    .$if(duenios !== undefined, (q) => q.where('l.duenio_id', 'in', duenios ?? []))
    .orderBy('a.subido_en', 'asc')
    .orderBy('a.id', 'asc')
    .execute();
  return rows.map((r) => ({ ...toMeta(r), duenio: r.duenio_id }));
}

export async function vincularArchivos(
  db: Db,
  metas: ArchivoMeta[],
  grupo: GrupoArchivo,
  duenio: string | null,
  now: string,
): Promise<void> {
  if (metas.length === 0) return;
  await db
    .insertInto('estrategia_archivos')
    .values(metas.map((m) => ({ archivo_id: m.id, grupo, duenio_id: duenio, creado_en: now })))
    .execute();
}

/** True when the file belongs to this area (other areas' files are not served here). */
export async function esArchivoDelArea(db: Db, archivoId: string): Promise<boolean> {
  const row = await db
    .selectFrom('estrategia_archivos')
    .select('archivo_id')
    .where('archivo_id', '=', archivoId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes links; answers the file ids to release. */
export async function desvincularArchivo(db: Db, archivoId: string): Promise<boolean> {
  const res = await db
    .deleteFrom('estrategia_archivos')
    .where('archivo_id', '=', archivoId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

async function desvincularDe(db: Db, grupo: GrupoArchivo, duenio: string): Promise<string[]> {
  const rows = await db
    .deleteFrom('estrategia_archivos')
    .where('grupo', '=', grupo)
    .where('duenio_id', '=', duenio)
    .returning('archivo_id')
    .execute();
  return rows.map((r) => r.archivo_id);
}

const sinDuenio = ({ duenio: _d, ...meta }: ArchivoMeta & { duenio: string | null }): ArchivoMeta => meta;

// ---------------------------------------------------------------- Día D

export async function sembrarDiaD(db: Db, now: string): Promise<void> {
  await db
    .insertInto('estrategia_diad')
    .values({
      id: DIA_D_ID,
      total_casillas: DIA_D_INICIAL.total,
      casillas_cubiertas: DIA_D_INICIAL.cubiertas,
      fecha_eleccion: FECHA_ELECCION_INICIAL,
      actualizado_en: now,
    })
    .execute();
}

/**
 * The registry's figures (issue 19) read straight from its tables: mesas, mesas with a
 * delegate, and those whose delegate has checked in. Null while no mesa is loaded, so a
 * campaign without a registry keeps the spec's manual figures.
 */
async function registroDiaD(db: Db): Promise<DiaD['registro']> {
  const f = await db
    .selectFrom('dia_d_mesas')
    .select((eb) => [
      eb.fn.countAll().as('mesas'),
      eb.fn.count('delegado_id').as('con_delegado'),
      eb.fn
        .count(eb.case().when('delegado_id', 'is not', null).then(eb.ref('llegada_en')).end())
        .as('presentes'),
    ])
    .executeTakeFirstOrThrow();
  const mesas = Number(f.mesas);
  if (mesas === 0) return null;
  return { mesas, conDelegado: Number(f.con_delegado), presentes: Number(f.presentes) };
}

export async function leerDiaD(db: Db): Promise<DiaD> {
  const [row, registro] = await Promise.all([
    db.selectFrom('estrategia_diad').selectAll().where('id', '=', DIA_D_ID).executeTakeFirst(),
    registroDiaD(db),
  ]);
  if (!row) {
    return {
      total_casillas: DIA_D_INICIAL.total,
      casillas_cubiertas: DIA_D_INICIAL.cubiertas,
      fecha_eleccion: FECHA_ELECCION_INICIAL,
      registro,
    };
  }
  return {
    total_casillas: Number(row.total_casillas),
    casillas_cubiertas: Number(row.casillas_cubiertas),
    fecha_eleccion: row.fecha_eleccion,
    registro,
  };
}

export async function guardarDiaD(
  db: Db,
  datos: { total: number; cubiertas: number; fecha?: string },
  now: string,
): Promise<DiaD> {
  const actual = await leerDiaD(db);
  const fila = {
    total_casillas: datos.total,
    casillas_cubiertas: datos.cubiertas,
    fecha_eleccion: datos.fecha ?? actual.fecha_eleccion,
    actualizado_en: now,
  };
  await db
    .insertInto('estrategia_diad')
    .values({ id: DIA_D_ID, ...fila })
    .onConflict((oc) => oc.column('id').doUpdateSet(fila))
    .execute();
  return leerDiaD(db);
}

// ---------------------------------------------------------------- strategies

export async function listarEstrategias(db: Db): Promise<Estrategia[]> {
  const rows = await db
    .selectFrom('estrategia_planes')
    .selectAll()
    .orderBy('fecha', 'desc')
    .orderBy('creado_en', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const archivos = await archivosDe(
    db,
    'estrategia',
    rows.map((r) => r.id),
  );
  const porDuenio = new Map(archivos.map((a) => [a.duenio, sinDuenio(a)]));
  return rows.map((r) => ({
    id: r.id,
    fecha: r.fecha,
    descripcion: r.descripcion,
    archivo: porDuenio.get(r.id) ?? null,
  }));
}

export async function crearEstrategia(
  db: Db,
  datos: { fecha: string; descripcion: string },
  now: string,
): Promise<{ id: string; fecha: string; descripcion: string }> {
  const row = { id: randomUUID(), fecha: datos.fecha, descripcion: datos.descripcion, creado_en: now };
  await db.insertInto('estrategia_planes').values(row).execute();
  return { id: row.id, fecha: row.fecha, descripcion: row.descripcion };
}

/** Deletes a strategy; answers the ids of its files to release, or null when missing. */
export async function eliminarEstrategia(db: Db, id: string): Promise<string[] | null> {
  const res = await db.deleteFrom('estrategia_planes').where('id', '=', id).executeTakeFirst();
  if (Number(res.numDeletedRows) === 0) return null;
  return desvincularDe(db, 'estrategia', id);
}

// ---------------------------------------------------------------- requirements

type RequisitoRow = DB['estrategia_requisitos'];

function aRequisito(r: RequisitoRow, adjuntos: ArchivoMeta[]): Requisito {
  return {
    id: r.id,
    titulo: r.titulo,
    descripcion: r.descripcion,
    completado: Number(r.completado) === 1,
    fecha_limite: r.fecha_limite,
    responsable: r.responsable,
    prioridad: r.prioridad as Prioridad,
    categoria: r.categoria as Categoria,
    adjuntos,
  };
}

async function conAdjuntos(db: Db, rows: RequisitoRow[]): Promise<Requisito[]> {
  const archivos = await archivosDe(
    db,
    'requisito',
    rows.map((r) => r.id),
  );
  return rows.map((r) => aRequisito(r, archivos.filter((a) => a.duenio === r.id).map(sinDuenio)));
}

/** Sorted as the spec says: priority high, medium, low, then due date ascending. */
export async function listarRequisitos(db: Db): Promise<Requisito[]> {
  const rows = await db.selectFrom('estrategia_requisitos').selectAll().execute();
  return ordenarRequisitos(await conAdjuntos(db, rows));
}

export async function leerRequisito(db: Db, id: string): Promise<Requisito | undefined> {
  const row = await db
    .selectFrom('estrategia_requisitos')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return (await conAdjuntos(db, [row]))[0];
}

export async function crearRequisito(
  db: Db,
  datos: Omit<Requisito, 'id' | 'completado' | 'adjuntos'>,
  now: string,
): Promise<Requisito> {
  const row: RequisitoRow = { id: randomUUID(), ...datos, completado: 0, creado_en: now };
  await db.insertInto('estrategia_requisitos').values(row).execute();
  return aRequisito(row, []);
}

export async function marcarRequisito(
  db: Db,
  id: string,
  completado: boolean,
): Promise<Requisito | undefined> {
  await db
    .updateTable('estrategia_requisitos')
    .set({ completado: completado ? 1 : 0 })
    .where('id', '=', id)
    .execute();
  return leerRequisito(db, id);
}

export async function eliminarRequisito(db: Db, id: string): Promise<string[] | null> {
  const res = await db.deleteFrom('estrategia_requisitos').where('id', '=', id).executeTakeFirst();
  if (Number(res.numDeletedRows) === 0) return null;
  return desvincularDe(db, 'requisito', id);
}

// ---------------------------------------------------------------- calendar

type EventoRow = DB['estrategia_eventos'];
const aEvento = (r: EventoRow): Evento => ({
  id: r.id,
  titulo: r.titulo,
  fecha: r.fecha,
  completado: Number(r.completado) === 1,
});

export async function listarEventos(db: Db): Promise<Evento[]> {
  const rows = await db
    .selectFrom('estrategia_eventos')
    .selectAll()
    .orderBy('fecha', 'desc')
    .orderBy('creado_en', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map(aEvento);
}

export async function crearEvento(
  db: Db,
  datos: { titulo: string; fecha: string },
  now: string,
): Promise<Evento> {
  const row: EventoRow = { id: randomUUID(), ...datos, completado: 0, creado_en: now };
  await db.insertInto('estrategia_eventos').values(row).execute();
  return aEvento(row);
}

export async function marcarEvento(db: Db, id: string, completado: boolean): Promise<Evento | undefined> {
  await db
    .updateTable('estrategia_eventos')
    .set({ completado: completado ? 1 : 0 })
    .where('id', '=', id)
    .execute();
  const row = await db.selectFrom('estrategia_eventos').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? aEvento(row) : undefined;
}

export async function eliminarEvento(db: Db, id: string): Promise<boolean> {
  const res = await db.deleteFrom('estrategia_eventos').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

// ---------------------------------------------------------------- debate

type EjeRow = DB['estrategia_ejes'];
const aEje = (r: EjeRow): Eje => ({ id: r.id, titulo: r.titulo, estrategia: r.estrategia });

/** Newest first (spec §7: new items go at the front). */
export async function listarEjes(db: Db): Promise<Eje[]> {
  const rows = await db
    .selectFrom('estrategia_ejes')
    .selectAll()
    .orderBy('creado_en', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(aEje);
}

export async function crearEje(
  db: Db,
  datos: { titulo: string; estrategia: string },
  now: string,
): Promise<Eje> {
  const row: EjeRow = { id: randomUUID(), ...datos, creado_en: now };
  await db.insertInto('estrategia_ejes').values(row).execute();
  return aEje(row);
}

export async function actualizarEje(
  db: Db,
  id: string,
  datos: { titulo: string; estrategia: string },
): Promise<Eje | undefined> {
  const row = await db
    .updateTable('estrategia_ejes')
    .set(datos)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? aEje(row) : undefined;
}

export async function eliminarEje(db: Db, id: string): Promise<boolean> {
  const res = await db.deleteFrom('estrategia_ejes').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
