import { z } from 'zod';
import { esFechaValida, esHoraValida } from './dates.js';
import { msg } from './messages.js';

/**
 * Building blocks for request schemas. Every limit of the spec is expressed
 * here once and checked by both the form and the server.
 */

/**
 * C0 and C1 control characters, DEL, lone surrogates and the bidi embeddings, overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069): invisible, they can make a stored name read as
 * something else on screen ("Trojan Source") or break a log line.
 */
/* eslint-disable no-control-regex -- matching control characters is the point */
const PROHIBIDOS_LINEA = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ud800-\udfff]/u;
/** Multi-line fields keep tab, line feed and carriage return. */
const PROHIBIDOS_MULTILINEA =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ud800-\udfff]/u;
/* eslint-enable no-control-regex */

export const MENSAJE_CARACTERES = msg(
  'El texto contiene caracteres no permitidos (de control o de dirección del texto)',
);

/** True when the text holds no control or bidi-override character (see above). */
export function sinCaracteresProhibidos(s: string, multilinea = false): boolean {
  return !(multilinea ? PROHIBIDOS_MULTILINEA : PROHIBIDOS_LINEA).test(s);
}

export const MENSAJE_ID = msg('El identificador no es válido');

/**
 * A JSON string that refuses control and bidi characters before anything is trimmed: the
 * base of every text a request carries (names, codes, ids; passwords excepted).
 */
export function cadena(requerido: string, multilinea = false) {
  return z
    .string({ error: requerido })
    .refine((s) => sinCaracteresProhibidos(s, multilinea), { error: MENSAJE_CARACTERES, abort: true });
}

interface TextoOpts {
  /** Message when missing or blank. */
  requerido: string;
  min?: number;
  minMsg?: string;
  max: number;
  maxMsg?: string;
  /** A multi-line field (textarea): tabs and line breaks are allowed. */
  multilinea?: boolean;
}

/**
 * A required text, trimmed, with length limits counted in characters (not bytes). Control
 * characters and bidi overrides are refused (tabs and line breaks too unless `multilinea`).
 */
export function texto(opts: TextoOpts) {
  const { requerido, min = 1, max } = opts;
  msg(requerido);
  const minMsg = msg(opts.minMsg ?? requerido);
  const maxMsg = msg(opts.maxMsg ?? `No puede superar los ${max} caracteres`);
  return cadena(requerido, opts.multilinea)
    .trim()
    .min(1, { error: requerido })
    .refine((s) => [...s].length >= min, { error: minMsg })
    .refine((s) => [...s].length <= max, { error: maxMsg });
}

/** An optional text: blank becomes undefined. Same characters as `texto`. */
export function textoOpcional(max: number, maxMsg?: string, opts: { multilinea?: boolean } = {}) {
  const m = msg(maxMsg ?? `No puede superar los ${max} caracteres`);
  return cadena(msg('Debe ser texto'), opts.multilinea)
    .trim()
    .refine((s) => [...s].length <= max, { error: m })
    .transform((s) => (s === '' ? undefined : s))
    .optional();
}

/** A calendar date yyyy-mm-dd. */
export function fecha(requerido: string, invalida = 'La fecha no es válida') {
  msg(requerido);
  msg(invalida);
  return cadena(requerido).trim().min(1, { error: requerido }).refine(esFechaValida, { error: invalida });
}

/** A time HH:MM between 00:00 and 23:59. */
export function hora(requerido: string, invalida = 'La hora no es válida (HH:MM)') {
  msg(requerido);
  msg(invalida);
  return cadena(requerido).trim().min(1, { error: requerido }).refine(esHoraValida, { error: invalida });
}

interface NumeroOpts {
  requerido: string;
  min?: number;
  max?: number;
  rangoMsg?: string;
  entero?: boolean;
  enteroMsg?: string;
}

/**
 * A finite JSON number within bounds. Only a JSON number: "12", "0x10", "1e1", " 61 " or ""
 * are refused, never converted (the forms turn what people type into a number).
 */
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
  let schema = z.number({ error: requerido }).refine(Number.isFinite, { error: requerido, abort: true });
  if (entero) schema = schema.refine(Number.isInteger, { error: enteroMsg });
  if (min !== undefined) schema = schema.refine((n) => n >= min, { error: rango });
  if (max !== undefined) schema = schema.refine((n) => n <= max, { error: rango });
  return schema;
}

export const MENSAJE_URL = msg('La URL debe comenzar con http:// o https://');

/** An absolute http(s) URL; javascript:, data: and the like are refused. */
export function urlHttp(requerido: string, max = 2000) {
  msg(requerido);
  return cadena(requerido)
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

/**
 * The WHATWG `input type=email` rule ("valid e-mail address"), plus: no two dots in a row
 * and at most 254 characters. Control characters never match it.
 */
const EMAIL_WHATWG =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function esEmailValido(s: string): boolean {
  return s.length <= 254 && EMAIL_WHATWG.test(s) && !s.includes('..');
}

export function email(requerido: string, invalido: string = MENSAJE_EMAIL) {
  msg(requerido);
  msg(invalido);
  return cadena(requerido).trim().min(1, { error: requerido }).refine(esEmailValido, { error: invalido });
}

export const MENSAJE_TELEFONO = msg(
  'El teléfono solo admite dígitos, espacios, +, - y paréntesis (6 a 20 caracteres)',
);

export function telefono(requerido: string) {
  msg(requerido);
  return cadena(requerido)
    .trim()
    .min(1, { error: requerido })
    .refine((s) => /^[0-9 +\-()]{6,20}$/.test(s), { error: MENSAJE_TELEFONO });
}

/** Server-made ids are UUID strings. */
export const id = z.string();

/** `:id` path parameter. */
export const idParams = z.object({ id: z.string().min(1).max(100) });
