import {
  AREA_DIA_D,
  guardarAjustesRadar,
  leerAjustesRadar,
  leerMuestra,
  listarPendientes,
  resumirPendientes,
  type AjustesRadar,
  type ConsultaPendientes,
} from '@comando/contract';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from '../../../api/client.js';

/** The radar's filter as the query string carries it (no cursor). */
export type FiltroRadar = Omit<ConsultaPendientes, 'despues'>;

/** Under the area's name: every live event of Día D refreshes the radar. */
const keys = {
  lista: (f: FiltroRadar) => [AREA_DIA_D, 'pendientes', f] as const,
  resumen: (f: FiltroRadar) => [AREA_DIA_D, 'pendientes-resumen', f] as const,
  ajustes: () => [AREA_DIA_D, 'pendientes-ajustes'] as const,
  muestra: () => [AREA_DIA_D, 'muestra'] as const,
};

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

export function useGuardarAjustesRadar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AjustesRadar) => call(guardarAjustesRadar, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [AREA_DIA_D] }),
  });
}

export const useMuestra = () =>
  useQuery({ queryKey: keys.muestra(), queryFn: ({ signal }) => call(leerMuestra, { signal }) });
