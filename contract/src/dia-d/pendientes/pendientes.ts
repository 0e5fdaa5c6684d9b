import { z } from 'zod';
import { route } from '../../http.js';
import { msg } from '../../messages.js';
import { SOLO_ADMIN } from '../../roles.js';
import { cadena, hora, numero } from '../../schemas.js';
import { regionTerritorialId } from '../../territorial/index.js';

/**
 * Issue 28, the control room's radar of what is missing (`/dia-d/pendientes`) and the quick
 * count's sample handled first (`GET /api/dia-d/muestra`). Every answer is restricted to the
 * caller's ground on the server.
 */

export const ESTADOS_PENDIENTE = [
  'sin-delegado',
  'sin-llegada',
  'sin-acta',
  'sin-segunda-carga',
  'en-disputa',
  'con-alerta',
] as const;
export type EstadoPendiente = (typeof ESTADOS_PENDIENTE)[number];

export const ETIQUETA_PENDIENTE: Record<EstadoPendiente, string> = {
  'sin-delegado': 'Sin delegado',
  'sin-llegada': 'Delegado sin llegada',
  'sin-acta': 'Sin acta',
  'sin-segunda-carga': 'Acta sin segunda carga',
  'en-disputa': 'En disputa',
  'con-alerta': 'Con alerta',
};

export const MENSAJES_PENDIENTES = {
  estadoInvalido: msg(`El estado debe ser uno de: ${ESTADOS_PENDIENTE.join(', ')}`),
  filtroInvalido: msg('El filtro de pendientes no es válido'),
  horaLlegadaRequerida: msg('La hora de llegada es requerida'),
  horaCierreRequerida: msg('La hora de cierre es requerida'),
  minutosInvalidos: msg('Los minutos tras el cierre deben ser un número entero entre 0 y 720'),
};
const M = MENSAJES_PENDIENTES;

export const TEXTOS_PENDIENTES = {
  titulo: 'Pendientes',
  ayuda: 'Las mesas a las que les falta algo, con a quién llamar. Se actualiza en vivo.',
  estado: 'Estado',
  soloMuestra: 'Solo muestra del conteo rápido',
  porLugar: 'Por lugar',
  todoElPais: 'Todo el país',
  lista: 'Mesas pendientes',
  ninguna: 'Ninguna mesa en este estado.',
  cargando: 'Cargando pendientes…',
  cargarMas: 'Cargar más',
  exportar: 'Exportar (CSV)',
  total: (n: number, texto: string) => (n === 1 ? '1 mesa' : `${texto} mesas`),
  mesa: (codigo: string) => `Mesa ${codigo}`,
  delegado: 'Delegado',
  jefe: 'Jefe de recinto',
  sinPersona: 'Sin asignar',
  /** Link texts: the visible word, then who (read by screen readers, so each link has its own name). */
  llamar: 'Llamar',
  whatsapp: 'WhatsApp',
  aQuien: (nombre: string, quien: string) => ` a ${nombre} (${quien.toLowerCase()})`,
  mensajeWhatsapp: (codigo: string, recinto: string, estado: string) =>
    `Hola, le escribimos del comando por la mesa ${codigo} (${recinto}): ${estado.toLowerCase()}.`,
  desde: (hora: string) => `Este estado cuenta desde las ${hora} (hora de La Paz).`,
  ajustes: 'Horas del radar',
  ajustesAyuda:
    'Un delegado cuenta como «sin llegada» desde la hora de llegada; una mesa, «sin acta» los minutos indicados después del cierre (hora de La Paz).',
  horaLlegada: 'Hora de llegada (HH:MM)',
  horaCierre: 'Hora de cierre (HH:MM)',
  minutosActa: 'Minutos tras el cierre',
  errorAjustes: 'No se pudieron guardar las horas del radar.',
  muestraTitulo: 'Muestra del conteo rápido',
  muestraAyuda: 'Actas de la muestra recibidas por departamento: sus delegados se llaman primero.',
  muestraDepartamento: 'Departamento',
  muestraRecibidas: 'Recibidas',
  muestraExportar: 'Exportar muestra (CSV)',
  muestraPendientes: 'Ver pendientes de la muestra',
};

// ---------- Entities ----------

const persona = z.object({ nombre: z.string(), celular: z.string() }).nullable();

export const mesaPendiente = z.object({
  codigo: z.string(),
  recinto: z.string(),
  municipio: z.string(),
  departamento: z.string(),
  estado: z.enum(ESTADOS_PENDIENTE),
  delegado: persona,
  jefe: persona,
});
export type MesaPendiente = z.infer<typeof mesaPendiente>;

export const PAGINA_PENDIENTES = 50;

export const listaPendientes = z.object({
  total: z.number(),
  mesas: z.array(mesaPendiente),
  /** Cursor (`despues`) of the next page; null on the last one. */
  siguiente: z.string().nullable(),
  /** From when this state counts (sin-llegada, sin-acta), ISO; null for the others. */
  desde: z.string().nullable(),
});
export type ListaPendientes = z.infer<typeof listaPendientes>;

/** Counts one level below the filter: departments, a department's municipios, a municipio's recintos. */
export const resumenPendientes = z.object({
  total: z.number(),
  nivel: z.enum(['departamento', 'municipio', 'recinto']),
  grupos: z.array(z.object({ id: z.string(), nombre: z.string(), n: z.number() })),
});
export type ResumenPendientes = z.infer<typeof resumenPendientes>;

/** When the time-bound states start counting, in La Paz time on the election date. */
export const ajustesRadar = z.strictObject({
  horaLlegada: hora(M.horaLlegadaRequerida),
  horaCierre: hora(M.horaCierreRequerida),
  minutosActa: numero({
    requerido: M.minutosInvalidos,
    entero: true,
    min: 0,
    max: 720,
    rangoMsg: M.minutosInvalidos,
    enteroMsg: M.minutosInvalidos,
  }),
});
export type AjustesRadar = z.output<typeof ajustesRadar>;
export const AJUSTES_RADAR_INICIALES: AjustesRadar = {
  horaLlegada: '08:30',
  horaCierre: '16:00',
  minutosActa: 60,
};

export const muestraConteo = z.object({
  /** Sampled mesas in the caller's ground (the whole sample for a national user). */
  tamano: z.number(),
  /** Null before a sample is drawn. */
  semilla: z.string().nullable(),
  /** Sampled mesas per department, and how many of their actas are in. */
  porDepartamento: z.record(z.string(), z.number()),
  recibidasPorDepartamento: z.record(z.string(), z.number()),
  mesas: z.array(z.string()),
});
export type MuestraConteo = z.infer<typeof muestraConteo>;

// ---------- Query strings ----------

const lugar = cadena(M.filtroInvalido)
  .trim()
  .max(200, { error: M.filtroInvalido })
  .optional()
  .transform((s) => (s ? s : undefined));

export const consultaPendientesBase = z.strictObject({
  /** Absent: the first state, the radar's first tab (every HQ read answers without a query). */
  estado: z.enum(ESTADOS_PENDIENTE, { error: M.estadoInvalido }).default('sin-delegado'),
  departamento: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(regionTerritorialId.options, { error: M.filtroInvalido }).optional(),
  ),
  municipio: lugar,
  recinto: lugar,
  muestra: z
    .enum(['true', 'false', ''], { error: M.filtroInvalido })
    .optional()
    .transform((s) => s === 'true'),
});
export const consultaPendientes = consultaPendientesBase.extend({
  despues: cadena(M.filtroInvalido).max(100, { error: M.filtroInvalido }).optional(),
});
/** What a caller puts in the query string (`departamento` is a region id, '' for all). */
export type ConsultaPendientes = Omit<z.input<typeof consultaPendientes>, 'departamento'> & {
  departamento?: string;
};
export type FiltroPendientes = z.output<typeof consultaPendientesBase>;

// ---------- Routes ----------

const BASE = '/api/dia-d' as const;

export const listarPendientes = route({
  method: 'GET',
  path: `${BASE}/pendientes`,
  query: consultaPendientes,
  answer: listaPendientes,
});
export const resumirPendientes = route({
  method: 'GET',
  path: `${BASE}/pendientes/resumen`,
  query: consultaPendientesBase,
  answer: resumenPendientes,
});
/** The current filter as CSV (audited like every download). Not JSON: link it. */
export const exportarPendientesCsv = route({
  method: 'GET',
  path: `${BASE}/pendientes.csv`,
  query: consultaPendientesBase,
});
export const leerAjustesRadar = route({
  method: 'GET',
  path: `${BASE}/pendientes/ajustes`,
  answer: ajustesRadar,
});
export const guardarAjustesRadar = route({
  method: 'PUT',
  path: `${BASE}/pendientes/ajustes`,
  body: ajustesRadar,
  answer: ajustesRadar,
  roles: SOLO_ADMIN,
});
export const leerMuestra = route({ method: 'GET', path: `${BASE}/muestra`, answer: muestraConteo });
/** The sample's mesas with their delegates as CSV (audited). */
export const exportarMuestraCsv = route({ method: 'GET', path: `${BASE}/muestra.csv` });

export const COLUMNAS_CSV_PENDIENTES = [
  'Mesa',
  'Recinto',
  'Municipio',
  'Departamento',
  'Estado',
  'Delegado',
  'Celular del delegado',
  'Jefe de recinto',
  'Celular del jefe',
];

export const COLUMNAS_CSV_MUESTRA = [
  'Mesa',
  'Número',
  'Recinto',
  'Municipio',
  'Departamento',
  'Delegado',
  'Celular del delegado',
  'Acta',
];

// The radar's call and WhatsApp links are the delegates' (delegados/telefono.ts, zod-free: the
// recinto chief's phone page uses the same ones).
