import { AREA_AVISOS } from '@comando/contract';

/** Every key starts with the area's name, which is also the area the server names in live events. */
export const avisosKeys = {
  all: [AREA_AVISOS] as const,
  paginas: [AREA_AVISOS, 'paginas'] as const,
  total: [AREA_AVISOS, 'total'] as const,
};
