import { listarTracking, puntoTracking } from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
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
