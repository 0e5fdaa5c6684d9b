import { z } from 'zod';
import { route } from '../../http.js';
import { SOLO_ADMIN } from '../../roles.js';
import { cadena, numero, texto } from '../../schemas.js';
import { REGIONES_TERRITORIALES } from '../../territorial/index.js';
import { ESTADOS_ACTA, MENSAJES_ACTAS } from '../actas/index.js';
import { REGLAS } from '../reglas/index.js';

/**
 * Día D's count (issues 20, 25): the totals of the actas by department, the quick count on a
 * drawn sample of mesas, and the mesas behind each figure.
 */

const M = MENSAJES_ACTAS;

const votosPartido = z.object({ sigla: z.string(), votos: z.number(), porcentaje: z.number() });
const totales = z.object({
  mesas: z.number(),
  habilitados: z.number(),
  actasRecibidas: z.number(),
  actasVerificadas: z.number(),
  actasEnDisputa: z.number(),
  /** Over verified actas. */
  partidos: z.array(votosPartido),
  /** Over every received acta (each mesa's latest figures), labelled as such on screen. */
  partidosRecibidas: z.array(votosPartido),
  blancos: z.number(),
  nulos: z.number(),
  /** Votes cast over habilitados of the mesas with a verified acta, in percent. */
  participacion: z.number(),
});
export const conteo = totales.extend({
  departamentos: z.array(totales.extend({ departamento: z.string() })),
});
export type Conteo = z.infer<typeof conteo>;

const BASE = '/api/dia-d' as const;

export const leerConteo = route({ method: 'GET', path: `${BASE}/conteo`, answer: conteo });

// ---------- Quick count ----------

export const muestraNueva = z.strictObject({
  tamano: numero({
    requerido: M.tamanoInvalido,
    entero: true,
    min: 1,
    max: 100_000,
    rangoMsg: M.tamanoInvalido,
    enteroMsg: M.tamanoInvalido,
  }),
  semilla: texto({ requerido: M.semillaRequerida, max: 100, maxMsg: M.semillaRequerida }),
});
export type MuestraNueva = z.input<typeof muestraNueva>;

export const muestraSorteada = z.object({
  tamano: z.number(),
  semilla: z.string(),
  /** Mesas drawn per department. */
  porDepartamento: z.record(z.string(), z.number()),
});

export const conteoRapido = z.object({
  /** Mesas in the sample (0 before one is drawn), and how many of their actas are in. */
  muestra: z.number(),
  recibidas: z.number(),
  semilla: z.string().nullable(),
  partidos: z.array(
    z.object({ sigla: z.string(), estimacion: z.number(), ic95: z.tuple([z.number(), z.number()]) }),
  ),
});
export type ConteoRapido = z.infer<typeof conteoRapido>;

export const sortearMuestra = route({
  method: 'POST',
  path: `${BASE}/muestra`,
  body: muestraNueva,
  answer: muestraSorteada,
  roles: SOLO_ADMIN,
});
export const leerConteoRapido = route({ method: 'GET', path: `${BASE}/conteo-rapido`, answer: conteoRapido });

// ---------- Mesas behind a figure ----------

/** The states a mesa can be looked up by: its acta's, or none arrived yet. */
export const ESTADOS_MESA_ACTA = [...ESTADOS_ACTA, 'sin-acta'] as const;

export const consultaMesasActas = z.strictObject({
  departamento: z
    .enum(REGIONES_TERRITORIALES.map((r) => r.id) as [string, ...string[]], { error: M.filtroInvalido })
    .optional(),
  estado: z.enum(ESTADOS_MESA_ACTA, { error: M.filtroInvalido }).optional(),
  cursor: cadena(M.filtroInvalido).max(100, { error: M.filtroInvalido }).optional(),
});
export type ConsultaMesasActas = z.input<typeof consultaMesasActas>;

export const mesaConActa = z.object({
  codigo: z.string(),
  numero: z.number(),
  recinto: z.string(),
  municipio: z.string(),
  departamento: z.string(),
  habilitados: z.number(),
  /** Null while no acta has arrived. */
  acta: z
    .object({
      estado: z.enum(ESTADOS_ACTA),
      version: z.number(),
      votos: z.record(z.string(), z.number()),
      blancos: z.number(),
      nulos: z.number(),
      /** Null while the photo has not arrived (issue 44: `foto-pendiente`). */
      fotoUrl: z.string().nullable(),
      /** The rules this acta tripped (issue 28), reviewed or not. */
      alertas: z.array(z.enum(REGLAS)),
      /** Issue 28: sent by the recinto chief for a mesa whose delegate did not. */
      porJefe: z.boolean(),
      /** Issue 44: its figures arrived by SMS. */
      porSms: z.boolean(),
    })
    .nullable(),
});
export type MesaConActa = z.infer<typeof mesaConActa>;

export const PAGINA_MESAS_ACTAS = 50;

/** The mesas behind a figure of the count, by department and state, page by page. */
export const listarMesasActas = route({
  method: 'GET',
  path: `${BASE}/actas`,
  query: consultaMesasActas,
  answer: z.object({ mesas: z.array(mesaConActa), siguiente: z.string().nullable() }),
});
