import { z } from 'zod';
import { route } from '../http.js';
import { msg } from '../messages.js';
import { fecha, numero, texto } from '../schemas.js';

/** Polls and the tactical tracking they feed (spec: encuestas, tracking táctico). */
export const AREA_ENCUESTAS = 'encuestas' as const;

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

/* ------------------------------------------------------------------ */
/* Poll registry (/encuestas)                                          */
/* ------------------------------------------------------------------ */

export const MENSAJES_ENCUESTAS = {
  fechaRequerida: MENSAJES_TRACKING.fechaRequerida,
  encuestadoraRequerida: msg('La encuestadora es requerida'),
  encuestadoraMin: msg('La encuestadora debe tener al menos 2 caracteres'),
  encuestadoraMax: msg('La encuestadora no puede superar los 100 caracteres'),
  muestraEntera: msg('La muestra debe ser un número entero mayor o igual a 1'),
  candidatoRequerido: msg('El nombre del candidato es requerido'),
  candidatoMax: msg('El nombre del candidato no puede superar los 100 caracteres'),
  candidatoRepetido: msg('Los candidatos no pueden repetirse'),
  porcentajeRango: MENSAJES_TRACKING.porcentajeRango,
  porcentajeDecimales: msg('El porcentaje admite como máximo dos decimales'),
  resultadosRequeridos: msg('Debe indicar al menos un resultado'),
  sumaExcedida: msg('La suma de los porcentajes no puede superar el 100%'),
  errorGuardar: msg('Error al guardar encuesta'),
  errorEliminar: msg('Error al eliminar encuesta'),
} as const;

/** Texts of the /encuestas screen. */
export const TEXTOS_ENCUESTAS = {
  titulo: 'Encuestas',
  agregar: 'Agregar Encuesta',
  crear: 'Crear Encuesta',
  vacioTitulo: 'No hay encuestas registradas',
  vacioTexto: 'Crea la primera encuesta para comenzar el seguimiento',
  exportar: 'Exportar CSV',
  nuevaTitulo: 'Nueva Encuesta',
  agregarCandidato: 'Agregar candidato',
  eliminarTitulo: 'Eliminar encuesta',
  eliminarTexto:
    '¿Estás seguro que deseas eliminar esta encuesta? Sus resultados dejarán de formar parte del tracking.',
  pollsterTactico: 'Registro táctico',
  fecha: 'Fecha',
  encuestadora: 'Encuestadora',
  muestra: 'Muestra',
  muestraOpcional: 'Muestra (opcional)',
  resultados: 'Resultados (%)',
  acciones: 'Acciones',
  tabla: 'Encuestas registradas, de la más reciente a la más antigua',
  candidato: (n: number) => `Candidato ${n}`,
  porcentajeDe: (nombre: string) => `Porcentaje de ${nombre}`,
  quitarCandidato: (n: number) => `Quitar candidato ${n}`,
  suma: (texto: string) => `Suma: ${texto}`,
  eliminar: (fecha: string, encuestadora: string) => `Eliminar encuesta del ${fecha} (${encuestadora})`,
} as const;

/** Tolerance of the "sum ≤ 100" rule (two-decimal inputs). */
export const TOLERANCIA_SUMA = 0.01;

/** True when a number has at most two decimals (allowing binary float noise). */
export function dosDecimales(n: number): boolean {
  return Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
}

/** Sum of a poll's shares, rounded to cents so 33.33 × 3 stays 99.99. */
export function sumaPorcentajes(valores: readonly number[]): number {
  return Math.round(valores.reduce((s, v) => s + v, 0) * 100) / 100;
}

/** Candidate names compare trimmed and case-insensitively. */
export function claveCandidato(nombre: string): string {
  return nombre.trim().toLocaleUpperCase('es-ES');
}

export const resultadoNuevo = z.strictObject({
  candidato: texto({
    requerido: MENSAJES_ENCUESTAS.candidatoRequerido,
    max: 100,
    maxMsg: MENSAJES_ENCUESTAS.candidatoMax,
  }),
  porcentaje: numero({
    requerido: MENSAJES_ENCUESTAS.porcentajeRango,
    min: 0,
    max: 100,
    rangoMsg: MENSAJES_ENCUESTAS.porcentajeRango,
  }).refine((n) => dosDecimales(n), { error: MENSAJES_ENCUESTAS.porcentajeDecimales }),
});

/** Optional: absent or null when the poll gives none; otherwise a JSON integer ≥ 1. */
const muestra = numero({
  requerido: MENSAJES_ENCUESTAS.muestraEntera,
  min: 1,
  entero: true,
  rangoMsg: MENSAJES_ENCUESTAS.muestraEntera,
  enteroMsg: MENSAJES_ENCUESTAS.muestraEntera,
})
  .nullable()
  .optional();

export const encuestaNueva = z
  .strictObject({
    fecha: fecha(MENSAJES_ENCUESTAS.fechaRequerida),
    encuestadora: texto({
      requerido: MENSAJES_ENCUESTAS.encuestadoraRequerida,
      min: 2,
      minMsg: MENSAJES_ENCUESTAS.encuestadoraMin,
      max: 100,
      maxMsg: MENSAJES_ENCUESTAS.encuestadoraMax,
    }),
    muestra,
    resultados: z
      .array(resultadoNuevo, { error: MENSAJES_ENCUESTAS.resultadosRequeridos })
      .min(1, { error: MENSAJES_ENCUESTAS.resultadosRequeridos })
      .max(20, { error: MENSAJES_ENCUESTAS.resultadosRequeridos }),
  })
  .superRefine((e, ctx) => {
    const vistos = new Set<string>();
    e.resultados.forEach((r, i) => {
      const k = claveCandidato(r.candidato);
      if (vistos.has(k)) {
        ctx.addIssue({
          code: 'custom',
          path: ['resultados', i, 'candidato'],
          message: MENSAJES_ENCUESTAS.candidatoRepetido,
        });
      }
      vistos.add(k);
    });
    if (sumaPorcentajes(e.resultados.map((r) => r.porcentaje)) > 100 + TOLERANCIA_SUMA) {
      ctx.addIssue({ code: 'custom', path: ['resultados'], message: MENSAJES_ENCUESTAS.sumaExcedida });
    }
  });
export type EncuestaNueva = z.input<typeof encuestaNueva>;

export const resultadoEncuesta = z.object({ candidato: z.string(), porcentaje: z.number() });
export type ResultadoEncuesta = z.infer<typeof resultadoEncuesta>;

export const encuesta = z.object({
  id: z.string(),
  fecha: z.string(),
  encuestadora: z.string(),
  muestra: z.number().nullable(),
  resultados: z.array(resultadoEncuesta),
  creadaEn: z.string(),
});
export type Encuesta = z.infer<typeof encuesta>;

export const listarEncuestas = route({
  method: 'GET',
  path: '/api/encuestas',
  answer: z.array(encuesta),
});

export const crearEncuesta = route({
  method: 'POST',
  path: '/api/encuestas',
  body: encuestaNueva,
  answer: encuesta,
});

export const eliminarEncuesta = route({ method: 'DELETE', path: '/api/encuestas/:id' });

/** CSV of every poll (UTF-8 with BOM, `;` separator). Not JSON: link it, do not `call` it. */
export const exportarEncuestasCsv = route({ method: 'GET', path: '/api/encuestas.csv' });

/** Polls newest first (date, then creation time, then id). */
export function ordenarEncuestas<T extends Pick<Encuesta, 'fecha' | 'creadaEn' | 'id'>>(
  lista: readonly T[],
): T[] {
  return [...lista].sort((a, b) => cmp(b.fecha, a.fecha) || cmp(b.creadaEn, a.creadaEn) || cmp(a.id, b.id));
}

/** Tracking points by date, then candidate (code-unit order: same on every engine). */
export function ordenarTracking<T extends Pick<PuntoTracking, 'date' | 'candidate'>>(
  lista: readonly T[],
): T[] {
  return [...lista].sort((a, b) => cmp(a.date, b.date) || cmp(a.candidate, b.candidate));
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Candidate columns of a set of polls: the four tactical ones first, then others as they appear. */
export function candidatosDe(lista: readonly Pick<Encuesta, 'resultados'>[]): string[] {
  const orden: string[] = [...CANDIDATOS_TACTICOS];
  const claves = new Set(orden.map(claveCandidato));
  for (const e of lista) {
    for (const r of e.resultados) {
      const k = claveCandidato(r.candidato);
      if (!claves.has(k)) {
        claves.add(k);
        orden.push(r.candidato);
      }
    }
  }
  return orden;
}

/** Share of a candidate in a poll (by name, case-insensitive), or undefined. */
export function porcentajeDe(e: Pick<Encuesta, 'resultados'>, candidato: string): number | undefined {
  const k = claveCandidato(candidato);
  return e.resultados.find((r) => claveCandidato(r.candidato) === k)?.porcentaje;
}

/** Trend of a new value against the latest stored one (spec section 4): up if greater or none. */
export function tendenciaDe(nuevo: number, ultimo: number | undefined): Tendencia {
  return ultimo === undefined || nuevo > ultimo ? 'up' : 'down';
}
