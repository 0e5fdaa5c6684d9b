import { z } from 'zod';
import { route } from '../../http.js';
import { ESCRITURA } from '../../roles.js';
import { cadena, MENSAJE_ID, texto, textoOpcional } from '../../schemas.js';
import { regionTerritorialId } from '../../territorial/index.js';
import { idEnvio } from '../dia-d.js';
import { RUTAS_DELEGADO } from '../delegado-rutas.js';
import { MENSAJES_DIA_D } from '../errores.js';
import { ESTADOS_INCIDENTE, MAX_NOTA_INCIDENTE, MAX_TEXTO_INCIDENTE, TIPOS_INCIDENTE } from '../textos.js';

/**
 * Día D's incident desk (issue 19): what the delegates report from their mesas (a type, a text,
 * an optional photo), and HQ's follow-up: its state, who handles it and their notes.
 */

const M = MENSAJES_DIA_D;

// ---------- Entities ----------

export const incidente = z.object({
  id: z.string(),
  tipo: z.enum(TIPOS_INCIDENTE),
  texto: z.string(),
  estado: z.enum(ESTADOS_INCIDENTE),
  creadoEn: z.string(),
  mesa: z.string(),
  recinto: z.string(),
  municipio: z.string(),
  departamento: z.string(),
  delegado: z.string(),
  fotoUrl: z.string().nullable(),
  asignadoA: z.object({ id: z.string(), nombre: z.string() }).nullable(),
  notas: z.array(z.object({ autor: z.string(), texto: z.string(), en: z.string() })),
});
export type Incidente = z.infer<typeof incidente>;

export const usuarioAsignable = z.object({ id: z.string(), nombre: z.string() });

// ---------- Bodies ----------

/** The multipart fields of an incident (the photo is checked apart, by content). */
export const incidenteNuevo = z.strictObject({
  id: idEnvio,
  tipo: z.enum(TIPOS_INCIDENTE, { error: M.tipoRequerido }),
  texto: texto({
    requerido: M.textoRequerido,
    max: MAX_TEXTO_INCIDENTE,
    maxMsg: M.textoLargo,
    multilinea: true,
  }),
});
export type IncidenteNuevo = z.input<typeof incidenteNuevo>;

export const cambioIncidente = z
  .strictObject({
    estado: z.enum(ESTADOS_INCIDENTE).optional(),
    asignadoA: cadena(MENSAJE_ID)
      .trim()
      .min(1, { error: MENSAJE_ID })
      .max(100, { error: MENSAJE_ID })
      .nullable()
      .optional(),
    nota: textoOpcional(MAX_NOTA_INCIDENTE, M.notaLarga, { multilinea: true }),
  })
  .refine((c) => c.estado !== undefined || c.asignadoA !== undefined || (c.nota ?? '') !== '', {
    error: M.cambioRequerido,
  });
export type CambioIncidente = z.input<typeof cambioIncidente>;

/** The web's note form under an incident: a note alone, required there. */
export const notaIncidente = z.strictObject({
  nota: texto({ requerido: M.notaRequerida, max: MAX_NOTA_INCIDENTE, maxMsg: M.notaLarga, multilinea: true }),
});

// ---------- Query strings ----------

export const consultaIncidentes = z.object({
  departamento: regionTerritorialId.optional().or(z.literal('').transform(() => undefined)),
  tipo: z
    .enum(TIPOS_INCIDENTE)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  estado: z
    .enum(ESTADOS_INCIDENTE)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type ConsultaIncidentes = z.input<typeof consultaIncidentes>;

// ---------- Routes ----------

const BASE = '/api/dia-d' as const;

export const listarIncidentes = route({
  method: 'GET',
  path: `${BASE}/incidentes`,
  query: consultaIncidentes,
  answer: z.array(incidente),
});
export const cambiarIncidente = route({
  method: 'PATCH',
  path: `${BASE}/incidentes/:id`,
  body: cambioIncidente,
  answer: incidente,
});
export const listarUsuariosAsignables = route({
  method: 'GET',
  path: `${BASE}/usuarios`,
  answer: z.array(usuarioAsignable),
  roles: ESCRITURA,
});
// Readers (lector) read every HQ screen, incidents and their photos included (issue 16).
export const fotoIncidente = route({ method: 'GET', path: `${BASE}/incidentes/:id/foto` });
/** Multipart: `id`, `tipo`, `texto`, optional `foto`. */
export const reportarIncidente = route({
  method: 'POST',
  path: RUTAS_DELEGADO.incidentes,
  answer: z.object({ id: z.string(), tipo: z.enum(TIPOS_INCIDENTE), creadoEn: z.string() }),
  roles: ['delegado'],
  fotoDelCelular: true,
});
