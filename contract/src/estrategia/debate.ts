import { z } from 'zod';
import { route } from '../http.js';
import { cadena, MENSAJE_ID, texto } from '../schemas.js';
import { MAX_DESCRIPCION } from './estrategia.js';
import { MENSAJES_ESTRATEGIA } from './textos.js';

/** The Debate card of Estrategia: thematic axes and their strategy. */

const M = MENSAJES_ESTRATEGIA;

export const ejeNuevo = z.strictObject({
  /** The spec's client-made id: accepted and ignored (the server makes ids). */
  id: z.union([cadena(MENSAJE_ID).max(100, { error: MENSAJE_ID }), z.number()]).optional(),
  title: texto({ requerido: M.tituloRequerido, max: 200 }),
  strategy: texto({ requerido: M.estrategiaRequerida, max: MAX_DESCRIPCION, multilinea: true }),
});
export type EjeNuevo = z.input<typeof ejeNuevo>;

export const eje = z.object({ id: z.string(), titulo: z.string(), estrategia: z.string() });
export type Eje = z.infer<typeof eje>;

export const listarEjes = route({ method: 'GET', path: '/api/estrategia/debate', answer: z.array(eje) });
export const crearEje = route({
  method: 'POST',
  path: '/api/estrategia/debate',
  body: ejeNuevo,
  answer: eje,
});
export const actualizarEje = route({
  method: 'PUT',
  path: '/api/estrategia/debate/:id',
  body: ejeNuevo,
  answer: eje,
});
export const eliminarEje = route({ method: 'DELETE', path: '/api/estrategia/debate/:id' });
