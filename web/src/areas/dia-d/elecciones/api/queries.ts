import {
  compararElecciones,
  listarPrioridad,
  type ConsultaComparacionElecciones,
  type ConsultaPrioridad,
} from '@comando/contract';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../../../api/client.js';
import { limpio } from '../../comun/index.js';
import { eleccionesKeys } from './keys.js';

/** Two elections side by side at the place chosen (the server's defaults when none is named). */
export const useComparacion = (f: ConsultaComparacionElecciones) =>
  useQuery({
    queryKey: eleccionesKeys.comparacion(f),
    queryFn: ({ signal }) => call(compararElecciones, { query: limpio(f), signal }),
    placeholderData: keepPreviousData,
    meta: { ruta: compararElecciones },
  });

/** The prioridad view, page after page («Cargar más»). */
export const usePrioridad = (f: Omit<ConsultaPrioridad, 'despues'>) =>
  useInfiniteQuery({
    queryKey: eleccionesKeys.prioridad(f),
    queryFn: ({ signal, pageParam }) =>
      call(listarPrioridad, { query: limpio({ ...f, despues: pageParam }), signal }),
    initialPageParam: '',
    getNextPageParam: (ultima) => ultima.siguiente ?? undefined,
    meta: { ruta: listarPrioridad },
  });
