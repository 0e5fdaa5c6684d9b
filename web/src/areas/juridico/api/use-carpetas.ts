import { archivoCarpeta, fillPath, listarCarpetas } from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';

export const carpetasKey = ['juridico', 'carpetas'] as const;

/** GET /api/juridico: every folder (newest first) with its files; tabs filter in the browser. */
const carpetasQuery = queryOptions({
  queryKey: carpetasKey,
  queryFn: ({ signal }) => call(listarCarpetas, { signal }),
});

export function useCarpetas() {
  return useQuery(carpetasQuery);
}

/** Same-origin URL of one file of a folder (the viewer shows it inline). */
export function urlArchivo(carpetaId: string, archivoId: string): string {
  return fillPath(archivoCarpeta.path, { id: carpetaId, archivoId });
}
