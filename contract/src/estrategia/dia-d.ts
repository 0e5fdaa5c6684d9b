import { z } from 'zod';
import { archivoMeta } from '../archivos/index.js';
import { diasEntre } from '../dates.js';
import { formatFechaLarga } from '../format.js';
import { route } from '../http.js';
import { fecha, numero } from '../schemas.js';
import { MENSAJES_ESTRATEGIA } from './textos.js';

/** The Día D card of Estrategia: polling-station coverage, the countdown, its files. */

/** Spec §9: countdown target date before anyone edits it, and Día D defaults. */
export const FECHA_ELECCION_INICIAL = '2025-05-01';
export const DIA_D_INICIAL = { total: 1000, cubiertas: 750 } as const;

const M = MENSAJES_ESTRATEGIA;

export const diaDNuevo = z
  .strictObject({
    totalPollingStations: numero({
      requerido: M.totalRequerido,
      min: 1,
      rangoMsg: M.totalMinimo,
      entero: true,
      enteroMsg: M.entero,
    }),
    coveredPollingStations: numero({
      requerido: M.cubiertasRequeridas,
      min: 0,
      rangoMsg: M.cubiertasRango,
      entero: true,
      enteroMsg: M.entero,
    }),
    /** Beyond the spec: the countdown date is stored; absent keeps the stored one. */
    electionDate: fecha(M.fechaEleccionRequerida).optional(),
  })
  .refine((d) => d.coveredPollingStations <= d.totalPollingStations, {
    error: M.cubiertasRango,
    path: ['coveredPollingStations'],
  });
export type DiaDNuevo = z.input<typeof diaDNuevo>;

export const diaD = z.object({
  total_casillas: z.number(),
  casillas_cubiertas: z.number(),
  fecha_eleccion: z.string(),
  /** Beyond the spec: live figures of the Día D registry, or null while it has no mesas. */
  registro: z.object({ mesas: z.number(), conDelegado: z.number(), presentes: z.number() }).nullable(),
});
export type DiaD = z.infer<typeof diaD>;

export const obtenerDiaD = route({ method: 'GET', path: '/api/estrategia/diad', answer: diaD });
export const guardarDiaD = route({
  method: 'POST',
  path: '/api/estrategia/diad',
  body: diaDNuevo,
  answer: diaD,
});
export const listarArchivosDiaD = route({
  method: 'GET',
  path: '/api/estrategia/diad/archivos',
  answer: z.array(archivoMeta),
});
/** Multipart (field `archivos`, several). */
export const subirArchivosDiaD = route({
  method: 'POST',
  path: '/api/estrategia/diad/archivos',
  answer: z.array(archivoMeta),
});

/** Coverage % of Día D (0 when there are no stations). */
export function coberturaDiaD(total: number, cubiertas: number): number {
  return total > 0 ? (cubiertas / total) * 100 : 0;
}

/**
 * The countdown text of the Día D card. Once the date has passed it says so
 * instead of showing a negative count.
 */
export function textoCuentaRegresiva(hoy: string, fechaEleccion: string): string {
  const dias = diasEntre(hoy, fechaEleccion);
  if (dias > 1) return `Faltan ${dias} días`;
  if (dias === 1) return 'Falta 1 día';
  if (dias === 0) return '¡Hoy es el Día D!';
  return `La elección ya pasó (${formatFechaLarga(fechaEleccion)})`;
}
