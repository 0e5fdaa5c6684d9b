import { z } from 'zod';
import { route } from '../../http.js';
import { cadena } from '../../schemas.js';
import { regionTerritorialId } from '../../territorial/index.js';
import { acta, partido } from '../actas/index.js';
import { idEnvio } from '../dia-d.js';
import { RUTAS_DELEGADO } from '../delegado-rutas.js';
import { MENSAJES_DIA_D } from '../errores.js';
import { consultaAplicar, delegadoMesa, mesa, rechazo, recinto } from '../registro/index.js';
import { TIPOS_INCIDENTE } from '../textos.js';

/**
 * Día D's delegates (issues 19, 28): the territorial defenders assigned to mesas (one by one or
 * from a CSV) and the chiefs to recintos, their one-time access codes, and the phone page's
 * session: entering with the code, checking in at the mesa, leaving.
 */

const M = MENSAJES_DIA_D;

// ---------- Entities ----------

export const resultadoAsignacion = z.object({
  asignar: z.number(),
  sinCambios: z.number(),
  rechazadas: z.array(rechazo),
  aplicado: z.boolean(),
});
export type ResultadoAsignacion = z.infer<typeof resultadoAsignacion>;

/**
 * A one-time access as it is shown once (and printed): the code, its link, and (issue 44) the PIN
 * that goes at the end of the holder's SMS.
 */
export const acceso = z.object({ codigo: z.string(), enlace: z.string(), pin: z.string() });
export type Acceso = z.infer<typeof acceso>;

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

// ---------- Bodies ----------

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

// ---------- Query strings ----------

/** The defenders of one department (all when absent). */
export const consultaDefensores = z.object({
  departamento: z
    .enum(regionTerritorialId.options, { error: MENSAJES_DIA_D.filtroInvalido })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

// ---------- Routes ----------

const BASE = '/api/dia-d' as const;

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
export const salirDelegado = route({ method: 'POST', path: RUTAS_DELEGADO.salir, roles: ['delegado'] });
