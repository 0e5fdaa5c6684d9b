import { randomUUID } from 'node:crypto';
import {
  DEFAULTS_TERRITORIAL,
  REGIONES_TERRITORIALES,
  type Defensor,
  type EventoTerritorial,
  type PromocionTerritorial,
  type RegionTerritorial,
  type RegionTerritorialId,
  type ResumenRegionTerritorial,
  type SegmentoTerritorial,
} from '@comando/contract';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { TerritorialTables } from './tables.js';

type Db = Kysely<DB>;
type FilaRegion = Selectable<TerritorialTables['territorial_regiones']>;

function filaPorDefecto(id: RegionTerritorialId): FilaRegion {
  const index = REGIONES_TERRITORIALES.findIndex((r) => r.id === id);
  const region = REGIONES_TERRITORIALES[index]!;
  return {
    id,
    nombre: region.name,
    ubicacion: region.location,
    orden: index,
    configurada: 0,
    fecha_eleccion: DEFAULTS_TERRITORIAL.electionDate,
    meta_defensores: DEFAULTS_TERRITORIAL.targetDefenders,
    promovidos: DEFAULTS_TERRITORIAL.promotedCount,
    meta_promovidos: DEFAULTS_TERRITORIAL.targetPromoters,
  };
}

/** Seeds the nine fixed regions with the spec's defaults (reference data). */
export async function sembrarRegiones(db: Db): Promise<void> {
  await db
    .insertInto('territorial_regiones')
    .values(REGIONES_TERRITORIALES.map((r) => filaPorDefecto(r.id)))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** A region row always exists before a region-level write (its defaults if it was missing). */
async function asegurarRegion(db: Db, id: RegionTerritorialId): Promise<void> {
  await db
    .insertInto('territorial_regiones')
    .values(filaPorDefecto(id))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

function base(id: RegionTerritorialId, fila: FilaRegion | undefined) {
  const f = fila ?? filaPorDefecto(id);
  const region = REGIONES_TERRITORIALES.find((r) => r.id === id)!;
  return {
    id,
    name: region.name,
    location: region.location,
    configured: Number(f.configurada) === 1,
    electionDate: f.fecha_eleccion,
    targetDefenders: Number(f.meta_defensores),
    promotedCount: Number(f.promovidos),
    targetPromoters: Number(f.meta_promovidos),
  };
}

async function contar(
  db: Db,
  tabla: 'territorial_defensores' | 'territorial_eventos' | 'territorial_segmentos',
  solo: RegionTerritorialId | null | undefined,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom(tabla)
    .select(['region_id', (eb) => eb.fn.countAll().as('n')])
    .$if(solo !== undefined, (q) => q.where('region_id', '=', solo ?? ''))
    .groupBy('region_id')
    .execute();
  return new Map(rows.map((r) => [r.region_id, Number(r.n)]));
}

/**
 * Every region with what the five cards need, in the spec's order; with `solo`, that region
 * alone (a scoped user's, issue 27; null: a scope with no region, so none).
 */
export async function listarResumen(
  db: Db,
  solo?: RegionTerritorialId | null,
): Promise<ResumenRegionTerritorial[]> {
  const [filas, defensores, eventos, segmentos] = await Promise.all([
    db
      .selectFrom('territorial_regiones')
      .selectAll()
      .$if(solo !== undefined, (q) => q.where('id', '=', solo ?? ''))
      .execute(),
    contar(db, 'territorial_defensores', solo),
    contar(db, 'territorial_eventos', solo),
    contar(db, 'territorial_segmentos', solo),
  ]);
  const porId = new Map(filas.map((f) => [f.id, f]));
  const regiones =
    solo === undefined ? REGIONES_TERRITORIALES : REGIONES_TERRITORIALES.filter((r) => r.id === solo);
  return regiones.map((r) => ({
    ...base(r.id, porId.get(r.id)),
    defendersCount: defensores.get(r.id) ?? 0,
    eventsCount: eventos.get(r.id) ?? 0,
    segmentsCount: segmentos.get(r.id) ?? 0,
  }));
}

const aDefensor = (r: Selectable<TerritorialTables['territorial_defensores']>): Defensor => ({
  id: r.id,
  name: r.nombre,
  phone: r.celular,
  email: r.email,
  pollingStation: r.casilla ?? null,
});

const aEvento = (r: Selectable<TerritorialTables['territorial_eventos']>): EventoTerritorial => ({
  id: r.id,
  title: r.titulo,
  date: r.fecha,
  expectedAttendees: Number(r.esperados),
  actualAttendees: Number(r.reales),
});

const aSegmento = (r: Selectable<TerritorialTables['territorial_segmentos']>): SegmentoTerritorial => ({
  id: r.id,
  name: r.nombre,
});

/** One region in full: defenders and segments newest first, events by date newest first. */
export async function obtenerRegion(db: Db, id: RegionTerritorialId): Promise<RegionTerritorial> {
  const [fila, defensores, eventos, segmentos] = await Promise.all([
    db.selectFrom('territorial_regiones').selectAll().where('id', '=', id).executeTakeFirst(),
    db
      .selectFrom('territorial_defensores')
      .selectAll()
      .where('region_id', '=', id)
      .orderBy('creado_en', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('territorial_eventos')
      .selectAll()
      .where('region_id', '=', id)
      .orderBy('fecha', 'desc')
      .orderBy('creado_en', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('territorial_segmentos')
      .selectAll()
      .where('region_id', '=', id)
      .orderBy('creado_en', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  return {
    ...base(id, fila),
    defenders: defensores.map(aDefensor),
    events: eventos.map(aEvento),
    segments: segmentos.map(aSegmento),
  };
}

export async function configurarRegion(
  db: Db,
  id: RegionTerritorialId,
  datos: { electionDate: string; targetDefenders: number },
) {
  await asegurarRegion(db, id);
  const fila = await db
    .updateTable('territorial_regiones')
    .set({ configurada: 1, fecha_eleccion: datos.electionDate, meta_defensores: datos.targetDefenders })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const b = base(id, fila);
  return { configured: b.configured, electionDate: b.electionDate, targetDefenders: b.targetDefenders };
}

interface DatosDefensor {
  name: string;
  phone: string;
  email: string;
  pollingStation?: string | null;
}

export async function crearDefensor(
  db: Db,
  region: RegionTerritorialId,
  d: DatosDefensor,
  ahora: string,
): Promise<Defensor> {
  await asegurarRegion(db, region);
  const fila = await db
    .insertInto('territorial_defensores')
    .values({
      id: randomUUID(),
      region_id: region,
      nombre: d.name,
      celular: d.phone,
      email: d.email,
      casilla: d.pollingStation ?? null,
      creado_en: ahora,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return aDefensor(fila);
}

export async function editarDefensor(
  db: Db,
  region: RegionTerritorialId,
  id: string,
  d: DatosDefensor,
): Promise<Defensor | undefined> {
  const fila = await db
    .updateTable('territorial_defensores')
    .set({ nombre: d.name, celular: d.phone, email: d.email, casilla: d.pollingStation ?? null })
    .where('id', '=', id)
    .where('region_id', '=', region)
    .returningAll()
    .executeTakeFirst();
  return fila && aDefensor(fila);
}

/** Deletes one row of a region's list; false when it did not exist there. */
export async function eliminarDe(
  db: Db,
  tabla: 'territorial_defensores' | 'territorial_eventos' | 'territorial_segmentos',
  region: RegionTerritorialId,
  id: string,
): Promise<boolean> {
  const r = await db
    .deleteFrom(tabla)
    .where('id', '=', id)
    .where('region_id', '=', region)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function crearEvento(
  db: Db,
  region: RegionTerritorialId,
  e: { title: string; date: string; expectedAttendees: number; actualAttendees: number },
  ahora: string,
): Promise<EventoTerritorial> {
  await asegurarRegion(db, region);
  const fila = await db
    .insertInto('territorial_eventos')
    .values({
      id: randomUUID(),
      region_id: region,
      titulo: e.title,
      fecha: e.date,
      esperados: e.expectedAttendees,
      reales: e.actualAttendees,
      creado_en: ahora,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return aEvento(fila);
}

export async function actualizarAsistencia(
  db: Db,
  region: RegionTerritorialId,
  id: string,
  reales: number,
): Promise<EventoTerritorial | undefined> {
  const fila = await db
    .updateTable('territorial_eventos')
    .set({ reales })
    .where('id', '=', id)
    .where('region_id', '=', region)
    .returningAll()
    .executeTakeFirst();
  return fila && aEvento(fila);
}

export async function actualizarMetaPromocion(
  db: Db,
  region: RegionTerritorialId,
  meta: number,
): Promise<PromocionTerritorial> {
  await asegurarRegion(db, region);
  const fila = await db
    .updateTable('territorial_regiones')
    .set({ meta_promovidos: meta })
    .where('id', '=', region)
    .returning(['promovidos', 'meta_promovidos'])
    .executeTakeFirstOrThrow();
  return { promotedCount: Number(fila.promovidos), targetPromoters: Number(fila.meta_promovidos) };
}

/**
 * Adds to the promoted count in one UPDATE, so two people registering at once
 * both count (no read-modify-write in the application).
 */
export async function registrarPromovidos(
  db: Db,
  region: RegionTerritorialId,
  cantidad: number,
): Promise<PromocionTerritorial> {
  await asegurarRegion(db, region);
  const fila = await db
    .updateTable('territorial_regiones')
    .set((eb) => ({ promovidos: eb('promovidos', '+', cantidad) }))
    .where('id', '=', region)
    .returning(['promovidos', 'meta_promovidos'])
    .executeTakeFirstOrThrow();
  return { promotedCount: Number(fila.promovidos), targetPromoters: Number(fila.meta_promovidos) };
}

export async function crearSegmento(
  db: Db,
  region: RegionTerritorialId,
  nombre: string,
  ahora: string,
): Promise<SegmentoTerritorial> {
  await asegurarRegion(db, region);
  const fila = await db
    .insertInto('territorial_segmentos')
    .values({ id: randomUUID(), region_id: region, nombre, creado_en: ahora })
    .returningAll()
    .executeTakeFirstOrThrow();
  return aSegmento(fila);
}
