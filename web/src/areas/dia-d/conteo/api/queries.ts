import {
  leerConteo,
  leerConteoRapido,
  listarMesasActas,
  listarRecintosMapa,
  type ConsultaMesasActas,
} from '@comando/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../../../api/client.js';
import { conteoKeys } from './keys.js';

export const useConteo = () =>
  useQuery({ queryKey: conteoKeys.conteo(), queryFn: ({ signal }) => call(leerConteo, { signal }) });

/** The mesas behind the count with their actas, a page at a time (cursor). */
export const useMesasActas = (filtros: ConsultaMesasActas) =>
  useInfiniteQuery({
    queryKey: conteoKeys.mesasActas(filtros),
    queryFn: ({ pageParam, signal }) =>
      call(listarMesasActas, { query: { ...filtros, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (ultima) => ultima.siguiente ?? undefined,
  });

export const useConteoRapido = () =>
  useQuery({
    queryKey: conteoKeys.conteoRapido(),
    queryFn: ({ signal }) => call(leerConteoRapido, { signal }),
  });

/** The recintos with a place, for the map's points (issue 28). */
export const useRecintosMapa = () =>
  useQuery({
    queryKey: conteoKeys.recintosMapa(),
    queryFn: ({ signal }) => call(listarRecintosMapa, { signal }),
  });
