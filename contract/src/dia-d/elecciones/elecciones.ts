import { z } from 'zod';
import { route } from '../../http.js';
import { msg } from '../../messages.js';
import { SOLO_ADMIN } from '../../roles.js';
import { cadena, fecha } from '../../schemas.js';
import { regionTerritorialId } from '../../territorial/index.js';
import {
  LLEVAR_ELECCION,
  MOTIVOS_PRIORIDAD,
  ORDENES_PRIORIDAD,
  TIPOS_ELECCION,
  type LlevarEleccion,
} from './textos.js';

/**
 * Issue 45: a campaign lives more than one election night. Día D's data belongs to an election;
 * one is the current one (today's tables), the ones that ended are frozen copies read through
 * the same queries (`?eleccion=<id>` on the GET routes), compared round to round, and the
 * previous one tells where to put the delegates.
 */

/** Longest name of an election, in characters. */
export const MAX_NOMBRE_ELECCION = 120;

export const MENSAJES_ELECCIONES = {
  nombreRequerido: msg('El nombre de la elección es requerido'),
  nombreLargo: msg(`El nombre de la elección no puede superar los ${MAX_NOMBRE_ELECCION} caracteres`),
  nombreRepetido: msg('Ya hay una elección con ese nombre'),
  fechaRequerida: msg('La fecha de la elección es requerida'),
  fechaInvalida: msg('La fecha de la elección no es válida (AAAA-MM-DD)'),
  tipoInvalido: msg(`El tipo de elección debe ser uno de: ${TIPOS_ELECCION.join(', ')}`),
  llevarInvalido: msg(`Lo que se lleva debe ser: ${LLEVAR_ELECCION.join(', ')}`),
  delegadosSinRegistro: msg('Los delegados se llevan solo junto con el registro de mesas'),
  eleccionInvalida: msg('La elección indicada no es válida'),
  noEncontrada: msg('Elección no encontrada'),
  yaEsActual: msg('Esa elección ya es la actual'),
  /** A run of the public site reads the night being archived: the switch waits for it. */
  publicacionEnCurso: msg(
    'Se está publicando el sitio de las actas: espere a que termine la publicación para cambiar de elección',
  ),
  filtroInvalido: msg('Filtro de elecciones no válido'),
  /** Every write on a past election (or while one is selected). */
  terminada: (nombre: string) => `La elección «${nombre}» terminó: solo se puede consultar.`,
  /** A read of an election that was never current: it has no data yet. */
  preparada: (nombre: string) => `La elección «${nombre}» todavía no empezó: no tiene datos que consultar.`,
  /** A phone's code of an election that ended. */
  codigoTerminado: (nombre: string) =>
    `Ese código era de la elección «${nombre}», que ya terminó. Pida un código nuevo a su jefe de recinto o al comando.`,
  /** The copy of an election that ended cannot be opened (a backup restored without it). */
  copiaFaltante: (nombre: string) =>
    `Los datos guardados de la elección «${nombre}» no están en el servidor: restaure la copia de seguridad que los incluya.`,
  /** The election it starts from ended since it was made: its carry-over would come from a frozen copy. */
  desdeTerminada: (nombre: string) =>
    `La elección de partida «${nombre}» ya no es la actual: cree la nueva elección a partir de la actual.`,
} as const;
const M = MENSAJES_ELECCIONES;

// ---------- Entities ----------

export const tipoEleccion = z.enum(TIPOS_ELECCION, { error: M.tipoInvalido });
export const llevarEleccion = z.enum(LLEVAR_ELECCION, { error: M.llevarInvalido });

export const eleccion = z.object({
  id: z.number(),
  nombre: z.string(),
  /** Election day, yyyy-mm-dd (the current one's is Estrategia's Día D date). */
  fecha: z.string(),
  tipo: tipoEleccion,
  /** The current election: today's tables, the phones, the live feed. */
  actual: z.boolean(),
  /** It ended: a frozen copy, read only. */
  soloLectura: z.boolean(),
  /** The election its carry-over comes from (null: none). */
  desde: z.number().nullable(),
  llevar: z.array(llevarEleccion),
  creadaEn: z.string(),
  /** When it stopped being the current one (null: current, or never was). */
  terminadaEn: z.string().nullable(),
});
export type Eleccion = z.infer<typeof eleccion>;

/** An election as the comparison and the prioridad view name it. */
export const eleccionBreve = eleccion.pick({ id: true, nombre: true, tipo: true, fecha: true });
export type EleccionBreve = z.infer<typeof eleccionBreve>;

/** An election id in the query string or a path: a positive integer. */
const idEleccion = cadena(M.eleccionInvalida)
  .regex(/^[1-9][0-9]{0,8}$/, { error: M.eleccionInvalida })
  .transform(Number);

export const eleccionNueva = z.strictObject({
  nombre: cadena(M.nombreRequerido)
    .trim()
    .min(1, { error: M.nombreRequerido })
    .refine((s) => [...s].length <= MAX_NOMBRE_ELECCION, { error: M.nombreLargo }),
  fecha: fecha(M.fechaRequerida, M.fechaInvalida),
  tipo: tipoEleccion,
  /** Default: the current election. */
  desde: z
    .number({ error: M.eleccionInvalida })
    .int({ error: M.eleccionInvalida })
    .positive({
      error: M.eleccionInvalida,
    })
    .optional(),
  /** Default: everything. `delegados` needs `registro`. */
  llevar: z
    .array(llevarEleccion, { error: M.llevarInvalido })
    .max(LLEVAR_ELECCION.length, { error: M.llevarInvalido })
    .refine((l) => new Set(l).size === l.length, { error: M.llevarInvalido })
    .refine((l) => !l.includes('delegados') || l.includes('registro'), { error: M.delegadosSinRegistro })
    .optional(),
});
export type EleccionNueva = z.input<typeof eleccionNueva>;
export const LLEVAR_TODO: readonly LlevarEleccion[] = LLEVAR_ELECCION;

// ---------- Comparison ----------

/** One election's figures over a set of mesas (those with an acta in it). */
export const cifrasEleccion = z.object({
  /** Mesas with an acta (its current version). */
  mesas: z.number(),
  habilitados: z.number(),
  emitidos: z.number(),
  validos: z.number(),
  /** Our party's votes (0 when its ballot marks none). */
  nuestros: z.number(),
  /** Emitidos over habilitados (0–1); null without habilitados. */
  participacion: z.number().nullable(),
  /** Our votes over valid votes (0–1); null without valid votes or without our party. */
  porcentaje: z.number().nullable(),
});
export type CifrasEleccion = z.infer<typeof cifrasEleccion>;

export const filaComparada = z.object({
  /** Department id, municipio name, recinto code or mesa code, by the level. */
  id: z.string(),
  nombre: z.string(),
  a: cifrasEleccion,
  b: cifrasEleccion,
  /** B's share minus A's, in percentage points; null when either is. */
  cambio: z.number().nullable(),
  /** Mesas with an acta in both. */
  mesasAmbas: z.number(),
});
export type FilaComparada = z.infer<typeof filaComparada>;

const actaDeMesa = z.object({
  actaId: z.string(),
  estado: z.string(),
  porcentaje: z.number().nullable(),
  participacion: z.number().nullable(),
});

export const mesaCambio = z.object({
  codigo: z.string(),
  numero: z.number(),
  recinto: z.string(),
  municipio: z.string(),
  departamento: z.string(),
  habilitados: z.number(),
  a: actaDeMesa,
  b: actaDeMesa,
  /** Points (B − A) of our share. */
  cambio: z.number().nullable(),
});
export type MesaCambio = z.infer<typeof mesaCambio>;

/** Where the votes of the parties not on B's ballot went, estimated over mesas both counted. */
export const transferencia = z.object({
  metodo: z.literal('regresion'),
  /** Mesas with an acta in both elections that the estimate used. */
  mesas: z.number(),
  destinos: z.array(z.object({ sigla: z.string(), nombre: z.string() })),
  filas: z.array(
    z.object({
      sigla: z.string(),
      nombre: z.string(),
      /** Its votes in A over the mesas used. */
      votos: z.number(),
      /** Share of its voters estimated to have gone to each destination (0–1), by sigla. */
      hacia: z.record(z.string(), z.number()),
      /** The rest: blank, null, or did not vote. */
      resto: z.number(),
    }),
  ),
});
export type Transferencia = z.infer<typeof transferencia>;

export const comparacionElecciones = z.object({
  a: eleccionBreve,
  b: eleccionBreve,
  /** Our party on each ballot (null: the ballot marks none). */
  nuestroA: z.object({ sigla: z.string(), nombre: z.string() }).nullable(),
  nuestroB: z.object({ sigla: z.string(), nombre: z.string() }).nullable(),
  /** The recinto filtered, by name (null without `recinto`). */
  recintoNombre: z.string().nullable(),
  /** Level of `filas`: one below the filter. */
  nivel: z.enum(['departamento', 'municipio', 'recinto', 'mesa']),
  total: filaComparada,
  filas: z.array(filaComparada),
  mesas: z.array(mesaCambio),
  /** Null when B is not a runoff, no party was eliminated, or too few mesas. */
  transferencia: transferencia.nullable(),
  /** A runoff whose estimate had too few mesas. */
  transferenciaPocas: z.boolean(),
});
export type ComparacionElecciones = z.infer<typeof comparacionElecciones>;

const lugar = cadena(M.filtroInvalido)
  .trim()
  .max(200, { error: M.filtroInvalido })
  .optional()
  .transform((s) => (s ? s : undefined));
const departamento = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.enum(regionTerritorialId.options, { error: M.filtroInvalido }).optional(),
);

/** `a` defaults to the latest election that ended, `b` to the current one. */
export const consultaComparacionElecciones = z.strictObject({
  a: idEleccion.optional(),
  b: idEleccion.optional(),
  departamento,
  municipio: lugar,
  recinto: lugar,
});
export type ConsultaComparacionElecciones = {
  [K in 'a' | 'b' | 'departamento' | 'municipio' | 'recinto']?: string;
};

// ---------- Prioridad ----------

export const motivoPrioridad = z.enum(MOTIVOS_PRIORIDAD, { error: M.filtroInvalido });

export const mesaPrioridad = z.object({
  codigo: z.string(),
  numero: z.number(),
  habilitados: z.number(),
  recinto: z.object({
    codigo: z.string(),
    nombre: z.string(),
    municipio: z.string(),
    departamento: regionTerritorialId,
  }),
  /** The current registry's delegate (assignable from the view). */
  delegado: z.object({ id: z.string(), nombre: z.string(), celular: z.string() }).nullable(),
  motivos: z.array(motivoPrioridad),
  /** Our share then (0–1), and how many points it fell against the election before (positive: fell). */
  porcentaje: z.number().nullable(),
  caida: z.number().nullable(),
  /** The mesa's acta then, for its photo. */
  actaId: z.string().nullable(),
});
export type MesaPrioridad = z.infer<typeof mesaPrioridad>;

export const listaPrioridad = z.object({
  /** The election read (null: none has ended yet) and the one before it (the fall's reference). */
  desde: eleccionBreve.nullable(),
  antes: eleccionBreve.nullable(),
  total: z.number(),
  /** Mesas of the filter (without `motivo`) per reason. */
  porMotivo: z.record(z.string(), z.number()),
  mesas: z.array(mesaPrioridad),
  siguiente: z.string().nullable(),
});
export type ListaPrioridad = z.infer<typeof listaPrioridad>;

export const consultaPrioridad = z.strictObject({
  desde: idEleccion.optional(),
  motivo: z.preprocess((v) => (v === '' ? undefined : v), motivoPrioridad.optional()),
  orden: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(ORDENES_PRIORIDAD, { error: M.filtroInvalido }).default('puntaje'),
  ),
  departamento,
  municipio: lugar,
  recinto: lugar,
  sinDelegado: z
    .enum(['true', 'false', ''], { error: M.filtroInvalido })
    .optional()
    .transform((s) => s === 'true'),
  despues: cadena(M.filtroInvalido)
    .regex(/^[0-9]{1,6}$/, { error: M.filtroInvalido })
    .optional()
    .transform((s) => (s === undefined ? 0 : Number(s))),
});
export type ConsultaPrioridad = {
  [
    K in 'desde' | 'motivo' | 'orden' | 'departamento' | 'municipio' | 'recinto' | 'sinDelegado' | 'despues'
  ]?: string;
};

// ---------- Routes ----------

const BASE = '/api/dia-d' as const;

export const listarElecciones = route({
  method: 'GET',
  path: `${BASE}/elecciones`,
  answer: z.array(eleccion),
});
export const crearEleccion = route({
  method: 'POST',
  path: `${BASE}/elecciones`,
  body: eleccionNueva,
  answer: eleccion,
  roles: SOLO_ADMIN,
});
/** Archives the current election and makes this one current (confirmed in the interface). */
export const hacerEleccionActual = route({
  method: 'PUT',
  path: `${BASE}/elecciones/:id/actual`,
  answer: eleccion,
  roles: SOLO_ADMIN,
});
export const compararElecciones = route({
  method: 'GET',
  path: `${BASE}/comparar-elecciones`,
  query: consultaComparacionElecciones,
  answer: comparacionElecciones,
});
/** The comparison's mesas as CSV (audited like every download). Not JSON: link it. */
export const exportarComparacionEleccionesCsv = route({
  method: 'GET',
  path: `${BASE}/comparar-elecciones.csv`,
  query: consultaComparacionElecciones,
});
export const listarPrioridad = route({
  method: 'GET',
  path: `${BASE}/prioridad`,
  query: consultaPrioridad,
  answer: listaPrioridad,
});
