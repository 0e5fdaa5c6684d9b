import { avanceOperacion, listarOperacion } from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { call } from '../../../api/client.js';
import { conCache, desdeCache } from './cache.js';
import { CACHE_VIEJA, esValido } from './query-helpers.js';

export const operacionQuery = queryOptions({
  queryKey: ['dashboard', 'operacion'],
  queryFn: ({ signal }) => conCache('operacion', () => call(listarOperacion, { signal })),
  initialData: () => desdeCache('operacion', esValido(z.array(avanceOperacion))),
  ...CACHE_VIEJA,
});

export const useOperacion = () => useQuery(operacionQuery);
