import { z } from 'zod';
import { formatNumero } from '../../format.js';
import { route } from '../../http.js';
import { SOLO_ADMIN } from '../../roles.js';

/**
 * Día D (issue 28): how long a transcription takes, from the moment `siguiente` hands an acta
 * out to the moment its figures are saved; admins read the median per transcriber.
 */

export const tiempoTranscriptor = z.object({
  usuarioId: z.string(),
  nombre: z.string(),
  /** Timed transcriptions (typed after `siguiente` handed the acta out). */
  actas: z.number(),
  medianaSegundos: z.number(),
});
export type TiempoTranscriptor = z.infer<typeof tiempoTranscriptor>;

export const leerTiemposTranscripcion = route({
  method: 'GET',
  path: '/api/dia-d/transcriptores',
  answer: z.array(tiempoTranscriptor),
  roles: SOLO_ADMIN,
});

/** The median of a list of numbers (0 when empty). */
export function mediana(valores: readonly number[]): number {
  if (valores.length === 0) return 0;
  const orden = [...valores].sort((a, b) => a - b);
  const medio = Math.floor(orden.length / 2);
  return orden.length % 2 === 1 ? orden[medio]! : (orden[medio - 1]! + orden[medio]!) / 2;
}

/** "1 min 05 s", "42 s". */
export function duracion(segundos: number): string {
  const s = Math.round(segundos);
  if (s < 60) return `${s} s`;
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}

export const TEXTOS_TIEMPOS = {
  titulo: 'Tiempo por acta',
  ayuda: 'Mediana desde que «Siguiente» entrega el acta hasta que se guardan sus cifras.',
  transcriptor: 'Transcriptor',
  actas: 'Actas',
  mediana: 'Mediana',
  sinDatos: 'Todavía nadie transcribió un acta.',
  actasN: (n: number) => formatNumero(n, 0),
} as const;
