import {
  AREA_ENCUESTAS,
  guardarCampana,
  guardarEscucha,
  guardarFinanzasDashboard,
  guardarIndicador,
  guardarMetrica,
  guardarOperacion,
  guardarPerfil,
  guardarTracking,
  type BodyOf,
  type CampanaCambios,
  type EscuchaCambios,
  type FinanzasCambios,
  type IndicadorCambios,
  type MetricaCambios,
  type OperacionCambios,
  type PerfilCambios,
} from '@comando/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { guardarEnCache, type ClaveSnapshot } from './cache.js';
import { dashboardKeys } from './keys.js';

/** Puts the saved value on screen and in this browser's snapshot (dashboard-storage). */
function mostrar<T>(
  client: QueryClient,
  clave: ClaveSnapshot,
  key: readonly unknown[],
  actualizar: (v: T | undefined) => T | undefined,
) {
  const nuevo = client.setQueryData<T>(key, actualizar);
  if (nuevo !== undefined) guardarEnCache(clave, nuevo);
}

/** The saved row replaces the one with the same identity (name, type, campaign, area). */
const reemplazar =
  <T>(guardado: T, mismo: (x: T) => boolean) =>
  (lista: T[] | undefined) =>
    lista?.map((x) => (mismo(x) ? guardado : x));

export function useGuardarPerfil() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PerfilCambios) => call(guardarPerfil, { body }),
    onSuccess: (data) => mostrar(client, 'perfil', dashboardKeys.perfil, () => data),
  });
}

export function useGuardarCampana() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, body }: { name: string; body: CampanaCambios }) =>
      call(guardarCampana, { params: { name }, body }),
    onSuccess: (c) =>
      mostrar(
        client,
        'campanas',
        dashboardKeys.campanas,
        reemplazar(c, (x) => x.name === c.name),
      ),
  });
}

export function useGuardarIndicador() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ type, body }: { type: string; body: IndicadorCambios }) =>
      call(guardarIndicador, { params: { type }, body }),
    onSuccess: (i) =>
      mostrar(
        client,
        'indicadores',
        dashboardKeys.indicadores,
        reemplazar(i, (x) => x.type === i.type),
      ),
  });
}

export function useGuardarFinanzas() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FinanzasCambios) => call(guardarFinanzasDashboard, { body }),
    onSuccess: (data) => mostrar(client, 'finanzas', dashboardKeys.finanzas, () => data),
  });
}

export function useGuardarEscucha() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EscuchaCambios) => call(guardarEscucha, { body }),
    onSuccess: (data) => mostrar(client, 'escucha', dashboardKeys.escucha, () => data),
  });
}

export function useGuardarOperacion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ campaign, body }: { campaign: number; body: OperacionCambios }) =>
      call(guardarOperacion, { params: { campaign: String(campaign) }, body }),
    onSuccess: (o) =>
      mostrar(
        client,
        'operacion',
        dashboardKeys.operacion,
        reemplazar(o, (x) => x.campaign === o.campaign),
      ),
  });
}

export function useGuardarMetrica() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ area, body }: { area: string; body: MetricaCambios }) =>
      call(guardarMetrica, { params: { area }, body }),
    onSuccess: (m) =>
      mostrar(
        client,
        'metricas',
        dashboardKeys.metricas,
        reemplazar(m, (x) => x.area === m.area),
      ),
  });
}

/**
 * POST /api/encuestas/tracking: a point may create or change a poll and move a
 * candidate's trend, so the encuestas area (tracking and poll list) is read again.
 */
export function useGuardarTracking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof guardarTracking>) => call(guardarTracking, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [AREA_ENCUESTAS] }),
  });
}
