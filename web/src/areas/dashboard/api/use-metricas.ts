import {
  listarMetricas,
  MENSAJES_DASHBOARD,
  metricaOperacion,
  type MetricaOperacion,
} from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, call } from '../../../api/client.js';
import { conCache, desdeCache } from './cache.js';
import { CACHE_VIEJA, esValido } from './query-helpers.js';

/**
 * Spec §8: a failed metrics read is only logged (no backend / the body's error /
 * a default text) and the table shows empty; a non-array answer is an empty list.
 */
async function leerMetricas(signal: AbortSignal): Promise<MetricaOperacion[]> {
  try {
    const data: unknown = await call(listarMetricas, { signal });
    return conCache('metricas', () =>
      Promise.resolve(Array.isArray(data) ? (data as MetricaOperacion[]) : []),
    );
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const texto =
      error instanceof ApiError
        ? error.status === 0
          ? MENSAJES_DASHBOARD.sinBackend
          : error.message || MENSAJES_DASHBOARD.errorMetricas
        : MENSAJES_DASHBOARD.errorMetricas;
    console.error(texto);
    return [];
  }
}

export const metricasQuery = queryOptions({
  queryKey: ['dashboard', 'metricas'],
  queryFn: ({ signal }) => leerMetricas(signal),
  initialData: () => desdeCache('metricas', esValido(z.array(metricaOperacion))),
  ...CACHE_VIEJA,
});

export const useMetricas = () => useQuery(metricasQuery);
