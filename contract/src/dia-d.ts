import { z } from 'zod';
import {
  ESTADOS_INCIDENTE,
  MAX_NOTA_INCIDENTE,
  MAX_TEXTO_INCIDENTE,
  TIPOS_INCIDENTE,
} from './dia-d-textos.js';
import { acta, partido } from './actas.js';
import { RUTAS_DELEGADO } from './delegado-rutas.js';
import { route } from './http.js';
import { MENSAJES_DIA_D } from './dia-d-mensajes.js';
import { ESCRITURA, SOLO_ADMIN } from './roles.js';
import { cadena, MENSAJE_ID, texto, textoOpcional } from './schemas.js';
import { REGIONES_TERRITORIALES, regionTerritorialId, type RegionTerritorialId } from './territorial.js';

/**
 * Día D (issue 19): the registry of recintos and mesas, delegates (the territorial
 * defenders) on mesas, live coverage, the delegate's phone page and the incident desk.
 */
export const AREA_DIA_D = 'dia-d' as const;

export * from './dia-d-textos.js';
export * from './actas.js';
export * from './simulacro.js';
export * from './pendientes.js';
export * from './dia-d-ventana.js';
export { MENSAJES_DIA_D } from './dia-d-mensajes.js';

const M = MENSAJES_DIA_D;

// ---------- Departments ----------

const sinAcentos = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** A department of the CSV (its name or its id, any case and accents) to the region id. */
export function departamentoDe(texto: string): RegionTerritorialId | undefined {
  const t = sinAcentos(texto).replace(/\s+/g, '-');
  return REGIONES_TERRITORIALES.find((r) => r.id === t || sinAcentos(r.name).replace(/\s+/g, '-') === t)?.id;
}

export function nombreDepartamento(id: string): string {
  return REGIONES_TERRITORIALES.find((r) => r.id === id)?.name ?? id;
}

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

export const resultadoAsignacion = z.object({
  asignar: z.number(),
  sinCambios: z.number(),
  rechazadas: z.array(rechazo),
  aplicado: z.boolean(),
});
export type ResultadoAsignacion = z.infer<typeof resultadoAsignacion>;

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

export const acceso = z.object({ codigo: z.string(), enlace: z.string() });
export type Acceso = z.infer<typeof acceso>;

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

export const delegadoYo = z.object({
  nombre: z.string(),
  mesa: z.object({ codigo: z.string(), numero: z.number(), habilitados: z.number(), recinto }),
  llegada: z.string().nullable(),
  incidentes: z.array(z.object({ id: z.string(), tipo: z.enum(TIPOS_INCIDENTE), creadoEn: z.string() })),
  /** The ballot (issue 20), and the acta last sent for the mesa (null before the first). */
  partidos: z.array(partido),
  acta: acta.nullable(),
});
export type DelegadoYo = z.infer<typeof delegadoYo>;
/** Issue 28: a recinto chief's session on the same page (their mesas: `GET /api/jefe/recinto`). */
export const jefeYo = z.object({ nombre: z.string(), jefe: recinto });
export type JefeYo = z.infer<typeof jefeYo>;

export const usuarioAsignable = z.object({ id: z.string(), nombre: z.string() });

// ---------- Bodies ----------

/** A client-generated id (UUID or similar): resending the same submission counts once. */
const idEnvio = cadena(M.idRequerido)
  .trim()
  .regex(/^[A-Za-z0-9-]{8,64}$/, { error: M.idRequerido });

export const asignacionDelegado = z.strictObject({
  defensorId: cadena(M.defensorRequerido).trim().min(1, { error: M.defensorRequerido }).max(100).nullable(),
});
export type AsignacionDelegado = z.input<typeof asignacionDelegado>;

/** The web's assignment forms (delegate of a mesa, chief of a recinto): "Ninguno" is ''. */
export const formularioAsignacion = z
  .strictObject({ defensorId: z.string() })
  .transform(({ defensorId }): AsignacionDelegado => ({ defensorId: defensorId === '' ? null : defensorId }));

export const entradaDelegado = z.strictObject({
  codigo: cadena(M.codigoRequerido)
    .trim()
    .min(1, { error: M.codigoRequerido })
    .max(100, { error: M.codigoInvalido }),
});

export const llegadaNueva = z.strictObject({ id: idEnvio });

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

/** `?aplicar=true` applies an import; absent or `false`, a dry run that stores nothing. */
export const consultaAplicar = z.object({
  aplicar: z
    .enum(['true', 'false'], { error: MENSAJES_DIA_D.aplicarInvalido })
    .optional()
    .transform((v) => v === 'true'),
});
/** The defenders of one department (all when absent). */
export const consultaDefensores = z.object({
  departamento: z
    .enum(regionTerritorialId.options, { error: MENSAJES_DIA_D.filtroInvalido })
    .optional()
    .or(z.literal('').transform(() => undefined)),
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
export const asignarDelegado = route({
  method: 'PUT',
  path: `${BASE}/mesas/:codigo/delegado`,
  body: asignacionDelegado,
  answer: mesa,
});
export const asignarJefeRecinto = route({
  method: 'PUT',
  path: `${BASE}/recintos/:codigo/jefe`,
  body: asignacionDelegado,
  answer: recinto.extend({ jefe: delegadoMesa.nullable() }),
});
/** Body: CSV `telefono;codigo_mesa` as `text/csv`; `?aplicar=true` applies. */
export const importarDelegados = route({
  method: 'POST',
  path: `${BASE}/delegados/importar`,
  query: consultaAplicar,
  answer: resultadoAsignacion,
});
export const listarDefensoresDepartamento = route({
  method: 'GET',
  path: `${BASE}/defensores`,
  query: consultaDefensores,
  answer: z.array(
    delegadoMesa.extend({ departamento: z.string(), mesa: z.string().nullable(), acceso: z.boolean() }),
  ),
});
export const crearAcceso = route({
  method: 'POST',
  path: `${BASE}/delegados/:defensorId/acceso`,
  answer: acceso,
});
export const revocarAcceso = route({ method: 'DELETE', path: `${BASE}/delegados/:defensorId/acceso` });
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

export const entrarDelegado = route({
  method: 'POST',
  path: RUTAS_DELEGADO.entrar,
  body: entradaDelegado,
  answer: z.union([delegadoYo, jefeYo]),
  publico: true,
});
export const delegadoActual = route({
  method: 'GET',
  path: RUTAS_DELEGADO.yo,
  answer: z.union([delegadoYo, jefeYo]),
  roles: ['delegado'],
});
export const registrarLlegada = route({
  method: 'POST',
  path: RUTAS_DELEGADO.llegada,
  body: llegadaNueva,
  answer: z.object({ llegada: z.string() }),
  roles: ['delegado'],
});
/** Multipart: `id`, `tipo`, `texto`, optional `foto`. */
export const reportarIncidente = route({
  method: 'POST',
  path: RUTAS_DELEGADO.incidentes,
  answer: z.object({ id: z.string(), tipo: z.enum(TIPOS_INCIDENTE), creadoEn: z.string() }),
  roles: ['delegado'],
  fotoDelCelular: true,
});
export const salirDelegado = route({ method: 'POST', path: RUTAS_DELEGADO.salir, roles: ['delegado'] });
