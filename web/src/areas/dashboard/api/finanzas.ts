import {
  finanzasDashboard,
  guardarFinanzasDashboard,
  leerFinanzasDashboard,
  type FinanzasCambios,
} from '@comando/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export function useGuardarFinanzas() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FinanzasCambios) => call(guardarFinanzasDashboard, { body }),
    onSuccess: (data) => {
      client.setQueryData(finanzasQuery.queryKey, data);
      return client.invalidateQueries({ queryKey: finanzasQuery.queryKey });
    },
  });
}
