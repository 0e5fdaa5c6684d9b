import { indicadorSecundario, listarIndicadores } from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
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
