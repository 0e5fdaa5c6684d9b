import { z } from 'zod';
import { route } from '../../http.js';
import { acta, cifrasActa, ESTADOS_ACTA, partido } from '../actas/index.js';
import { recinto } from '../registro/index.js';
import { acceso } from './delegados.js';
import { ESTADOS_MESA_JEFE, RUTAS_JEFE } from './textos.js';

/**
 * Issue 28, the recinto chief's phone: HQ issues the chief a one-time access code (as it does a
 * delegate's); the chief enters on the delegates' page with it and follows every mesa of their
 * recinto, and sends the acta of a mesa whose delegate did not. The chief's ground is exactly
 * their recinto.
 */

const persona = z.object({ nombre: z.string(), celular: z.string() });

export const mesaDelJefe = z.object({
  codigo: z.string(),
  numero: z.number(),
  habilitados: z.number(),
  estado: z.enum(ESTADOS_MESA_JEFE),
  delegado: persona.nullable(),
  /** The mesa's current acta; `porJefe`: sent by the recinto chief (the chief may send it again). */
  acta: z.object({ version: z.number(), estado: z.enum(ESTADOS_ACTA), porJefe: z.boolean() }).nullable(),
});
export type MesaDelJefe = z.infer<typeof mesaDelJefe>;

export const recintoDelJefe = z.object({
  nombre: z.string(),
  recinto,
  mesas: z.array(mesaDelJefe),
  /** The ballot, for the acta's form (as the delegate's `yo` carries it). */
  partidos: z.array(partido),
});
export type RecintoDelJefe = z.infer<typeof recintoDelJefe>;

/** The chief's one-time code and its link, shown once (a new one revokes the previous). */
export const crearAccesoJefe = route({
  method: 'POST',
  path: '/api/dia-d/recintos/:codigo/jefe/acceso',
  answer: acceso,
});
/** Polled by the chief's phone: an unchanged answer is 304 on its ETag. */
export const leerRecintoJefe = route({
  method: 'GET',
  path: RUTAS_JEFE.recinto,
  answer: recintoDelJefe,
  roles: ['delegado'],
});
/** Multipart, exactly as the delegate's `POST /api/delegado/acta`. */
export const enviarActaJefe = route({
  method: 'POST',
  path: RUTAS_JEFE.acta,
  answer: acta,
  roles: ['delegado'],
  fotoDelCelular: true,
});
/**
 * Issue 44: the figures first, exactly as the delegate's `POST /api/delegado/acta/cifras`; the
 * photo follows by the same resumable upload (`crearSubidaFotoActa`).
 */
export const enviarCifrasActaJefe = route({
  method: 'POST',
  path: RUTAS_JEFE.actaCifras,
  body: cifrasActa,
  answer: acta,
  roles: ['delegado'],
});
