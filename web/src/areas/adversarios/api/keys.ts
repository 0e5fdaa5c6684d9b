import { AREA_ADVERSARIOS } from '@comando/contract';

/** Every key starts with the area's name, which is also the area the server names in live events. */
export const adversariosKeys = {
  all: [AREA_ADVERSARIOS] as const,
  lista: [AREA_ADVERSARIOS, 'lista'] as const,
  actualizaciones: [AREA_ADVERSARIOS, 'actualizaciones'] as const,
};
