import { AREA_DASHBOARD, AREA_ENCUESTAS } from '@comando/contract';

/** Every key starts with the area's name, which is also the area the server names in live events. */
export const dashboardKeys = {
  all: [AREA_DASHBOARD] as const,
  perfil: [AREA_DASHBOARD, 'perfil'] as const,
  campanas: [AREA_DASHBOARD, 'campanas'] as const,
  indicadores: [AREA_DASHBOARD, 'indicadores'] as const,
  finanzas: [AREA_DASHBOARD, 'finanzas'] as const,
  escucha: [AREA_DASHBOARD, 'escucha'] as const,
  operacion: [AREA_DASHBOARD, 'operacion'] as const,
  metricas: [AREA_DASHBOARD, 'metricas'] as const,
  /**
   * The tactical tracking is a route of the encuestas area (`/api/encuestas/tracking`,
   * fed by the polls), so a poll saved anywhere refreshes it through that area's events.
   */
  tracking: [AREA_ENCUESTAS, 'tracking'] as const,
};
