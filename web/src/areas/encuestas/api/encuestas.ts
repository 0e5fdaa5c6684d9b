import { listarEncuestas } from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';

export const encuestasQuery = queryOptions({
  queryKey: ['encuestas'],
  queryFn: ({ signal }) => call(listarEncuestas, { signal }),
});

export const useEncuestas = () => useQuery(encuestasQuery);

/** Query key of the tactical tracking (dashboard area), which polls feed. */
export const TRACKING_KEY = ['dashboard', 'tracking'] as const;
