import { z } from 'zod';
import { formatNumero, formatPorcentaje } from '../format.js';
import { route } from '../http.js';
import { msg } from '../messages.js';
import { email, fecha, numero, telefono, texto, textoOpcional } from '../schemas.js';

/**
 * Territorial area (spec areas.md §2–5, 9): nine fixed regions of Bolivia, each
 * with its electoral structure (defenders), events, promoted people and segments.
 * The spec kept this in one browser; here it is server data shared by the team.
 */
export const AREA_TERRITORIAL = 'territorial' as const;

/** The nine regions (spec §3), in the spec's order. */
export const REGIONES_TERRITORIALES = [
  { id: 'pando', name: 'Pando', location: 'Norte' },
  { id: 'beni', name: 'Beni', location: 'Norte-Centro' },
  { id: 'la-paz', name: 'La Paz', location: 'Oeste' },
  { id: 'oruro', name: 'Oruro', location: 'Oeste-Centro' },
  { id: 'cochabamba', name: 'Cochabamba', location: 'Centro' },
  { id: 'potosi', name: 'Potosí', location: 'Suroeste' },
  { id: 'chuquisaca', name: 'Chuquisaca', location: 'Sur-Centro' },
  { id: 'tarija', name: 'Tarija', location: 'Sur' },
  { id: 'santa-cruz', name: 'Santa Cruz', location: 'Este' },
] as const;

export type RegionTerritorialId = (typeof REGIONES_TERRITORIALES)[number]['id'];
export const REGION_TERRITORIAL_IDS = REGIONES_TERRITORIALES.map((r) => r.id) as unknown as readonly [
  RegionTerritorialId,
  ...RegionTerritorialId[],
];
export const regionTerritorialId = z.enum(REGION_TERRITORIAL_IDS);

export function esRegionTerritorial(value: string): value is RegionTerritorialId {
  return (REGION_TERRITORIAL_IDS as readonly string[]).includes(value);
}

/** Defaults of a region with no data (spec §9). */
export const DEFAULTS_TERRITORIAL = {
  targetPromoters: 500,
  targetDefenders: 1000,
  promotedCount: 0,
  electionDate: '2025-05-01',
} as const;

/** Polling-station text limit (spec §9). */
export const MAX_CASILLA_DEFENSOR = 11;

export const TEXTOS_TERRITORIAL = {
  titulo: 'Territorial',
  subtitulo: 'Gestión territorial por regiones de Bolivia',
  cargando: 'Cargando datos territoriales...',
  estructura: 'Estructura Electoral',
  estructuraSub: 'Defensores por región',
  eventos: 'Eventos',
  eventosSub: 'Eventos por región',
  promocion: 'Promoción',
  promocionSub: 'Personas promovidas por región',
  segmento: 'Campaña por Segmento',
  segmentoSub: 'Segmentos por región',
  movilizacion: 'Movilización',
  proximamente: 'Próximamente',
  enDesarrollo: 'Funcionalidad en desarrollo',
  progresoGeneral: 'Progreso general',
  activo: 'Activo',
  sinEventos: 'Sin eventos',
  configurado: 'Configurado',
  sinSegmentos: 'Sin segmentos',
  noConfigurada: 'Sin configurar',
  configuracion: 'Configuración',
  fechaEleccion: 'Fecha de Elección',
  metaDefensores: 'Meta de Defensores',
  guardar: 'Guardar',
  actualizar: 'Actualizar',
  cancelar: 'Cancelar',
  guardando: 'Guardando...',
  agregarDefensor: 'Agregar Defensor',
  nuevoDefensor: 'Nuevo Defensor',
  editarDefensor: 'Editar Defensor',
  eliminarDefensor: 'Eliminar Defensor',
  nombre: 'Nombre',
  celular: 'Celular',
  email: 'Email',
  casilla: 'Casilla',
  sinCasilla: '-',
  acciones: 'Acciones',
  sinDefensores: 'No hay defensores registrados',
  agregarEvento: 'Agregar Evento',
  nuevoEvento: 'Nuevo Evento',
  nombreEvento: 'Nombre del Evento',
  fecha: 'Fecha',
  esperados: 'Asistentes Esperados',
  reales: 'Asistentes Reales',
  asistencia: '% Asistencia',
  actualizarAsistentes: 'Actualizar Asistentes',
  eliminarEvento: 'Eliminar Evento',
  sinEventosRegistrados: 'No hay eventos registrados',
  metaPromovidos: 'Meta de Promovidos',
  actualizarMeta: 'Actualizar Meta',
  cantidadPersonas: 'Cantidad de Personas',
  registrar: 'Registrar',
  registrando: 'Registrando...',
  agregarSegmento: 'Agregar Segmento',
  nuevoSegmento: 'Nuevo Segmento',
  eliminarSegmento: 'Eliminar Segmento',
  sinSegmentosRegistrados: 'No hay segmentos registrados',
  confirmarEliminar: 'Eliminar',
  confirmarDefensor: (nombre: string) => `¿Eliminar al defensor «${nombre}»?`,
  confirmarEvento: (titulo: string) => `¿Eliminar el evento «${titulo}»?`,
  confirmarSegmento: (nombre: string) => `¿Eliminar el segmento «${nombre}»?`,
  personasPromovidas: (n: number, m: number) =>
    `${formatNumero(n, 0)} de ${formatNumero(m, 0)} personas promovidas`,
  cantidadEventos: (n: number) => (n === 1 ? '1 evento' : `${formatNumero(n, 0)} eventos`),
  cantidadSegmentos: (n: number) => (n === 1 ? '1 segmento' : `${formatNumero(n, 0)} segmentos`),
} as const;

export const MENSAJES_TERRITORIAL = {
  regionNoEncontrada: msg('Región no encontrada'),
  defensorNoEncontrado: msg('Defensor no encontrado'),
  eventoNoEncontrado: msg('Evento no encontrado'),
  segmentoNoEncontrado: msg('Segmento no encontrado'),
  fechaEleccionRequerida: msg('La fecha de elección es requerida'),
  fechaInvalida: msg('La fecha no es válida'),
  metaDefensoresMin: msg('La meta de defensores debe ser un número entero de al menos 1'),
  nombreRequerido: msg('El nombre es requerido'),
  nombreMax: msg('El nombre no puede superar los 100 caracteres'),
  celularRequerido: msg('El celular es requerido'),
  emailRequerido: msg('El email es requerido'),
  casillaMax: msg(`La casilla no puede superar los ${MAX_CASILLA_DEFENSOR} caracteres`),
  tituloRequerido: msg('El nombre del evento es requerido'),
  tituloMax: msg('El nombre del evento no puede superar los 200 caracteres'),
  fechaRequerida: msg('La fecha es requerida'),
  esperadosMin: msg('Los asistentes esperados deben ser un número entero de al menos 1'),
  realesMin: msg('Los asistentes reales deben ser un número entero de 0 o más'),
  metaPromovidosRequerida: msg('La meta de promovidos debe ser un número entero'),
  cantidadMin: msg('La cantidad de personas debe ser un número entero de al menos 1'),
  segmentoRequerido: msg('El nombre del segmento es requerido'),
  errorConfiguracion: msg('Error al guardar configuración'),
  errorDefensor: msg('Error al guardar defensor'),
  errorEvento: msg('Error al guardar evento'),
  errorAsistentes: msg('Error al actualizar asistentes'),
  errorMeta: msg('Error al actualizar meta'),
  errorRegistro: msg('Error al registrar promovidos'),
  errorSegmento: msg('Error al guardar segmento'),
  errorEliminar: msg('Error al eliminar'),
} as const;

const M = MENSAJES_TERRITORIAL;
const MAX_ENTERO = 1_000_000_000;

// ---------- Entities (answers) ----------

export const defensor = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  pollingStation: z.string().nullable(),
});
export type Defensor = z.infer<typeof defensor>;

export const eventoTerritorial = z.object({
  id: z.string(),
  title: z.string(),
  date: z.string(),
  expectedAttendees: z.number(),
  actualAttendees: z.number(),
});
export type EventoTerritorial = z.infer<typeof eventoTerritorial>;

export const segmentoTerritorial = z.object({ id: z.string(), name: z.string() });
export type SegmentoTerritorial = z.infer<typeof segmentoTerritorial>;

const regionBase = {
  id: regionTerritorialId,
  name: z.string(),
  location: z.string(),
  configured: z.boolean(),
  electionDate: z.string(),
  targetDefenders: z.number(),
  promotedCount: z.number(),
  targetPromoters: z.number(),
};

/** One region in full: what its modals show. */
export const regionTerritorial = z.object({
  ...regionBase,
  defenders: z.array(defensor),
  events: z.array(eventoTerritorial),
  segments: z.array(segmentoTerritorial),
});
export type RegionTerritorial = z.infer<typeof regionTerritorial>;

/** One region as the five cards need it (counts instead of lists). */
export const resumenRegionTerritorial = z.object({
  ...regionBase,
  defendersCount: z.number(),
  eventsCount: z.number(),
  segmentsCount: z.number(),
});
export type ResumenRegionTerritorial = z.infer<typeof resumenRegionTerritorial>;

export const promocionTerritorial = z.object({ promotedCount: z.number(), targetPromoters: z.number() });
export type PromocionTerritorial = z.infer<typeof promocionTerritorial>;

export const configuracionElectoral = z.object({
  configured: z.boolean(),
  electionDate: z.string(),
  targetDefenders: z.number(),
});

// ---------- Bodies ----------

const entero = (requerido: string, min: number) =>
  numero({ requerido, min, max: MAX_ENTERO, rangoMsg: requerido, entero: true, enteroMsg: requerido });

export const configuracionRegionNueva = z.strictObject({
  electionDate: fecha(M.fechaEleccionRequerida, M.fechaInvalida),
  targetDefenders: entero(M.metaDefensoresMin, 1),
});
export type ConfiguracionRegionNueva = z.input<typeof configuracionRegionNueva>;

export const defensorNuevo = z.strictObject({
  name: texto({ requerido: M.nombreRequerido, max: 100, maxMsg: M.nombreMax }),
  phone: telefono(M.celularRequerido),
  email: email(M.emailRequerido),
  pollingStation: textoOpcional(MAX_CASILLA_DEFENSOR, M.casillaMax).nullable(),
});
export type DefensorNuevo = z.input<typeof defensorNuevo>;

export const eventoTerritorialNuevo = z.strictObject({
  title: texto({ requerido: M.tituloRequerido, max: 200, maxMsg: M.tituloMax }),
  date: fecha(M.fechaRequerida, M.fechaInvalida),
  expectedAttendees: entero(M.esperadosMin, 1),
  actualAttendees: entero(M.realesMin, 0),
});
export type EventoTerritorialNuevo = z.input<typeof eventoTerritorialNuevo>;

export const asistenciaNueva = z.strictObject({
  actualAttendees: entero(M.realesMin, 0),
});
export type AsistenciaNueva = z.input<typeof asistenciaNueva>;

/** Promotion goal: an integer, forced to at least 1 (spec §5). */
export const metaPromocionNueva = z.strictObject({
  targetPromoters: numero({
    requerido: M.metaPromovidosRequerida,
    max: MAX_ENTERO,
    rangoMsg: M.metaPromovidosRequerida,
    entero: true,
    enteroMsg: M.metaPromovidosRequerida,
  }).transform((n) => Math.max(1, n)),
});
export type MetaPromocionNueva = z.input<typeof metaPromocionNueva>;

export const registroPromovidos = z.strictObject({
  quantity: entero(M.cantidadMin, 1),
});
export type RegistroPromovidos = z.input<typeof registroPromovidos>;

export const segmentoTerritorialNuevo = z.strictObject({
  name: texto({ requerido: M.segmentoRequerido, max: 100, maxMsg: M.nombreMax }),
});
export type SegmentoTerritorialNuevo = z.input<typeof segmentoTerritorialNuevo>;

// ---------- Routes ----------

const BASE = '/api/territorial' as const;

export const listarTerritorial = route({
  method: 'GET',
  path: BASE,
  answer: z.array(resumenRegionTerritorial),
});
export const obtenerRegion = route({
  method: 'GET',
  path: `${BASE}/:region`,
  answer: regionTerritorial,
});
export const configurarRegion = route({
  method: 'PUT',
  path: `${BASE}/:region/configuracion`,
  body: configuracionRegionNueva,
  answer: configuracionElectoral,
});
export const crearDefensor = route({
  method: 'POST',
  path: `${BASE}/:region/defensores`,
  body: defensorNuevo,
  answer: defensor,
});
export const editarDefensor = route({
  method: 'PUT',
  path: `${BASE}/:region/defensores/:id`,
  body: defensorNuevo,
  answer: defensor,
});
export const eliminarDefensor = route({ method: 'DELETE', path: `${BASE}/:region/defensores/:id` });
export const crearEventoTerritorial = route({
  method: 'POST',
  path: `${BASE}/:region/eventos`,
  body: eventoTerritorialNuevo,
  answer: eventoTerritorial,
});
export const actualizarAsistencia = route({
  method: 'PUT',
  path: `${BASE}/:region/eventos/:id/asistencia`,
  body: asistenciaNueva,
  answer: eventoTerritorial,
});
export const eliminarEventoTerritorial = route({
  method: 'DELETE',
  path: `${BASE}/:region/eventos/:id`,
});
export const actualizarMetaPromocion = route({
  method: 'PUT',
  path: `${BASE}/:region/promocion/meta`,
  body: metaPromocionNueva,
  answer: promocionTerritorial,
});
export const registrarPromovidos = route({
  method: 'POST',
  path: `${BASE}/:region/promocion/registros`,
  body: registroPromovidos,
  answer: promocionTerritorial,
});
export const crearSegmento = route({
  method: 'POST',
  path: `${BASE}/:region/segmentos`,
  body: segmentoTerritorialNuevo,
  answer: segmentoTerritorial,
});
export const eliminarSegmento = route({ method: 'DELETE', path: `${BASE}/:region/segmentos/:id` });

// ---------- Pure logic shared by both ends ----------

/** Progress in percent of `actual` against `meta` (0 when the goal is not positive). */
export function progresoTerritorial(actual: number, meta: number): number {
  if (!Number.isFinite(actual) || !Number.isFinite(meta) || meta <= 0) return 0;
  return (actual / meta) * 100;
}

/** Progress as shown everywhere: one decimal ("27,4%"). */
export function formatProgresoRegion(pct: number): string {
  return formatPorcentaje(pct, 1);
}

/** Width of a bar in a region list: capped at 100% and never below 0. */
export function anchoBarraRegion(pct: number): number {
  if (!Number.isFinite(pct)) return 0;
  return Math.min(100, Math.max(0, pct));
}

/** Sorts by `valor` descending; equal values keep their order (stable). */
export function rankingRegiones<T>(items: readonly T[], valor: (item: T) => number): T[] {
  return items
    .map((item, index) => ({ item, index, v: valor(item) }))
    .sort((a, b) => b.v - a.v || a.index - b.index)
    .map((x) => x.item);
}

export type ColorRangoRegion = 'oro' | 'plata' | 'bronce';
const RANGOS: readonly ColorRangoRegion[] = ['oro', 'plata', 'bronce'];

/**
 * Rank colour of a position (0-based): gold, silver, bronze for the top three, and only for a
 * region that has made progress (a medal at 0,0 % rewards nothing).
 */
export function colorRangoRegion(posicion: number, progreso: number): ColorRangoRegion | null {
  return Number.isFinite(progreso) && progreso > 0 ? (RANGOS[posicion] ?? null) : null;
}

export type ColorAsistenciaEvento = 'teal' | 'rosa' | 'primario';

/** Attendance colour (spec §9): ≥ 90% teal, < 70% pink, otherwise primary. */
export function colorAsistenciaEvento(pct: number): ColorAsistenciaEvento {
  if (pct >= 90) return 'teal';
  if (pct < 70) return 'rosa';
  return 'primario';
}

/** Attendance percentage of an event (actual over expected). */
export function porcentajeAsistencia(e: Pick<EventoTerritorial, 'expectedAttendees' | 'actualAttendees'>) {
  return progresoTerritorial(e.actualAttendees, e.expectedAttendees);
}

/** Events newest date first; same date keeps the given order. */
export function ordenarEventosTerritoriales<T extends { date: string }>(eventos: readonly T[]): T[] {
  return eventos
    .map((e, index) => ({ e, index }))
    .sort((a, b) => (a.e.date < b.e.date ? 1 : a.e.date > b.e.date ? -1 : a.index - b.index))
    .map((x) => x.e);
}

/** Overall defenders progress: all defenders against all goals. */
export function progresoGeneralDefensores(regiones: readonly ResumenRegionTerritorial[]): number {
  const total = regiones.reduce((s, r) => s + r.defendersCount, 0);
  const meta = regiones.reduce((s, r) => s + r.targetDefenders, 0);
  return progresoTerritorial(total, meta);
}

export const progresoDefensores = (r: ResumenRegionTerritorial) =>
  progresoTerritorial(r.defendersCount, r.targetDefenders);
export const progresoPromocion = (r: Pick<ResumenRegionTerritorial, 'promotedCount' | 'targetPromoters'>) =>
  progresoTerritorial(r.promotedCount, r.targetPromoters);
