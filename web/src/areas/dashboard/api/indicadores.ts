import {
  guardarIndicador,
  indicadorSecundario,
  listarIndicadores,
  type IndicadorCambios,
} from '@comando/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { call } from '../../../api/client.js';
import { conCache, desdeCache } from './cache.js';
import { CACHE_VIEJA, esValido } from './query-helpers.js';

export const indicadoresQuery = queryOptions({
  queryKey: ['dashboard', 'indicadores'],
  queryFn: ({ signal }) => conCache('indicadores', () => call(listarIndicadores, { signal })),
  initialData: () => desdeCache('indicadores', esValido(z.array(indicadorSecundario))),
  ...CACHE_VIEJA,
});

export const useIndicadores = () => useQuery(indicadoresQuery);

export function useGuardarIndicador() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ type, body }: { type: string; body: IndicadorCambios }) =>
      call(guardarIndicador, { params: { type }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: indicadoresQuery.queryKey }),
  });
}
