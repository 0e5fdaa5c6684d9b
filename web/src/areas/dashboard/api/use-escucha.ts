import { escuchaSocial, leerEscucha } from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { conCache, desdeCache } from './cache.js';
import { CACHE_VIEJA, esValido } from './query-helpers.js';

export const escuchaQuery = queryOptions({
  queryKey: ['dashboard', 'escucha'],
  queryFn: ({ signal }) => conCache('escucha', () => call(leerEscucha, { signal })),
  initialData: () => desdeCache('escucha', esValido(escuchaSocial)),
  ...CACHE_VIEJA,
});

export const useEscucha = () => useQuery(escuchaQuery);
