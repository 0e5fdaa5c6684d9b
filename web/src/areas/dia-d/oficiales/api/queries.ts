import { leerComparacion, listarResultadosOficiales, type ConsultaComparacion } from '@comando/contract';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../../../api/client.js';
import { oficialesKeys } from './keys.js';

/** The official count (issue 29): its snapshots, and the comparison with ours. */
export const useInstantaneas = () =>
  useQuery({
    queryKey: oficialesKeys.instantaneas(),
    queryFn: ({ signal }) => call(listarResultadosOficiales, { signal }),
  });

/** The comparison, a page of mesas at a time (cursor); every page carries the same totals. */
export const useComparacion = (filtros: ConsultaComparacion) =>
  useInfiniteQuery({
    queryKey: oficialesKeys.comparacion(filtros),
    queryFn: ({ pageParam, signal }) =>
      call(leerComparacion, { query: { ...filtros, despues: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (ultima) => ultima.siguiente ?? undefined,
    placeholderData: keepPreviousData,
  });
