import { campanaProgreso, listarCampanas } from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { call } from '../../../api/client.js';
import { conCache, desdeCache } from './cache.js';
import { CACHE_VIEJA, esValido } from './query-helpers.js';

export const campanasQuery = queryOptions({
  queryKey: ['dashboard', 'campanas'],
  queryFn: ({ signal }) => conCache('campanas', () => call(listarCampanas, { signal })),
  initialData: () => desdeCache('campanas', esValido(z.array(campanaProgreso))),
  ...CACHE_VIEJA,
});

export const useCampanas = () => useQuery(campanasQuery);
