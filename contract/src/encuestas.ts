import { z } from 'zod';
import { route } from './http.js';
import { msg } from './messages.js';
import { fecha, numero, texto } from './schemas.js';

/**
 * Polls (Encuestas) and the tactical tracking they feed. The tracking routes are
 * shared by the editor dashboard (chart + tactical modal) and the poll registry.
 */

export const CANDIDATOS_TACTICOS = [
  'CANDIDATO PROPIO',
  'OPOSITOR 1',
  'OPOSITOR 2',
  'NO SABE/NO CONTESTÓ',
] as const;

export const TENDENCIAS = ['up', 'down'] as const;
export const tendencia = z.enum(TENDENCIAS);
export type Tendencia = z.infer<typeof tendencia>;

export const MENSAJES_TRACKING = {
  fechaRequerida: msg('La fecha es requerida'),
  porcentajeRango: msg('El porcentaje debe estar entre 0 y 100'),
  candidatoRequerido: msg('El candidato es requerido'),
  errorGuardar: msg('Error al guardar los datos. Por favor, intente nuevamente.'),
} as const;

/** One poll result as the tracking chart reads it (spec: date, candidate, percentage). */
export const puntoTracking = z.object({
  date: z.string(),
  candidate: z.string(),
  percentage: z.number(),
  trend: tendencia,
});
export type PuntoTracking = z.infer<typeof puntoTracking>;

/** Tactical modal save: upsert by candidate + date; the server computes the trend. */
export const trackingTactico = z.strictObject({
  date: fecha(MENSAJES_TRACKING.fechaRequerida),
  candidate: texto({ requerido: MENSAJES_TRACKING.candidatoRequerido, max: 100 }),
  percentage: numero({
    requerido: MENSAJES_TRACKING.porcentajeRango,
    min: 0,
    max: 100,
    rangoMsg: MENSAJES_TRACKING.porcentajeRango,
  }),
});
export type TrackingTactico = z.infer<typeof trackingTactico>;

export const listarTracking = route({
  method: 'GET',
  path: '/api/encuestas/tracking',
  answer: z.array(puntoTracking),
});

export const guardarTracking = route({
  method: 'POST',
  path: '/api/encuestas/tracking',
  body: trackingTactico,
  answer: puntoTracking,
});
