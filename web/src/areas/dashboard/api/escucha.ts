import { escuchaSocial, guardarEscucha, leerEscucha, type EscuchaCambios } from '@comando/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export function useGuardarEscucha() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EscuchaCambios) => call(guardarEscucha, { body }),
    onSuccess: (data) => {
      client.setQueryData(escuchaQuery.queryKey, data);
      return client.invalidateQueries({ queryKey: escuchaQuery.queryKey });
    },
  });
}
