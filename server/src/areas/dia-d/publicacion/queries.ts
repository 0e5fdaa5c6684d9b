import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Votos } from './sitio/modelo.js';

type Db = Kysely<DB>;

/**
 * What a run reads (issue 46). Every read of another capability's tables is here, in a few
 * queries over whole tables (no query per mesa): the registry, the current actas with their
 * votes and photo, the ballot and the official figures. Only what the public site shows is
 * selected: no delegate, chief, author, transcriber, note or alert is ever read.
 */

/** A mesa whose current acta is verified and has its photo stored, as the site needs it. */
export interface MesaLeida {
  codigo: string;
  numero: number;
  habilitados: number;
  departamento: string;
  municipio: string;
  recinto: string;
  recintoCodigo: string;
  /** When the current version of the acta arrived. */
  recibida: string;
  nuestras: Votos;
  /** The stored photo: its blob's hash and type. */
  fotoHash: string;
  fotoTipo: string;
}

/**
 * The verified actas with a photo, but the mesas kept off the site. An acta whose photo has not
 * arrived yet (figures first, photo after) has no `archivos` row to join and is left out.
 */
export async function actasVerificadas(db: Db): Promise<MesaLeida[]> {
  const retiradas = db.selectFrom('dia_d_publicacion_retiradas').select('mesa_codigo');
  const [actas, votos] = await Promise.all([
    db
      .selectFrom('dia_d_mesa_acta as ma')
      .innerJoin('dia_d_actas as a', 'a.id', 'ma.acta_id')
      .innerJoin('archivos as f', 'f.id', 'a.foto_id')
      .innerJoin('dia_d_mesas as m', 'm.codigo', 'ma.mesa_codigo')
      .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
      .select([
        'm.codigo',
        'm.numero',
        'm.habilitados',
        'r.departamento',
        'r.municipio',
        'r.nombre as recinto',
        'r.codigo as recintoCodigo',
        'a.creada_en',
        'a.blancos',
        'a.nulos',
        'f.hash',
        'f.tipo',
      ])
      .where('ma.estado', '=', 'verificada')
      .where('ma.mesa_codigo', 'not in', retiradas)
      .execute(),
    db
      .selectFrom('dia_d_mesa_acta as ma')
      .innerJoin('dia_d_acta_votos as v', 'v.acta_id', 'ma.acta_id')
      .select(['ma.mesa_codigo', 'v.sigla', 'v.votos'])
      .where('ma.estado', '=', 'verificada')
      .execute(),
  ]);
  const porMesa = new Map<string, MesaLeida>();
  for (const a of actas)
    porMesa.set(a.codigo, {
      codigo: a.codigo,
      numero: Number(a.numero),
      habilitados: Number(a.habilitados),
      departamento: a.departamento,
      municipio: a.municipio,
      recinto: a.recinto,
      recintoCodigo: a.recintoCodigo,
      recibida: a.creada_en,
      nuestras: { votos: {}, blancos: Number(a.blancos), nulos: Number(a.nulos) },
      fotoHash: a.hash,
      fotoTipo: a.tipo,
    });
  for (const v of votos) {
    const m = porMesa.get(v.mesa_codigo);
    if (m) m.nuestras.votos[v.sigla] = Number(v.votos);
  }
  return [...porMesa.values()];
}

export const papeleta = (db: Db) =>
  db.selectFrom('dia_d_partidos').select(['sigla', 'nombre', 'color']).orderBy('orden').execute();

/** The candidatura compared with ours (as the comparison takes it: PRESIDENTE, else the latest). */
async function candidaturaOficial(db: Db): Promise<string | undefined> {
  const filas = await db
    .selectFrom('dia_d_oficial_instantaneas')
    .select(['candidatura', 'fecha'])
    .orderBy('fecha', 'desc')
    .orderBy('id')
    .execute();
  return (filas.find((f) => f.candidatura === 'PRESIDENTE') ?? filas[0])?.candidatura;
}

/** Each mesa's current official figures and the date of the snapshot that brought them. */
export async function oficiales(db: Db): Promise<Map<string, Votos & { fecha: string }> | null> {
  const candidatura = await candidaturaOficial(db);
  if (candidatura === undefined) return null;
  const filas = await db
    .selectFrom('dia_d_oficial_actual as oa')
    .innerJoin('dia_d_oficial_mesas as om', (j) =>
      j.onRef('om.instantanea_id', '=', 'oa.instantanea_id').onRef('om.mesa_codigo', '=', 'oa.mesa_codigo'),
    )
    .innerJoin('dia_d_oficial_instantaneas as oi', 'oi.id', 'oa.instantanea_id')
    .select(['oa.mesa_codigo', 'om.votos', 'om.blancos', 'om.nulos', 'oi.fecha'])
    .where('oa.candidatura', '=', candidatura)
    .execute();
  return new Map(
    filas.map((f) => [
      f.mesa_codigo,
      {
        votos: JSON.parse(f.votos) as Record<string, number>,
        blancos: Number(f.blancos),
        nulos: Number(f.nulos),
        fecha: f.fecha,
      },
    ]),
  );
}

// ---------- What the earlier runs left ----------

export async function manifiesto(db: Db): Promise<Map<string, string>> {
  const filas = await db.selectFrom('dia_d_publicacion_archivos').select(['ruta', 'sha256']).execute();
  return new Map(filas.map((f) => [f.ruta, f.sha256]));
}

export interface FotoPublicada {
  sha256: string;
  ext: string;
  ancho: number;
  alto: number;
}

export async function fotosPreparadas(db: Db): Promise<Map<string, FotoPublicada>> {
  const filas = await db.selectFrom('dia_d_publicacion_fotos').selectAll().execute();
  return new Map(
    filas.map((f) => [
      f.hash,
      { sha256: f.sha256, ext: f.ext, ancho: Number(f.ancho), alto: Number(f.alto) },
    ]),
  );
}

export async function mesasPublicadas(db: Db) {
  const filas = await db.selectFrom('dia_d_publicacion_mesas').selectAll().execute();
  return new Map(
    filas.map((f) => [
      f.mesa_codigo,
      { sha256: f.sha256, publicadaEn: f.publicada_en, enSitio: Number(f.en_sitio) === 1 },
    ]),
  );
}

export interface Reemplazo {
  sha256: string;
  publicadaEn: string;
  reemplazadaEn: string;
  sha256Nueva: string;
}

export async function reemplazos(db: Db): Promise<Map<string, Reemplazo[]>> {
  const filas = await db
    .selectFrom('dia_d_publicacion_reemplazos')
    .selectAll()
    .orderBy('mesa_codigo')
    .orderBy('reemplazada_en')
    .execute();
  const de = new Map<string, Reemplazo[]>();
  for (const f of filas) {
    const lista = de.get(f.mesa_codigo) ?? [];
    lista.push({
      sha256: f.sha256,
      publicadaEn: f.publicada_en,
      reemplazadaEn: f.reemplazada_en,
      sha256Nueva: f.sha256_nueva,
    });
    de.set(f.mesa_codigo, lista);
  }
  return de;
}

// ---------- What a run records ----------

const LOTE = 400;

function* lotes<T>(filas: T[]): Generator<T[]> {
  for (let i = 0; i < filas.length; i += LOTE) yield filas.slice(i, i + LOTE);
}

/** Files written: their hash in the manifest (after the write: a file listed is a file there). */
export async function anotarEscritos(db: Db, filas: { ruta: string; sha256: string; bytes: number }[]) {
  for (const lote of lotes(filas))
    await db
      .insertInto('dia_d_publicacion_archivos')
      .values(lote)
      .onConflict((oc) =>
        oc.column('ruta').doUpdateSet((eb) => ({
          sha256: eb.ref('excluded.sha256'),
          bytes: eb.ref('excluded.bytes'),
        })),
      )
      .execute();
}

/**
 * Files about to be removed: their hash becomes '' first (before the removal), so that a run
 * cut off between the two finds them unknown and writes or removes them again.
 */
export async function anotarBorrando(db: Db, rutas: string[]) {
  for (const lote of lotes(rutas))
    await db
      .updateTable('dia_d_publicacion_archivos')
      .set({ sha256: '' })
      .where('ruta', 'in', lote)
      .execute();
}

export async function anotarBorrados(db: Db, rutas: string[]) {
  for (const lote of lotes(rutas))
    await db.deleteFrom('dia_d_publicacion_archivos').where('ruta', 'in', lote).execute();
}

export async function anotarFotos(db: Db, filas: (FotoPublicada & { hash: string })[]) {
  for (const lote of lotes(filas))
    await db
      .insertInto('dia_d_publicacion_fotos')
      .values(lote)
      .onConflict((oc) => oc.column('hash').doNothing())
      .execute();
}

/** The mesas on the site after a run (their photo and since when), the ones that left, and replaced photos. */
export async function anotarMesas(
  db: Db,
  enSitio: { mesa_codigo: string; sha256: string; publicada_en: string }[],
  fuera: string[],
  nuevos: (Reemplazo & { mesa: string })[],
) {
  await db.transaction().execute(async (trx) => {
    for (const lote of lotes(enSitio))
      await trx
        .insertInto('dia_d_publicacion_mesas')
        .values(lote.map((f) => ({ ...f, en_sitio: 1 })))
        .onConflict((oc) =>
          oc.column('mesa_codigo').doUpdateSet((eb) => ({
            sha256: eb.ref('excluded.sha256'),
            publicada_en: eb.ref('excluded.publicada_en'),
            en_sitio: 1,
          })),
        )
        .execute();
    for (const lote of lotes(fuera))
      await trx
        .updateTable('dia_d_publicacion_mesas')
        .set({ en_sitio: 0 })
        .where('mesa_codigo', 'in', lote)
        .execute();
    for (const lote of lotes(nuevos))
      await trx
        .insertInto('dia_d_publicacion_reemplazos')
        .values(
          lote.map((r) => ({
            mesa_codigo: r.mesa,
            sha256: r.sha256,
            publicada_en: r.publicadaEn,
            reemplazada_en: r.reemplazadaEn,
            sha256_nueva: r.sha256Nueva,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
  });
}

/** A new destination: nothing of the old manifest describes it. */
export async function cambiarDestino(db: Db, lugar: string) {
  await db.deleteFrom('dia_d_publicacion_archivos').execute();
  await db
    .updateTable('dia_d_publicacion_ajustes')
    .set({ destino: lugar })
    .where('id', '=', ID_AJUSTES)
    .execute();
}

export const ID_AJUSTES = 'publicacion';

/** The settings' one row (made on first use: a database restored from before it has none). */
export async function ajustes(db: Db) {
  const fila = await db
    .selectFrom('dia_d_publicacion_ajustes')
    .selectAll()
    .where('id', '=', ID_AJUSTES)
    .executeTakeFirst();
  if (fila) return fila;
  await db
    .insertInto('dia_d_publicacion_ajustes')
    .values({ id: ID_AJUSTES, automatica: 0, cada_minutos: 15 })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return db
    .selectFrom('dia_d_publicacion_ajustes')
    .selectAll()
    .where('id', '=', ID_AJUSTES)
    .executeTakeFirstOrThrow();
}
