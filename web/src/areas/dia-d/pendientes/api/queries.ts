import { leerAjustesRadar, leerMuestra, listarPendientes, resumirPendientes } from '@comando/contract';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../../../api/client.js';
import { pendientesKeys as keys, type FiltroRadar } from './keys.js';

/** The mesas of one state, a page at a time (cursor `despues`). */
export const usePendientes = (f: FiltroRadar) =>
  useInfiniteQuery({
    queryKey: keys.lista(f),
    queryFn: ({ pageParam, signal }) =>
      call(listarPendientes, { query: { ...f, ...(pageParam ? { despues: pageParam } : {}) }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (ultima) => ultima.siguiente ?? undefined,
  });

export const useResumenPendientes = (f: FiltroRadar) =>
  useQuery({
    queryKey: keys.resumen(f),
    queryFn: ({ signal }) => call(resumirPendientes, { query: f, signal }),
    placeholderData: keepPreviousData,
  });

export const useAjustesRadar = () =>
  useQuery({ queryKey: keys.ajustes(), queryFn: ({ signal }) => call(leerAjustesRadar, { signal }) });

/** The quick count's sample mesas and where each stands on the radar. */
export const useMuestra = () =>
  useQuery({ queryKey: keys.muestra(), queryFn: ({ signal }) => call(leerMuestra, { signal }) });
