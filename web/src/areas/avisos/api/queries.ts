import { cursorAviso, listarAvisos, ordenarPorCreacion, totalAvisos, type Aviso } from '@comando/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { avisosKeys } from './keys.js';

/**
 * Avisos per page: about 37 KB of JSON (6 KB gzipped), several panels' worth of rows,
 * so the first screen stays far under 100 KB even with 10.000 avisos.
 */
export const AVISOS_POR_PAGINA = 200;

/**
 * The avisos newest first, a page at a time (keyset: each page starts after the last
 * aviso of the one before). A live refresh reads the loaded pages again from the first.
 */
export const avisosQuery = infiniteQueryOptions({
  queryKey: avisosKeys.paginas,
  meta: { ruta: listarAvisos },
  initialPageParam: undefined as string | undefined,
  queryFn: async ({ signal, pageParam }) =>
    // The server already sorts; sorting again keeps the rule on both ends.
    ordenarPorCreacion(
      await call(listarAvisos, {
        signal,
        query: { limite: String(AVISOS_POR_PAGINA), despues: pageParam },
      }),
    ),
  // A short page is the last one.
  getNextPageParam: (ultima: Aviso[]) =>
    ultima.length < AVISOS_POR_PAGINA ? undefined : cursorAviso(ultima[ultima.length - 1]!),
});

/** How many avisos exist (the panel's count before every page is loaded). */
export const totalAvisosQuery = queryOptions({
  queryKey: avisosKeys.total,
  meta: { ruta: totalAvisos },
  queryFn: async ({ signal }) => (await call(totalAvisos, { signal })).total,
});

export function useAvisos() {
  return useInfiniteQuery(avisosQuery);
}

export function useTotalAvisos() {
  return useQuery(totalAvisosQuery);
}
