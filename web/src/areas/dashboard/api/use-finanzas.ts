import { finanzasDashboard, leerFinanzasDashboard } from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { conCache, desdeCache } from './cache.js';
import { CACHE_VIEJA, esValido } from './query-helpers.js';

export const finanzasQuery = queryOptions({
  queryKey: ['dashboard', 'finanzas'],
  queryFn: ({ signal }) => conCache('finanzas', () => call(leerFinanzasDashboard, { signal })),
  initialData: () => desdeCache('finanzas', esValido(finanzasDashboard)),
  ...CACHE_VIEJA,
});

export const useFinanzas = () => useQuery(finanzasQuery);
