import { randomUUID } from 'node:crypto';
import type { EvidenciaMesa } from '@comando/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { sqlTerreno, type Terreno } from '../terreno.js';

type Db = Kysely<DB>;

/**
 * SQL of issue 29's evidence (the photo's hashes per acta version) and legal files (the
 * department's «Expedientes de Defensa» folder, written straight into Jurídico's tables: the
 * folder is Jurídico's like any other, made here because its content comes from Día D).
 */

/** Versions per page of the evidence list (it streams, 34.000 mesas and their versions). */
const PAGINA = 1000;

/** Every acta version in the ground, by mesa and version, page after page. */
export async function* versionesConHuella(db: Db, t: Terreno) {
  type Posicion = { mesa: string; version: number };
  let despues: Posicion | null = null;
  for (;;) {
    const desde: Posicion | null = despues;
    const filas = await db
      .selectFrom('dia_d_actas as a')
      .innerJoin('dia_d_mesas as m', 'm.codigo', 'a.mesa_codigo')
      .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
      .innerJoin('archivos as f', 'f.id', 'a.foto_id')
      .select([
        'a.mesa_codigo as mesa',
        'a.version',
        'a.sha256_enviada',
        'a.sha256_guardada',
        'a.creada_en',
        'f.hash as blob',
      ])
      .where(sqlTerreno(t))
      .$if(desde !== null, (q) =>
        q.where((eb) =>
          eb.or([
            eb('a.mesa_codigo', '>', desde!.mesa),
            eb.and([eb('a.mesa_codigo', '=', desde!.mesa), eb('a.version', '>', desde!.version)]),
          ]),
        ),
      )
      .orderBy('a.mesa_codigo')
      .orderBy('a.version')
      .limit(PAGINA)
      .execute();
    for (const f of filas) yield { ...f, version: Number(f.version) };
    if (filas.length < PAGINA) return;
    const ultima: { mesa: string; version: number | string } = filas[filas.length - 1]!;
    despues = { mesa: ultima.mesa, version: Number(ultima.version) };
  }
}

/** A mesa of the ground with its place and its current acta (null: outside the ground or unknown). */
export async function mesaConActaActual(db: Db, t: Terreno, codigo: string) {
  return db
    .selectFrom('dia_d_mesas as m')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
    .leftJoin('dia_d_mesa_acta as ma', 'ma.mesa_codigo', 'm.codigo')
    .leftJoin('dia_d_actas as a', 'a.id', 'ma.acta_id')
    .select([
      'm.codigo',
      'm.numero',
      'm.habilitados',
      'r.nombre as recinto',
      'r.municipio',
      'r.departamento',
      'ma.estado',
      'ma.cerrada_por',
      'ma.cerrada_en',
      'a.id as acta_id',
      'a.version',
      'a.origen',
      'a.autor_id',
      'a.foto_id',
      'a.creada_en',
      'a.sha256_enviada',
      'a.sha256_guardada',
    ])
    .where('m.codigo', '=', codigo)
    .where(sqlTerreno(t))
    .executeTakeFirst();
}

/** The delegate's version that sent a photo (a settlement reuses it): who sent it, when, its hashes. */
export async function envioDeFoto(db: Db, mesa: string, fotoId: string) {
  return db
    .selectFrom('dia_d_actas as a')
    .leftJoin('territorial_defensores as d', 'd.id', 'a.autor_id')
    .select(['a.id', 'a.creada_en', 'a.sha256_enviada', 'a.sha256_guardada', 'd.nombre', 'a.por_jefe'])
    .where('a.mesa_codigo', '=', mesa)
    .where('a.foto_id', '=', fotoId)
    .where('a.origen', '=', 'delegado')
    .orderBy('a.version', 'desc')
    .executeTakeFirst();
}

/** The newest official snapshot's candidatura (the one the comparison reads), if any. */
export async function candidaturaVigente(db: Db): Promise<string | null> {
  const fila = await db
    .selectFrom('dia_d_oficial_instantaneas')
    .select('candidatura')
    .orderBy('fecha', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return fila?.candidatura ?? null;
}

/** A mesa's current official figures for that candidatura, with the snapshot's time. */
export async function oficialDeMesa(db: Db, candidatura: string, mesa: string) {
  const f = await db
    .selectFrom('dia_d_oficial_actual as o')
    .innerJoin('dia_d_oficial_mesas as om', (j) =>
      j.onRef('om.instantanea_id', '=', 'o.instantanea_id').onRef('om.mesa_codigo', '=', 'o.mesa_codigo'),
    )
    .innerJoin('dia_d_oficial_instantaneas as i', 'i.id', 'o.instantanea_id')
    .select(['o.instantanea_id', 'i.fecha', 'om.votos', 'om.blancos', 'om.nulos'])
    .where('o.candidatura', '=', candidatura)
    .where('o.mesa_codigo', '=', mesa)
    .executeTakeFirst();
  if (!f) return null;
  return {
    instantaneaId: f.instantanea_id,
    fecha: f.fecha,
    votos: JSON.parse(f.votos) as Record<string, number>,
    blancos: Number(f.blancos),
    nulos: Number(f.nulos),
  };
}

/** The department's folder for this election, while it still exists in Jurídico. */
export async function expedienteDe(db: Db, departamento: string, eleccion: string) {
  const f = await db
    .selectFrom('dia_d_expedientes as e')
    .innerJoin('juridico_carpetas as c', 'c.id', 'e.carpeta_id')
    .select(['c.id'])
    .where('e.departamento', '=', departamento)
    .where('e.eleccion', '=', eleccion)
    .executeTakeFirst();
  return f?.id ?? null;
}

export async function crearExpediente(
  db: Db,
  datos: { departamento: string; eleccion: string; nombre: string; descripcion: string },
  usuarioId: string,
  en: string,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('juridico_carpetas')
    .values({
      id,
      nombre: datos.nombre,
      descripcion: datos.descripcion,
      tipo: 'expedientes-defensa',
      fecha: en,
      creada_por: usuarioId,
    })
    .execute();
  await db
    .insertInto('dia_d_expedientes')
    .values({ departamento: datos.departamento, eleccion: datos.eleccion, carpeta_id: id })
    .onConflict((oc) => oc.columns(['departamento', 'eleccion']).doUpdateSet({ carpeta_id: id }))
    .execute();
  return id;
}

/** The challenge already made from this acta and this snapshot in that folder (its file), if any. */
export async function impugnacionHecha(
  db: Db,
  carpetaId: string,
  mesa: string,
  actaId: string,
  instantaneaId: string,
) {
  const f = await db
    .selectFrom('dia_d_impugnaciones as i')
    .innerJoin('juridico_carpeta_archivos as l', (j) =>
      j.onRef('l.carpeta_id', '=', 'i.carpeta_id').onRef('l.archivo_id', '=', 'i.archivo_id'),
    )
    .select('i.archivo_id')
    .where('i.carpeta_id', '=', carpetaId)
    .where('i.mesa_codigo', '=', mesa)
    .where('i.acta_id', '=', actaId)
    .where('i.instantanea_id', '=', instantaneaId)
    .executeTakeFirst();
  return f?.archivo_id ?? null;
}

/** The PDF joins the folder, and the mesa records it (both directions of the link). */
export async function vincularImpugnacion(
  db: Db,
  datos: {
    mesa: string;
    carpetaId: string;
    archivoId: string;
    actaId: string;
    instantaneaId: string;
    usuarioId: string;
    en: string;
  },
): Promise<void> {
  await db
    .insertInto('juridico_carpeta_archivos')
    .values({ carpeta_id: datos.carpetaId, archivo_id: datos.archivoId })
    .execute();
  await db
    .insertInto('dia_d_impugnaciones')
    .values({
      mesa_codigo: datos.mesa,
      carpeta_id: datos.carpetaId,
      archivo_id: datos.archivoId,
      acta_id: datos.actaId,
      instantanea_id: datos.instantaneaId,
      usuario_id: datos.usuarioId,
      creada_en: datos.en,
    })
    .execute();
}

/** The folder's description lists every mesa it holds a file of. */
export async function describirExpediente(db: Db, carpetaId: string, texto: (mesas: string[]) => string) {
  const filas = await db
    .selectFrom('dia_d_impugnaciones')
    .select('mesa_codigo')
    .distinct()
    .where('carpeta_id', '=', carpetaId)
    .orderBy('mesa_codigo')
    .execute();
  await db
    .updateTable('juridico_carpetas')
    .set({ descripcion: texto(filas.map((f) => f.mesa_codigo)) })
    .where('id', '=', carpetaId)
    .execute();
}

/** The mesa's newest file still in Jurídico, if any. */
export async function expedienteDeMesa(db: Db, mesa: string): Promise<EvidenciaMesa['expediente']> {
  const f = await db
    .selectFrom('dia_d_impugnaciones as i')
    .innerJoin('juridico_carpeta_archivos as l', (j) =>
      j.onRef('l.carpeta_id', '=', 'i.carpeta_id').onRef('l.archivo_id', '=', 'i.archivo_id'),
    )
    .select(['i.carpeta_id', 'i.archivo_id', 'i.creada_en'])
    .where('i.mesa_codigo', '=', mesa)
    .orderBy('i.creada_en', 'desc')
    .executeTakeFirst();
  return f ? { carpetaId: f.carpeta_id, archivoId: f.archivo_id, creadoEn: f.creada_en } : null;
}
