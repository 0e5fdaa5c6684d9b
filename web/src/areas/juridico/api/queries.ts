import { archivoCarpeta, fillPath, listarCarpetas } from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { juridicoKeys } from './keys.js';

/** GET /api/juridico: every folder (newest first) with its files; tabs filter in the browser. */
export const carpetasQuery = queryOptions({
  queryKey: juridicoKeys.carpetas,
  meta: { ruta: listarCarpetas },
  queryFn: ({ signal }) => call(listarCarpetas, { signal }),
});

export function useCarpetas() {
  return useQuery(carpetasQuery);
}

/** Same-origin URL of one file of a folder (the viewer shows it inline). */
export function urlArchivo(carpetaId: string, archivoId: string): string {
  return fillPath(archivoCarpeta.path, { id: carpetaId, archivoId });
}

/**
 * Asks the server (HEAD, same origin, with the session cookie) whether a file
 * can be read before the viewer frames it: a frame cannot report a failed load.
 */
async function comprobarArchivo(url: string, signal: AbortSignal): Promise<true> {
  const res = await fetch(url, { method: 'HEAD', credentials: 'same-origin', signal });
  if (!res.ok) throw new Error(String(res.status));
  return true;
}

export function useArchivoDisponible(url: string | null) {
  return useQuery({
    queryKey: juridicoKeys.archivo(url),
    meta: { ruta: archivoCarpeta },
    queryFn: ({ signal }) => comprobarArchivo(url ?? '', signal),
    enabled: url !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
