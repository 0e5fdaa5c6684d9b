import { z } from 'zod';
import { archivoMeta } from '../archivos/index.js';
import { route } from '../http.js';
import { fecha, texto } from '../schemas.js';
import { MAX_DESCRIPCION } from './estrategia.js';
import { MENSAJES_ESTRATEGIA } from './textos.js';

/** The Planeación card of Estrategia: strategies and key documents. */

/** Spec §9: recent strategies on the Planeación card. */
export const ESTRATEGIAS_RECIENTES = 3;

const M = MENSAJES_ESTRATEGIA;

export const estrategiaNueva = z.strictObject({
  /** yyyy-mm-dd; absent = today in La Paz. */
  date: fecha(M.fechaRequerida).optional(),
  description: texto({ requerido: M.descripcionRequerida, max: MAX_DESCRIPCION, multilinea: true }),
});
export type EstrategiaNueva = z.input<typeof estrategiaNueva>;

export const estrategia = z.object({
  id: z.string(),
  fecha: z.string(),
  descripcion: z.string(),
  archivo: archivoMeta.nullable(),
});
export type Estrategia = z.infer<typeof estrategia>;

export const listarEstrategias = route({
  method: 'GET',
  path: '/api/estrategia/planeacion',
  answer: z.array(estrategia),
});
export const crearEstrategia = route({
  method: 'POST',
  path: '/api/estrategia/planeacion',
  body: estrategiaNueva,
  answer: estrategia,
});
/** Multipart: fields `date`, `description` and at most one file `archivo`. */
export const crearEstrategiaConArchivo = route({
  method: 'POST',
  path: '/api/estrategia/planeacion/con-archivo',
  answer: estrategia,
});
export const eliminarEstrategia = route({ method: 'DELETE', path: '/api/estrategia/planeacion/:id' });

export const listarDocumentosClave = route({
  method: 'GET',
  path: '/api/estrategia/documentos',
  answer: z.array(archivoMeta),
});
/** Multipart (field `archivos`, several). */
export const subirDocumentosClave = route({
  method: 'POST',
  path: '/api/estrategia/documentos',
  answer: z.array(archivoMeta),
});
