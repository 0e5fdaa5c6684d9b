import { AREA_TERRITORIAL } from '@comando/contract';

/** Every key starts with the area's name, which is also the area the server names in live events. */
export const territorialKeys = {
  all: [AREA_TERRITORIAL] as const,
  resumen: [AREA_TERRITORIAL, 'resumen'] as const,
  region: (id: string) => [AREA_TERRITORIAL, 'region', id] as const,
};
