import { AREA_JURIDICO } from '@comando/contract';

/** Every key starts with the area's name, which is also the area the server names in live events. */
export const juridicoKeys = {
  all: [AREA_JURIDICO] as const,
  carpetas: [AREA_JURIDICO, 'carpetas'] as const,
  archivo: (url: string | null) => [AREA_JURIDICO, 'archivo', url] as const,
};
