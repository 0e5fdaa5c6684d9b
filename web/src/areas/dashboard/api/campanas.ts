import { campanaProgreso, guardarCampana, listarCampanas, type CampanaCambios } from '@comando/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export function useGuardarCampana() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, body }: { name: string; body: CampanaCambios }) =>
      call(guardarCampana, { params: { name }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: campanasQuery.queryKey }),
  });
}
