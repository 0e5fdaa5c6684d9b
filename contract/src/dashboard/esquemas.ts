import { z } from 'zod';
import { MENSAJES_DASHBOARD } from './textos.js';
import { tendencia } from '../encuestas/index.js';
import { cadena, MENSAJE_ID, numero, texto } from '../schemas.js';

/**
 * The editor dashboard's data: its fixed lists and limits, the
 * answers the panels read and the bodies the eight edit modals send. Routes in `dashboard.ts`.
 */

/* ------------------------------------------------------------- constants */

export const CAMPANAS_PROGRESO = ['GENERAL', 'TERRITORIO', 'DIGITAL', 'AIRE', 'TELEFONÍA'] as const;
export type CampanaNombre = (typeof CAMPANAS_PROGRESO)[number];

export const TIPOS_INDICADOR = [
  'DE LA CAMPAÑA TRANSCURRIDO',
  'CRECIMIENTO PROMEDIO',
  'OBJETIVOS DE LA CAMPAÑA',
  'AVANCE GENERAL',
] as const;
export type TipoIndicador = (typeof TIPOS_INDICADOR)[number];

export const AREAS_METRICAS = ['DIGITAL', 'TELEFONÍA', 'AIRE', 'TERRITORIO'] as const;
export type AreaMetrica = (typeof AREAS_METRICAS)[number];

/** Count columns of the metrics table (besides % AVANCE). */
export const CONTEOS_METRICA = [
  'content',
  'impressions',
  'messages',
  'notes',
  'impacts',
  'promoted',
  'utilitarians',
] as const;
export type ClaveConteo = (typeof CONTEOS_METRICA)[number];

export const ETIQUETAS_CONTEO: Record<ClaveConteo, string> = {
  content: 'CONTENIDOS',
  impressions: 'IMPRESIONES',
  messages: 'MENSAJES',
  notes: 'NOTAS COLOC.',
  impacts: 'IMPACTOS/TIRAJE',
  promoted: 'PROMOVIDOS',
  utilitarians: 'UTILITARIOS REPARTIDOS',
};

/** Column groups of the metrics table: each area shows its own counts (spec §2). */
export const COLUMNAS_POR_AREA: Record<AreaMetrica, readonly ClaveConteo[]> = {
  DIGITAL: ['content', 'impressions'],
  TELEFONÍA: ['messages'],
  AIRE: ['content', 'notes', 'impacts'],
  TERRITORIO: ['promoted', 'utilitarians'],
};

export const ETIQUETA_AVANCE = '% AVANCE';
/** Progress above this is healthy; at or below it is a warning (spec §9). */
export const UMBRAL_METRICA = 20;
export const MICROCAMPANAS = 12;
export const NOTAS_MAXIMAS = 30;
/** Highest value of the hourly listening chart (spec §9). */
export const ESCUCHA_Y_MAX = 2000;
/** Witnesses displayed in the panel (spec §2). */
export const TESTIGOS_VISIBLES = 3;
export const TESTIGOS_MAXIMOS = 20;

export const nombreMicrocampana = (n: number) => `MICROCAMPAÑA ${n}`;

/* --------------------------------------------------------------- answers */

export const perfilDashboard = z.object({ name: z.string(), compliance: z.number(), imageUrl: z.string() });
export type PerfilDashboard = z.infer<typeof perfilDashboard>;

export const semanaCronograma = z.object({
  week: z.string(),
  planned: z.number(),
  executed: z.number(),
});
export type SemanaCronograma = z.infer<typeof semanaCronograma>;

export const campanaProgreso = z.object({
  id: z.string(),
  name: z.string(),
  progress: z.number(),
  trend: tendencia,
  startDate: z.string(),
  endDate: z.string(),
  budget: z.object({ planned: z.number(), executed: z.number() }),
});
export type CampanaProgreso = z.infer<typeof campanaProgreso>;

export const indicadorSecundario = z.object({ type: z.string(), value: z.number() });
export type IndicadorSecundario = z.infer<typeof indicadorSecundario>;

export const finanzasDashboard = z.object({
  exercisedBudget: z.number(),
  accruedBudget: z.number(),
  scheduleDelay: z.number(),
});
export type FinanzasDashboard = z.infer<typeof finanzasDashboard>;

export const testigoEscucha = z.object({
  id: z.string(),
  username: z.string(),
  content: z.string(),
  timestamp: z.string(),
});
export type TestigoEscucha = z.infer<typeof testigoEscucha>;

export const escuchaSocial = z.object({
  mentions: z.number(),
  impressions: z.number(),
  reputation: z.number(),
  notes: z.number(),
  witnesses: z.array(testigoEscucha),
  /** Sample activity per hour of the 24-hour window (24 values, 00–23). */
  hourly: z.array(z.number()),
});
export type EscuchaSocial = z.infer<typeof escuchaSocial>;

export const avanceOperacion = z.object({
  campaign: z.number(),
  progress: z.number(),
  delay: z.number(),
});
export type AvanceOperacion = z.infer<typeof avanceOperacion>;

export const conteoMetrica = z.object({ current: z.number(), target: z.number() });
export type ConteoMetrica = z.infer<typeof conteoMetrica>;

export const metricaOperacion = z.object({
  area: z.string(),
  progress: z.number(),
  content: conteoMetrica.nullable(),
  impressions: conteoMetrica.nullable(),
  messages: conteoMetrica.nullable(),
  notes: conteoMetrica.nullable(),
  impacts: conteoMetrica.nullable(),
  promoted: conteoMetrica.nullable(),
  utilitarians: conteoMetrica.nullable(),
});
export type MetricaOperacion = z.infer<typeof metricaOperacion>;

/* ---------------------------------------------------------------- bodies */

const porcentaje = () =>
  numero({
    requerido: MENSAJES_DASHBOARD.valorRequerido,
    min: 0,
    max: 100,
    rangoMsg: MENSAJES_DASHBOARD.porcentajeRango,
  });

const cantidad = () =>
  numero({
    requerido: MENSAJES_DASHBOARD.valorRequerido,
    min: 0,
    max: 1e12,
    rangoMsg: MENSAJES_DASHBOARD.noNegativo,
    entero: true,
    enteroMsg: MENSAJES_DASHBOARD.cantidadEntera,
  });

const alMenosUno = <T extends object>(body: T) => Object.values(body).some((v) => v !== undefined);

/** imageUrl: an http(s) URL or a path on this site (a bundled asset); blank = the default image. */
export const imagenPerfilUrl = cadena(MENSAJES_DASHBOARD.imagenUrl)
  .trim()
  .max(2000, { error: MENSAJES_DASHBOARD.imagenUrl })
  .refine(
    (s) => {
      if (s === '') return true;
      if (s.startsWith('/')) return !s.startsWith('//') && !/[\s\\]/.test(s);
      try {
        const u = new URL(s);
        return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
      } catch {
        return false;
      }
    },
    { error: MENSAJES_DASHBOARD.imagenUrl },
  );

export const perfilCambios = z
  .strictObject({
    name: texto({ requerido: MENSAJES_DASHBOARD.nombreRequerido, max: 100 }).optional(),
    compliance: porcentaje().optional(),
    imageUrl: imagenPerfilUrl.optional(),
  })
  .refine(alMenosUno, { error: MENSAJES_DASHBOARD.sinCambios });
export type PerfilCambios = z.input<typeof perfilCambios>;

const tendenciaBody = z.enum(['up', 'down'], { error: MENSAJES_DASHBOARD.tendenciaInvalida });

export const campanaCambios = z
  .strictObject({ progress: porcentaje().optional(), trend: tendenciaBody.optional() })
  .refine(alMenosUno, { error: MENSAJES_DASHBOARD.sinCambios });
export type CampanaCambios = z.input<typeof campanaCambios>;

export const indicadorCambios = z.strictObject({
  value: numero({
    requerido: MENSAJES_DASHBOARD.valorRequerido,
    min: -100,
    max: 100,
    rangoMsg: MENSAJES_DASHBOARD.indicadorRango,
  }),
});
export type IndicadorCambios = z.input<typeof indicadorCambios>;

export const finanzasCambios = z
  .strictObject({
    exercisedBudget: porcentaje().optional(),
    accruedBudget: porcentaje().optional(),
    scheduleDelay: numero({
      requerido: MENSAJES_DASHBOARD.valorRequerido,
      min: -100,
      max: 100,
      rangoMsg: MENSAJES_DASHBOARD.retrasoRango,
    }).optional(),
  })
  .refine(alMenosUno, { error: MENSAJES_DASHBOARD.sinCambios });
export type FinanzasCambios = z.input<typeof finanzasCambios>;

export const testigoEntrada = z.strictObject({
  /** Present for a witness already stored: it keeps its timestamp. */
  id: cadena(MENSAJE_ID).max(100, { error: MENSAJE_ID }).optional(),
  username: texto({ requerido: MENSAJES_DASHBOARD.usuarioRequerido, max: 50 }),
  content: texto({ requerido: MENSAJES_DASHBOARD.contenidoRequerido, max: 280 }),
});
export type TestigoEntrada = z.input<typeof testigoEntrada>;

export const escuchaCambios = z
  .strictObject({
    mentions: numero({
      requerido: MENSAJES_DASHBOARD.valorRequerido,
      min: 0,
      max: 1e9,
      rangoMsg: MENSAJES_DASHBOARD.noNegativo,
    }).optional(),
    impressions: numero({
      requerido: MENSAJES_DASHBOARD.valorRequerido,
      min: 0,
      max: 1e9,
      rangoMsg: MENSAJES_DASHBOARD.noNegativo,
    }).optional(),
    reputation: porcentaje().optional(),
    notes: numero({
      requerido: MENSAJES_DASHBOARD.valorRequerido,
      min: 0,
      max: NOTAS_MAXIMAS,
      rangoMsg: MENSAJES_DASHBOARD.notasRango,
    }).optional(),
    witnesses: z
      .array(testigoEntrada)
      .min(1, { error: MENSAJES_DASHBOARD.testigosMinimo })
      .max(TESTIGOS_MAXIMOS, { error: MENSAJES_DASHBOARD.testigosMaximo })
      .optional(),
  })
  .refine(alMenosUno, { error: MENSAJES_DASHBOARD.sinCambios });
export type EscuchaCambios = z.input<typeof escuchaCambios>;

export const operacionCambios = z
  .strictObject({ progress: porcentaje().optional(), delay: porcentaje().optional() })
  .refine(alMenosUno, { error: MENSAJES_DASHBOARD.sinCambios });
export type OperacionCambios = z.input<typeof operacionCambios>;

const conteoEntrada = z.strictObject({ current: cantidad(), target: cantidad() });

export const metricaCambios = z
  .strictObject({
    progress: porcentaje().optional(),
    content: conteoEntrada.optional(),
    impressions: conteoEntrada.optional(),
    messages: conteoEntrada.optional(),
    notes: conteoEntrada.optional(),
    impacts: conteoEntrada.optional(),
    promoted: conteoEntrada.optional(),
    utilitarians: conteoEntrada.optional(),
  })
  .refine(alMenosUno, { error: MENSAJES_DASHBOARD.sinCambios });
export type MetricaCambios = z.input<typeof metricaCambios>;
