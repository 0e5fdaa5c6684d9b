import { guardarTracking, listarTracking, puntoTracking, type BodyOf } from '@comando/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { call } from '../../../api/client.js';
import { conCache, desdeCache } from './cache.js';
import { CACHE_VIEJA, esValido } from './query-helpers.js';

/** Tactical tracking polls (routes of the encuestas area, shared with the poll registry). */
export const trackingQuery = queryOptions({
  queryKey: ['dashboard', 'tracking'],
  queryFn: ({ signal }) => conCache('tracking', () => call(listarTracking, { signal })),
  initialData: () => desdeCache('tracking', esValido(z.array(puntoTracking))),
  ...CACHE_VIEJA,
});

export const useTracking = () => useQuery(trackingQuery);

export function useGuardarTracking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof guardarTracking>) => call(guardarTracking, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: trackingQuery.queryKey }),
  });
}
