import {
  PUBLICACIONES_LISTADAS,
  type AlcancePublicacion,
  type EstadoPublicacion,
  type FasePublicacion,
  type MesaRetirada,
  type Publicacion,
} from '@comando/contract';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { ajustes, ID_AJUSTES } from './queries.js';

type Db = Kysely<DB>;
type Fila = Selectable<DB['dia_d_publicaciones']>;

/** The runs, the turn that lets one run at a time hold the destination, and the mesas kept off the site. */

export function aPublicacion(f: Fila): Publicacion {
  return {
    id: f.id,
    fecha: f.creada_en,
    terminada: f.terminada_en,
    usuario: f.usuario_nombre,
    automatica: Number(f.automatica) === 1,
    alcance: f.alcance as AlcancePublicacion,
    titulo: f.titulo,
    destino: f.destino,
    estado: f.estado as EstadoPublicacion,
    fase: f.fase as FasePublicacion,
    hechas: Number(f.hechas),
    total: Number(f.total),
    escritos: Number(f.escritos),
    sinCambios: Number(f.sin_cambios),
    retirados: Number(f.retirados),
    bytes: Number(f.bytes),
    mesas: Number(f.mesas),
    error: f.error,
  };
}

export const crearCorrida = (db: Db, fila: Insertable<DB['dia_d_publicaciones']>) =>
  db.insertInto('dia_d_publicaciones').values(fila).execute();

export const actualizarCorrida = (db: Db, id: string, campos: Partial<Fila>) =>
  db.updateTable('dia_d_publicaciones').set(campos).where('id', '=', id).execute();

export const leerCorrida = (db: Db, id: string) =>
  db.selectFrom('dia_d_publicaciones').selectAll().where('id', '=', id).executeTakeFirst();

export const listarCorridas = (db: Db) =>
  db
    .selectFrom('dia_d_publicaciones')
    .selectAll()
    .orderBy('creada_en', 'desc')
    .orderBy('id', 'desc')
    .limit(PUBLICACIONES_LISTADAS)
    .execute();

/** The latest run (what an automatic run repeats, and when the next one is due). */
export const ultimaCorrida = (db: Db) =>
  db
    .selectFrom('dia_d_publicaciones')
    .selectAll()
    .orderBy('creada_en', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** The latest run that ended well: the site as it stands. */
export const ultimaHecha = (db: Db) =>
  db
    .selectFrom('dia_d_publicaciones')
    .select(['mesas', 'terminada_en'])
    .where('estado', '=', 'hecha')
    .orderBy('creada_en', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

export async function hayOficial(db: Db): Promise<boolean> {
  const fila = await db.selectFrom('dia_d_oficial_instantaneas').select('id').limit(1).executeTakeFirst();
  return fila !== undefined;
}

// ---------- The turn: one run at a time, on one instance ----------

/**
 * Takes the turn for run `corrida` until `hasta` if nobody holds it (or the holder stopped
 * renewing it before `ahora`: its instance died). One conditional update: of two instances
 * asking at once, one changes the row and the other finds it taken.
 */
export async function tomarTurno(db: Db, corrida: string, ahora: string, hasta: string): Promise<boolean> {
  const r = await db
    .updateTable('dia_d_publicacion_ajustes')
    .set({ turno_de: corrida, turno_hasta: hasta })
    .where('id', '=', ID_AJUSTES)
    .where((eb) => eb.or([eb('turno_hasta', 'is', null), eb('turno_hasta', '<', ahora)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const leerTurno = (db: Db) =>
  db
    .selectFrom('dia_d_publicacion_ajustes')
    .select(['turno_de', 'turno_hasta'])
    .where('id', '=', ID_AJUSTES)
    .executeTakeFirst();

export const renovarTurno = (db: Db, corrida: string, hasta: string) =>
  db
    .updateTable('dia_d_publicacion_ajustes')
    .set({ turno_hasta: hasta })
    .where('id', '=', ID_AJUSTES)
    .where('turno_de', '=', corrida)
    .execute();

export const soltarTurno = (db: Db, corrida: string) =>
  db
    .updateTable('dia_d_publicacion_ajustes')
    .set({ turno_de: null, turno_hasta: null })
    .where('id', '=', ID_AJUSTES)
    .where('turno_de', '=', corrida)
    .execute();

export const guardarAutomatica = (
  db: Db,
  campos: Partial<
    Pick<
      Selectable<DB['dia_d_publicacion_ajustes']>,
      | 'automatica'
      | 'cada_minutos'
      | 'alcance'
      | 'titulo'
      | 'declaracion'
      | 'activada_por_id'
      | 'activada_por'
    >
  >,
) => db.updateTable('dia_d_publicacion_ajustes').set(campos).where('id', '=', ID_AJUSTES).execute();

/**
 * An election ends (issue 45): its automatic runs stop (they would repeat its title and statement
 * on the next one); the destination and its manifest stay, the site's folder being the
 * deployment's. False when a run holds the turn: it reads the night being archived, and the
 * switch waits for it. On PostgreSQL the row stays locked until the switch commits, so no run
 * takes the turn in between.
 */
export async function terminarEleccion(db: Db, ahora: string): Promise<boolean> {
  await ajustes(db);
  const r = await db
    .updateTable('dia_d_publicacion_ajustes')
    .set({ automatica: 0 })
    .where('id', '=', ID_AJUSTES)
    .where((eb) => eb.or([eb('turno_hasta', 'is', null), eb('turno_hasta', '<', ahora)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

// ---------- Mesas kept off the site ----------

/** The mesas kept off the site, newest first (or the one of that code). */
export async function listarRetiradas(db: Db, codigo?: string): Promise<MesaRetirada[]> {
  const filas = await db
    .selectFrom('dia_d_publicacion_retiradas as x')
    .innerJoin('dia_d_mesas as m', 'm.codigo', 'x.mesa_codigo')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
    .select([
      'x.mesa_codigo',
      'm.numero',
      'r.nombre',
      'r.municipio',
      'r.departamento',
      'x.motivo',
      'x.usuario_nombre',
      'x.en',
    ])
    .$if(codigo !== undefined, (qb) => qb.where('x.mesa_codigo', '=', codigo as string))
    .orderBy('x.en', 'desc')
    .orderBy('x.mesa_codigo')
    .execute();
  return filas.map((f) => ({
    codigo: f.mesa_codigo,
    numero: Number(f.numero),
    recinto: f.nombre,
    municipio: f.municipio,
    departamento: f.departamento,
    motivo: f.motivo,
    usuario: f.usuario_nombre,
    fecha: f.en,
  }));
}

export const existeMesa = async (db: Db, codigo: string) =>
  (await db.selectFrom('dia_d_mesas').select('codigo').where('codigo', '=', codigo).executeTakeFirst()) !==
  undefined;

/** False when the mesa was already kept off. */
export async function retirar(db: Db, fila: Insertable<DB['dia_d_publicacion_retiradas']>): Promise<boolean> {
  const r = await db
    .insertInto('dia_d_publicacion_retiradas')
    .values(fila)
    .onConflict((oc) => oc.column('mesa_codigo').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** False when the mesa was not kept off. */
export async function devolver(db: Db, codigo: string): Promise<boolean> {
  const r = await db
    .deleteFrom('dia_d_publicacion_retiradas')
    .where('mesa_codigo', '=', codigo)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}
