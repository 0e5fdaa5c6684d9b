import { z } from 'zod';
import { route } from '../http.js';
import { fecha, texto } from '../schemas.js';
import { cambioCompletado } from './estrategia.js';
import { MENSAJES_ESTRATEGIA } from './textos.js';

/** The Calendario Estratégico card of Estrategia: events and the month grid. */

const M = MENSAJES_ESTRATEGIA;

export const eventoNuevo = z.strictObject({
  title: texto({ requerido: M.tituloRequerido, max: 200 }),
  date: fecha(M.fechaRequerida),
});
export type EventoNuevo = z.input<typeof eventoNuevo>;

export const evento = z.object({
  id: z.string(),
  titulo: z.string(),
  fecha: z.string(),
  completado: z.boolean(),
});
export type Evento = z.infer<typeof evento>;

export const listarEventos = route({
  method: 'GET',
  path: '/api/estrategia/calendario',
  answer: z.array(evento),
});
export const crearEvento = route({
  method: 'POST',
  path: '/api/estrategia/calendario',
  body: eventoNuevo,
  answer: evento,
});
export const marcarEvento = route({
  method: 'PATCH',
  path: '/api/estrategia/calendario/:id',
  body: cambioCompletado,
  answer: evento,
});
export const eliminarEvento = route({ method: 'DELETE', path: '/api/estrategia/calendario/:id' });

export interface DiaCalendario {
  /** yyyy-mm-dd */
  fecha: string;
  dia: number;
  /** False for the leading/trailing days of the neighbouring months. */
  delMes: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDeUtc = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** Days in a month (month 1–12), leap years included. */
export function diasDelMes(anio: number, mes: number): number {
  return new Date(Date.UTC(anio, mes, 0)).getUTCDate();
}

/**
 * The month grid of the calendar (month 1–12): whole weeks from the Monday on or
 * before the 1st to the Sunday on or after the last day (spec §9: weeks start Monday).
 */
export function cuadriculaMes(anio: number, mes: number): DiaCalendario[][] {
  const primero = new Date(Date.UTC(anio, mes - 1, 1));
  const desfase = (primero.getUTCDay() + 6) % 7; // Monday = 0
  const total = diasDelMes(anio, mes);
  const celdas = Math.ceil((desfase + total) / 7) * 7;
  const semanas: DiaCalendario[][] = [];
  for (let i = 0; i < celdas; i += 1) {
    const d = new Date(Date.UTC(anio, mes - 1, 1 - desfase + i));
    if (i % 7 === 0) semanas.push([]);
    semanas[semanas.length - 1]!.push({
      fecha: isoDeUtc(d),
      dia: d.getUTCDate(),
      delMes: d.getUTCMonth() === mes - 1,
    });
  }
  return semanas;
}

/** The month before or after (month 1–12). */
export function mesVecino(anio: number, mes: number, paso: 1 | -1): { anio: number; mes: number } {
  const indice = anio * 12 + (mes - 1) + paso;
  return { anio: Math.floor(indice / 12), mes: (indice % 12) + 1 };
}

export const DIAS_SEMANA = ['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom'] as const;
const MESES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;
export function nombreMes(anio: number, mes: number): string {
  const nombre = MESES[mes - 1] ?? '';
  return `${nombre.charAt(0).toUpperCase()}${nombre.slice(1)} ${anio}`;
}

/** Colour of a calendar day: pink if any event is pending, teal if all are completed. */
export function colorDia(eventos: readonly { completado: boolean }[]): 'pendiente' | 'completado' | null {
  if (eventos.length === 0) return null;
  return eventos.some((e) => !e.completado) ? 'pendiente' : 'completado';
}

/** Events grouped by date, newest date first (spec: the calendar modal). */
export function agruparEventos<E extends { fecha: string; id: string }>(
  eventos: readonly E[],
): { fecha: string; eventos: E[] }[] {
  const grupos = new Map<string, E[]>();
  for (const e of eventos) {
    const lista = grupos.get(e.fecha) ?? [];
    lista.push(e);
    grupos.set(e.fecha, lista);
  }
  return [...grupos.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([f, lista]) => ({ fecha: f, eventos: lista }));
}

/** Spec text per date group: "(N evento(s))". */
export const textoCantidadEventos = (n: number) => `(${n} evento(s))`;
