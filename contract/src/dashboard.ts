import { z } from 'zod';
import { CANDIDATOS_TACTICOS, tendencia } from './encuestas.js';
import { formatNumero, SIN_VALOR } from './format.js';
import { route } from './http.js';
import { msg } from './messages.js';
import { cadena, MENSAJE_ID, numero, texto } from './schemas.js';

/**
 * Editor dashboard (spec dashboard.md §2–5, 7–9): profile, timeline, campaign
 * progress, secondary indicators, finance, social listening, operation progress
 * and operation metrics. Every figure is held by the server; the eight edit
 * modals save through the PUT routes below. Tactical tracking routes live in
 * `encuestas.ts`; its normalisation for the chart lives here.
 */

export const AREA_DASHBOARD = 'dashboard' as const;

/* ------------------------------------------------------------------ texts */

export const TEXTOS_PANELES_DASHBOARD = {
  cumplimiento: 'Cumplimiento General',
  fotoPerfil: 'Foto de perfil',
  progresoCampanas: 'PROGRESO DE CAMPAÑAS',
  cargandoDatos: 'Cargando datos...',
  indicadores: 'Indicadores de progreso',
  finanzas: 'Finanzas',
  verFinanzas: 'Ver finanzas',
  presupuestoEjercido: 'Presupuesto ejercido',
  presupuestoDevengado: 'Presupuesto devengado',
  retrasoCronograma: 'Retraso del cronograma',
  tracking: 'Tracking táctico',
  trackingPromedio: 'Promedio del candidato propio',
  cargandoTactico: 'Cargando datos tácticos...',
  sinTactico: 'No hay datos disponibles para mostrar el tracking táctico.',
  fecha: 'Fecha',
  escucha: 'Escucha social',
  cargandoEscucha: 'Cargando datos sociales...',
  menciones: 'Menciones',
  impresiones: 'Impresiones',
  reputacion: 'Reputación',
  notas: 'Notas',
  ventana: 'Últimas 24 horas',
  actividadPorHora: 'Actividad por hora',
  testigos: 'Testigos',
  operacion: 'AVANCE GENERAL DE LA OPERACIÓN',
  avance: 'Avance',
  retraso: 'Retraso',
  restante: 'Restante',
  metricas: 'Métricas de la operación',
  cargandoMetricas: 'Cargando métricas...',
  sube: 'Sube',
  baja: 'Baja',
  editar: 'Editar',
} as const;

/** Titles of the eight edit modals (spec §2: profile … operation-metrics). */
export const TITULOS_MODALES = {
  perfil: 'Editar perfil',
  campanas: 'Editar progreso de campañas',
  finanzas: 'Editar finanzas',
  indicadores: 'Editar indicadores secundarios',
  tactico: 'Editar tracking táctico',
  escucha: 'Editar escucha social',
  operacion: 'Editar avance de la operación',
  metricas: 'Editar métricas de la operación',
} as const;

export const ETIQUETAS_CAMPOS = {
  nombre: 'Nombre',
  cumplimiento: 'Cumplimiento (%)',
  imagenUrl: 'URL de la imagen',
  campana: 'Campaña',
  progreso: 'Progreso (%)',
  tendencia: 'Tendencia',
  tipo: 'Indicador',
  valor: 'Valor (%)',
  ejercido: 'Presupuesto ejercido (%)',
  devengado: 'Presupuesto devengado (%)',
  retrasoCronograma: 'Retraso del cronograma (%)',
  fecha: 'Fecha',
  candidato: 'Candidato',
  porcentaje: 'Porcentaje (%)',
  menciones: 'Menciones (K)',
  impresiones: 'Impresiones (M)',
  reputacion: 'Reputación (%)',
  notas: 'Notas (de 30)',
  usuario: 'Usuario',
  contenido: 'Contenido',
  testigos: 'Testigos',
  agregarTestigo: 'Agregar testigo',
  quitarTestigo: 'Quitar testigo',
  microcampana: 'Microcampaña',
  retraso: 'Retraso (%)',
  area: 'Área',
  actual: 'actual',
  meta: 'meta',
} as const;

export const MENSAJES_DASHBOARD = {
  valorRequerido: msg('El valor es requerido y debe ser un número'),
  porcentajeRango: msg('El porcentaje debe estar entre 0 y 100'),
  indicadorRango: msg('El valor debe estar entre -100 y 100'),
  retrasoRango: msg('El retraso del cronograma debe estar entre -100 y 100'),
  notasRango: msg('Las notas deben estar entre 0 y 30'),
  noNegativo: msg('El valor no puede ser negativo'),
  cantidadEntera: msg('La cantidad debe ser un número entero'),
  nombreRequerido: msg('El nombre es requerido'),
  imagenUrl: msg('La URL de la imagen debe comenzar con http://, https:// o /'),
  tendenciaInvalida: msg('La tendencia debe ser up o down'),
  usuarioRequerido: msg('El usuario del testigo es requerido'),
  contenidoRequerido: msg('El contenido del testigo es requerido'),
  testigosMinimo: msg('Debe haber al menos un testigo'),
  testigosMaximo: msg('No puede haber más de 20 testigos'),
  primerTestigo: msg('El primer testigo no se puede quitar'),
  sinCambios: msg('Debe indicar al menos un dato a modificar'),
  campoNoAplicable: msg('Ese dato no corresponde a esta área'),
  campanaNoEncontrada: msg('Campaña no encontrada'),
  indicadorNoEncontrado: msg('Indicador no encontrado'),
  microcampanaNoEncontrada: msg('Microcampaña no encontrada'),
  areaNoEncontrada: msg('Área no encontrada'),
  errorGuardar: msg('Error al guardar los datos. Por favor, intente nuevamente.'),
  sinBackend: 'No se pudo conectar con el backend',
  errorMetricas: 'Error al obtener datos de métricas',
} as const;

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

/* ---------------------------------------------------------------- routes */

export const leerPerfil = route({ method: 'GET', path: '/api/dashboard/perfil', answer: perfilDashboard });
export const guardarPerfil = route({
  method: 'PUT',
  path: '/api/dashboard/perfil',
  body: perfilCambios,
  answer: perfilDashboard,
});

export const listarCronograma = route({
  method: 'GET',
  path: '/api/dashboard/cronograma',
  answer: z.array(semanaCronograma),
});

export const listarCampanas = route({
  method: 'GET',
  path: '/api/dashboard/campanas',
  answer: z.array(campanaProgreso),
});
export const guardarCampana = route({
  method: 'PUT',
  path: '/api/dashboard/campanas/:name',
  body: campanaCambios,
  answer: campanaProgreso,
});

export const listarIndicadores = route({
  method: 'GET',
  path: '/api/dashboard/indicators',
  answer: z.array(indicadorSecundario),
});
export const guardarIndicador = route({
  method: 'PUT',
  path: '/api/dashboard/indicators/:type',
  body: indicadorCambios,
  answer: indicadorSecundario,
});

export const leerFinanzasDashboard = route({
  method: 'GET',
  path: '/api/dashboard/finanzas',
  answer: finanzasDashboard,
});
export const guardarFinanzasDashboard = route({
  method: 'PUT',
  path: '/api/dashboard/finanzas',
  body: finanzasCambios,
  answer: finanzasDashboard,
});

export const leerEscucha = route({ method: 'GET', path: '/api/escucha', answer: escuchaSocial });
export const guardarEscucha = route({
  method: 'PUT',
  path: '/api/escucha',
  body: escuchaCambios,
  answer: escuchaSocial,
});

export const listarOperacion = route({
  method: 'GET',
  path: '/api/dashboard/operacion',
  answer: z.array(avanceOperacion),
});
export const guardarOperacion = route({
  method: 'PUT',
  path: '/api/dashboard/operacion/:campaign',
  body: operacionCambios,
  answer: avanceOperacion,
});

export const listarMetricas = route({
  method: 'GET',
  path: '/api/dashboard/metricas',
  answer: z.array(metricaOperacion),
});
export const guardarMetrica = route({
  method: 'PUT',
  path: '/api/dashboard/metricas/:area',
  body: metricaCambios,
  answer: metricaOperacion,
});

/* ------------------------------------------------------------ pure logic */

/** Remainder of an operation bar: 100 − progress − delay, never negative (spec §2). */
export function segmentosOperacion(progress: number, delay: number) {
  const p = Number.isFinite(progress) ? Math.min(Math.max(progress, 0), 100) : 0;
  const d = Number.isFinite(delay) ? Math.min(Math.max(delay, 0), 100 - p) : 0;
  return { progress: p, delay: d, remainder: Math.max(0, 100 - p - d) };
}

/** A count as "current/target" in es-ES numbers, or "—" when missing or not numbers. */
export function formatConteo(c: { current: unknown; target: unknown } | null | undefined): string {
  if (!c || typeof c.current !== 'number' || typeof c.target !== 'number') return SIN_VALOR;
  if (!Number.isFinite(c.current) || !Number.isFinite(c.target)) return SIN_VALOR;
  return `${formatNumero(c.current)}/${formatNumero(c.target)}`;
}

export const metricaSaludable = (progress: number) => Number.isFinite(progress) && progress > UMBRAL_METRICA;

/* ---- tactical tracking */

export const SERIE_PROPIA = 'CANDIDATO PROPIO';
export const SERIE_NO_SABE = 'NO SABE/NO CONTESTÓ';

function normalizarNombre(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9/ ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * True when a poll's candidate is the own candidate: the label "candidato propio"
 * (any case or accents, also "propio" alone) or one of the given name variants
 * (the profile's name, its surname…).
 */
export function esCandidatoPropio(candidate: string, variantes: readonly string[] = []): boolean {
  const n = normalizarNombre(candidate);
  if (n === '') return false;
  if (n === 'candidato propio' || n === 'propio' || n.includes('candidato propio')) return true;
  return variantes.some((v) => {
    const nv = normalizarNombre(v);
    return nv !== '' && n === nv;
  });
}

/** Name variants of the own candidate from the profile name: full name and surname. */
export function variantesPropias(nombrePerfil: string): string[] {
  const n = nombrePerfil.trim();
  if (!n) return [];
  const partes = n.split(/\s+/);
  return partes.length > 1 ? [n, partes.slice(1).join(' '), partes[partes.length - 1] ?? n] : [n];
}

export interface PuntoEncuesta {
  date: string;
  candidate: string;
  percentage: number;
}

export interface TablaTracking {
  /** Dates ascending (yyyy-mm-dd). */
  fechas: string[];
  /** Series names: own candidate first, then others, NO SABE/NO CONTESTÓ last. */
  candidatos: string[];
  /** Normalised share per date index and candidate (0–100), undefined when not polled that day. */
  valores: Record<string, (number | undefined)[]>;
}

function ordenCandidato(c: string): number {
  if (c === SERIE_PROPIA) return 0;
  if (normalizarNombre(c) === normalizarNombre(SERIE_NO_SABE)) return 3;
  const i = (CANDIDATOS_TACTICOS as readonly string[]).indexOf(c);
  return i >= 0 ? 1 + i / 10 : 2;
}

/**
 * Per date, the candidates' values are scaled so they sum to 100 (spec §2). A
 * date whose total is zero yields zeros, never NaN. The own candidate's name
 * variants join the CANDIDATO PROPIO series; NO SABE/NO CONTESTÓ is its own series.
 * Negative or non-finite percentages count as 0; a repeated candidate on one date keeps the last.
 */
export function normalizarTracking(
  puntos: readonly PuntoEncuesta[],
  variantes: readonly string[] = [],
): TablaTracking {
  const porFecha = new Map<string, Map<string, number>>();
  for (const p of puntos) {
    const candidato = esCandidatoPropio(p.candidate, variantes)
      ? SERIE_PROPIA
      : p.candidate.trim().toUpperCase();
    if (!candidato) continue;
    const valor = Number.isFinite(p.percentage) && p.percentage > 0 ? p.percentage : 0;
    let dia = porFecha.get(p.date);
    if (!dia) porFecha.set(p.date, (dia = new Map<string, number>()));
    dia.set(candidato, valor);
  }
  const fechas = [...porFecha.keys()].sort();
  const nombres = new Set<string>();
  for (const dia of porFecha.values()) for (const c of dia.keys()) nombres.add(c);
  const candidatos = [...nombres].sort((a, b) => ordenCandidato(a) - ordenCandidato(b) || a.localeCompare(b));
  const valores: Record<string, (number | undefined)[]> = {};
  for (const c of candidatos) valores[c] = [];
  for (const f of fechas) {
    const dia = porFecha.get(f) ?? new Map<string, number>();
    let total = 0;
    for (const v of dia.values()) total += v;
    for (const c of candidatos) {
      const v = dia.get(c);
      valores[c]?.push(v === undefined ? undefined : total > 0 ? (v / total) * 100 : 0);
    }
  }
  return { fechas, candidatos, valores };
}

/** Headline: the average of the own candidate's normalised share over the dates it was polled (NaN when never). */
export function promedioPropio(tabla: TablaTracking): number {
  const serie = (tabla.valores[SERIE_PROPIA] ?? []).filter((v): v is number => v !== undefined);
  if (serie.length === 0) return Number.NaN;
  return serie.reduce((a, b) => a + b, 0) / serie.length;
}

/** Latest entry (by date) of one candidate, to pre-fill the tactical modal (spec §4). */
export function ultimaEntrada<T extends PuntoEncuesta>(
  puntos: readonly T[],
  candidate: string,
): T | undefined {
  let mejor: T | undefined;
  for (const p of puntos) {
    if (p.candidate !== candidate) continue;
    if (!mejor || p.date >= mejor.date) mejor = p;
  }
  return mejor;
}
