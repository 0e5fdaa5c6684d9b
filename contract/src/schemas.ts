import { z } from 'zod';
import { esFechaValida, esHoraValida } from './dates.js';
import { msg } from './messages.js';

/**
 * Building blocks for request schemas. Every limit of the spec is expressed
 * here once and checked by both the form and the server.
 */

interface TextoOpts {
  /** Message when missing or blank. */
  requerido: string;
  min?: number;
  minMsg?: string;
  max: number;
  maxMsg?: string;
}

/** A required text, trimmed, with length limits counted in characters (not bytes). */
export function texto(opts: TextoOpts) {
  const { requerido, min = 1, max } = opts;
  msg(requerido);
  const minMsg = msg(opts.minMsg ?? requerido);
  const maxMsg = msg(opts.maxMsg ?? `No puede superar los ${max} caracteres`);
  return z
    .string({ error: requerido })
    .trim()
    .min(1, { error: requerido })
    .refine((s) => [...s].length >= min, { error: minMsg })
    .refine((s) => [...s].length <= max, { error: maxMsg });
}

/** An optional text: blank becomes undefined. */
export function textoOpcional(max: number, maxMsg?: string) {
  const m = msg(maxMsg ?? `No puede superar los ${max} caracteres`);
  return z
    .string({ error: 'Debe ser texto' })
    .trim()
    .refine((s) => [...s].length <= max, { error: m })
    .transform((s) => (s === '' ? undefined : s))
    .optional();
}

/** A calendar date yyyy-mm-dd. */
export function fecha(requerido: string, invalida = 'La fecha no es válida') {
  msg(requerido);
  msg(invalida);
  return z
    .string({ error: requerido })
    .trim()
    .min(1, { error: requerido })
    .refine(esFechaValida, { error: invalida });
}

/** A time HH:MM between 00:00 and 23:59. */
export function hora(requerido: string, invalida = 'La hora no es válida (HH:MM)') {
  msg(requerido);
  msg(invalida);
  return z
    .string({ error: requerido })
    .trim()
    .min(1, { error: requerido })
    .refine(esHoraValida, { error: invalida });
}

interface NumeroOpts {
  requerido: string;
  min?: number;
  max?: number;
  rangoMsg?: string;
  entero?: boolean;
  enteroMsg?: string;
}

/** A finite number within bounds; numeric strings from forms are accepted. */
export function numero(opts: NumeroOpts) {
  const { requerido, min, max, entero = false } = opts;
  msg(requerido);
  const rango = msg(
    opts.rangoMsg ??
      (min !== undefined && max !== undefined
        ? `Debe estar entre ${min} y ${max}`
        : min !== undefined
          ? `Debe ser mayor o igual a ${min}`
          : `Debe ser menor o igual a ${max ?? 0}`),
  );
  const enteroMsg = msg(opts.enteroMsg ?? 'Debe ser un número entero');
  let schema = z.number({ error: requerido }).refine(Number.isFinite, { error: requerido });
  if (entero) schema = schema.refine(Number.isInteger, { error: enteroMsg });
  if (min !== undefined) schema = schema.refine((n) => n >= min, { error: rango });
  if (max !== undefined) schema = schema.refine((n) => n <= max, { error: rango });
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v === '' ? undefined : v),
    schema,
  );
}

export const MENSAJE_URL = msg('La URL debe comenzar con http:// o https://');

/** An absolute http(s) URL; javascript:, data: and the like are refused. */
export function urlHttp(requerido: string, max = 2000) {
  msg(requerido);
  return z
    .string({ error: requerido })
    .trim()
    .min(1, { error: requerido })
    .max(max, { error: msg(`La URL no puede superar los ${max} caracteres`) })
    .refine(
      (s) => {
        try {
          const u = new URL(s);
          return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
        } catch {
          return false;
        }
      },
      { error: MENSAJE_URL },
    );
}

export const MENSAJE_EMAIL = msg('El email no es válido');

export function email(requerido: string) {
  msg(requerido);
  return z
    .string({ error: requerido })
    .trim()
    .min(1, { error: requerido })
    .max(254, { error: MENSAJE_EMAIL })
    .refine((s) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), { error: MENSAJE_EMAIL });
}

export const MENSAJE_TELEFONO = msg(
  'El teléfono solo admite dígitos, espacios, +, - y paréntesis (6 a 20 caracteres)',
);

export function telefono(requerido: string) {
  msg(requerido);
  return z
    .string({ error: requerido })
    .trim()
    .min(1, { error: requerido })
    .refine((s) => /^[0-9 +\-()]{6,20}$/.test(s), { error: MENSAJE_TELEFONO });
}

/** Server-made ids are UUID strings. */
export const id = z.string();

/** `:id` path parameter. */
export const idParams = z.object({ id: z.string().min(1).max(100) });
