import { guardarPerfil, leerPerfil, perfilDashboard, type PerfilCambios } from '@comando/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export function useGuardarPerfil() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PerfilCambios) => call(guardarPerfil, { body }),
    onSuccess: (data) => {
      client.setQueryData(perfilQuery.queryKey, data);
      return client.invalidateQueries({ queryKey: perfilQuery.queryKey });
    },
  });
}
