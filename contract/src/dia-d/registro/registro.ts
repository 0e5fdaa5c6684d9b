import { z } from 'zod';
import { route } from '../../http.js';
import { SOLO_ADMIN } from '../../roles.js';
import { regionTerritorialId } from '../../territorial/index.js';
import { MENSAJES_DIA_D } from '../errores.js';

/**
 * Día D's registry (issue 19): the recintos and mesas of the electoral body's CSV, listed page
 * by page, and how many of them have a delegate (coverage).
 */

const M = MENSAJES_DIA_D;

// ---------- Entities ----------

export const recinto = z.object({
  codigo: z.string(),
  nombre: z.string(),
  municipio: z.string(),
  departamento: regionTerritorialId,
});
export type Recinto = z.infer<typeof recinto>;

export const delegadoMesa = z.object({ id: z.string(), nombre: z.string(), celular: z.string() });

export const mesa = z.object({
  codigo: z.string(),
  numero: z.number(),
  habilitados: z.number(),
  recinto,
  delegado: delegadoMesa.nullable(),
  /** When the delegate checked in ("Estoy en mi mesa"); null before. */
  llegada: z.string().nullable(),
});
export type Mesa = z.infer<typeof mesa>;

export const listaMesas = z.object({
  mesas: z.array(mesa),
  /** Cursor of the next page, null on the last one. */
  siguiente: z.string().nullable(),
  total: z.number(),
});
export type ListaMesas = z.infer<typeof listaMesas>;

export const rechazo = z.object({ linea: z.number(), motivo: z.string() });
export const resultadoImportacion = z.object({
  crear: z.number(),
  actualizar: z.number(),
  sinCambios: z.number(),
  rechazadas: z.array(rechazo),
  /** Mesas abroad in the electoral body's export: not part of the nine departments' registry. */
  exterior: z.number(),
  aplicado: z.boolean(),
});
export type ResultadoImportacion = z.infer<typeof resultadoImportacion>;

const cifras = { mesas: z.number(), conDelegado: z.number(), presentes: z.number() };
export const coberturaFila = z.object({ id: z.string(), nombre: z.string(), ...cifras });
export type CoberturaFila = z.infer<typeof coberturaFila>;
export const cobertura = z.object({
  total: z.object(cifras),
  departamentos: z.array(coberturaFila),
  /** With `?departamento=`: its municipios; with `&municipio=` too: its recintos. */
  municipios: z.array(coberturaFila).optional(),
  recintos: z.array(coberturaFila).optional(),
});
export type Cobertura = z.infer<typeof cobertura>;

// ---------- Query strings ----------

const opcional = z
  .string()
  .trim()
  .max(200, { error: M.filtroInvalido })
  .optional()
  .transform((s) => (s ? s : undefined));
const booleano = z
  .enum(['true', 'false', ''], { error: M.filtroInvalido })
  .optional()
  .transform((s) => s === 'true');

export const consultaMesas = z.object({
  departamento: regionTerritorialId.optional().or(z.literal('').transform(() => undefined)),
  municipio: opcional,
  recinto: opcional,
  q: opcional,
  sinDelegado: booleano,
  cursor: opcional,
});
export type ConsultaMesas = z.input<typeof consultaMesas>;

export const consultaCobertura = z.object({
  departamento: regionTerritorialId.optional().or(z.literal('').transform(() => undefined)),
  municipio: opcional,
});

/** `?aplicar=true` applies an import; absent or `false`, a dry run that stores nothing. */
export const consultaAplicar = z.object({
  aplicar: z
    .enum(['true', 'false'], { error: MENSAJES_DIA_D.aplicarInvalido })
    .optional()
    .transform((v) => v === 'true'),
});

// ---------- Routes ----------

const BASE = '/api/dia-d' as const;

/** Body: the CSV as `text/csv`; `?aplicar=true` applies, otherwise a dry run. */
export const importarMesas = route({
  method: 'POST',
  path: `${BASE}/mesas/importar`,
  query: consultaAplicar,
  answer: resultadoImportacion,
  roles: SOLO_ADMIN,
});
export const listarMesas = route({
  method: 'GET',
  path: `${BASE}/mesas`,
  query: consultaMesas,
  answer: listaMesas,
});
export const listarMunicipios = route({
  method: 'GET',
  path: `${BASE}/municipios`,
  answer: z.array(z.object({ departamento: z.string(), municipio: z.string() })),
});
export const listarRecintos = route({
  method: 'GET',
  path: `${BASE}/recintos`,
  query: consultaCobertura,
  answer: z.array(recinto.extend({ jefe: delegadoMesa.nullable() })),
});
export const obtenerCobertura = route({
  method: 'GET',
  path: `${BASE}/cobertura`,
  query: consultaCobertura,
  answer: cobertura,
});
