import { z } from 'zod';
import { consultaArchivo } from '../archivos/index.js';
import { route } from '../http.js';
import { MENSAJES_ESTRATEGIA } from './textos.js';

/**
 * Estrategia: Día D coverage, planning strategies and
 * key documents, pre-campaign requirements, the strategic calendar and debate
 * themes, one file per card. Send names and answer names follow spec §7 exactly.
 */
export const AREA_ESTRATEGIA = 'estrategia' as const;

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
