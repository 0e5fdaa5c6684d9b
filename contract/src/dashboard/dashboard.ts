import { z } from 'zod';
import {
  avanceOperacion,
  campanaCambios,
  campanaProgreso,
  escuchaCambios,
  escuchaSocial,
  finanzasCambios,
  finanzasDashboard,
  indicadorCambios,
  indicadorSecundario,
  metricaCambios,
  metricaOperacion,
  operacionCambios,
  perfilCambios,
  perfilDashboard,
  semanaCronograma,
  UMBRAL_METRICA,
} from './esquemas.js';
import { formatNumero, SIN_VALOR } from '../format.js';
import { route } from '../http.js';

/**
 * Editor dashboard (spec dashboard.md §2–5, 7–9): profile, timeline, campaign
 * progress, secondary indicators, finance, social listening, operation progress
 * and operation metrics. Every figure is held by the server; the eight edit
 * modals save through the PUT routes below. Texts in `textos.ts`, lists,
 * answers and bodies in `esquemas.ts`; the tactical tracking's routes in
 * `encuestas/encuestas.ts` and its normalisation for the chart in `encuestas/tracking.ts`.
 */

export const AREA_DASHBOARD = 'dashboard' as const;

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
