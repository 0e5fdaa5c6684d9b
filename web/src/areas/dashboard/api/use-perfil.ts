import { leerPerfil, perfilDashboard } from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { conCache, desdeCache } from './cache.js';
import { CACHE_VIEJA, esValido } from './query-helpers.js';

export const perfilQuery = queryOptions({
  queryKey: ['dashboard', 'perfil'],
  queryFn: ({ signal }) => conCache('perfil', () => call(leerPerfil, { signal })),
  initialData: () => desdeCache('perfil', esValido(perfilDashboard)),
  ...CACHE_VIEJA,
});

export const usePerfil = () => useQuery(perfilQuery);
