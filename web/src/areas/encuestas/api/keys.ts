import { AREA_ENCUESTAS } from '@comando/contract';

/**
 * Every key starts with the area's name, which is also the area the server names in
 * live events. The tactical tracking is an encuestas route (`/api/encuestas/tracking`,
 * fed by the polls), so the dashboard reads it under this area's key too.
 */
export const encuestasKeys = {
  all: [AREA_ENCUESTAS] as const,
  lista: [AREA_ENCUESTAS, 'lista'] as const,
};
