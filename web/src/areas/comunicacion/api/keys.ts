import { AREA_COMUNICACION } from '@comando/contract';

/** Every key starts with the area's name, which is also the area the server names in live events. */
export const comunicacionKeys = {
  all: [AREA_COMUNICACION] as const,
  prensaPagada: [AREA_COMUNICACION, 'prensa-pagada'] as const,
  earnedMedia: [AREA_COMUNICACION, 'earned-media'] as const,
  voceros: [AREA_COMUNICACION, 'voceros'] as const,
  materiales: [AREA_COMUNICACION, 'materiales'] as const,
  publicidad: [AREA_COMUNICACION, 'publicidad'] as const,
};
