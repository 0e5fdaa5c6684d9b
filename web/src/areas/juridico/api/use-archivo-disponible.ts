import { useQuery } from '@tanstack/react-query';

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
    queryKey: ['juridico', 'archivo', url],
    queryFn: ({ signal }) => comprobarArchivo(url ?? '', signal),
    enabled: url !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
