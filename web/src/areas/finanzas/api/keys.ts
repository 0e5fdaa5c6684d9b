import { AREA_FINANZAS } from '@comando/contract';

/** Every key starts with the area's name, which is also the area the server names in live events. */
export const finanzasKeys = {
  all: [AREA_FINANZAS] as const,
  estado: [AREA_FINANZAS, 'estado'] as const,
};
