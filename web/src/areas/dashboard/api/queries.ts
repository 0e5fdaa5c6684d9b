import {
  campanaProgreso,
  escuchaSocial,
  finanzasDashboard,
  indicadorSecundario,
  leerEscucha,
  leerFinanzasDashboard,
  leerPerfil,
  listarCampanas,
  listarIndicadores,
  listarMetricas,
  listarOperacion,
  listarTracking,
  avanceOperacion,
  MENSAJES_DASHBOARD,
  metricaOperacion,
  perfilDashboard,
  puntoTracking,
  type MetricaOperacion,
} from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, call } from '../../../api/client.js';
import { conCache, desdeCache } from './cache.js';
import { dashboardKeys } from './keys.js';
import { CACHE_VIEJA, esValido } from './query-helpers.js';

// Every part shows the figures last seen in this browser at once, then asks the server.

export const perfilQuery = queryOptions({
  queryKey: dashboardKeys.perfil,
  meta: { ruta: leerPerfil },
  queryFn: ({ signal }) => conCache('perfil', () => call(leerPerfil, { signal })),
  initialData: () => desdeCache('perfil', esValido(perfilDashboard)),
  ...CACHE_VIEJA,
});
export const usePerfil = () => useQuery(perfilQuery);

export const campanasQuery = queryOptions({
  queryKey: dashboardKeys.campanas,
  meta: { ruta: listarCampanas },
  queryFn: ({ signal }) => conCache('campanas', () => call(listarCampanas, { signal })),
  initialData: () => desdeCache('campanas', esValido(z.array(campanaProgreso))),
  ...CACHE_VIEJA,
});
export const useCampanas = () => useQuery(campanasQuery);

export const indicadoresQuery = queryOptions({
  queryKey: dashboardKeys.indicadores,
  meta: { ruta: listarIndicadores },
  queryFn: ({ signal }) => conCache('indicadores', () => call(listarIndicadores, { signal })),
  initialData: () => desdeCache('indicadores', esValido(z.array(indicadorSecundario))),
  ...CACHE_VIEJA,
});
export const useIndicadores = () => useQuery(indicadoresQuery);

export const finanzasQuery = queryOptions({
  queryKey: dashboardKeys.finanzas,
  meta: { ruta: leerFinanzasDashboard },
  queryFn: ({ signal }) => conCache('finanzas', () => call(leerFinanzasDashboard, { signal })),
  initialData: () => desdeCache('finanzas', esValido(finanzasDashboard)),
  ...CACHE_VIEJA,
});
export const useFinanzas = () => useQuery(finanzasQuery);

/** Tactical tracking polls (routes of the encuestas area, shared with the poll registry). */
export const trackingQuery = queryOptions({
  queryKey: dashboardKeys.tracking,
  meta: { ruta: listarTracking },
  queryFn: ({ signal }) => conCache('tracking', () => call(listarTracking, { signal })),
  initialData: () => desdeCache('tracking', esValido(z.array(puntoTracking))),
  ...CACHE_VIEJA,
});
export const useTracking = () => useQuery(trackingQuery);

export const escuchaQuery = queryOptions({
  queryKey: dashboardKeys.escucha,
  meta: { ruta: leerEscucha },
  queryFn: ({ signal }) => conCache('escucha', () => call(leerEscucha, { signal })),
  initialData: () => desdeCache('escucha', esValido(escuchaSocial)),
  ...CACHE_VIEJA,
});
export const useEscucha = () => useQuery(escuchaQuery);

export const operacionQuery = queryOptions({
  queryKey: dashboardKeys.operacion,
  meta: { ruta: listarOperacion },
  queryFn: ({ signal }) => conCache('operacion', () => call(listarOperacion, { signal })),
  initialData: () => desdeCache('operacion', esValido(z.array(avanceOperacion))),
  ...CACHE_VIEJA,
});
export const useOperacion = () => useQuery(operacionQuery);

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
  queryKey: dashboardKeys.metricas,
  meta: { ruta: listarMetricas },
  queryFn: ({ signal }) => leerMetricas(signal),
  initialData: () => desdeCache('metricas', esValido(z.array(metricaOperacion))),
  ...CACHE_VIEJA,
});
export const useMetricas = () => useQuery(metricasQuery);
