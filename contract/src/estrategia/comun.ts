import { z } from 'zod';
import { consultaArchivo } from '../archivos.js';
import { route } from '../http.js';
import { MENSAJES_ESTRATEGIA } from './textos.js';

/** What several Estrategia cards share: the description limit, the completion toggle, the area's files. */

const M = MENSAJES_ESTRATEGIA;

export const MAX_DESCRIPCION = 2000;

/** Beyond the spec: completion is persisted; the client sends the new value. */
export const cambioCompletado = z.strictObject({
  completado: z.boolean({ error: M.completadoRequerido }),
});

/** Content of any file of the area (inline; `?descargar=1` downloads). */
export const archivoEstrategia = route({
  method: 'GET',
  path: '/api/estrategia/archivos/:id',
  query: consultaArchivo,
});
export const rutaArchivoEstrategia = (id: string) => `/api/estrategia/archivos/${encodeURIComponent(id)}`;
export const eliminarArchivoEstrategia = route({ method: 'DELETE', path: '/api/estrategia/archivos/:id' });
