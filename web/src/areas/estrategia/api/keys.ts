import { AREA_ESTRATEGIA } from '@comando/contract';

/** Every key starts with the area's name, which is also the area the server names in live events. */
export const estrategiaKeys = {
  all: [AREA_ESTRATEGIA] as const,
  diad: [AREA_ESTRATEGIA, 'diad'] as const,
  archivosDiaD: [AREA_ESTRATEGIA, 'diad-archivos'] as const,
  estrategias: [AREA_ESTRATEGIA, 'planeacion'] as const,
  documentos: [AREA_ESTRATEGIA, 'documentos'] as const,
  requisitos: [AREA_ESTRATEGIA, 'precampana'] as const,
  eventos: [AREA_ESTRATEGIA, 'calendario'] as const,
  ejes: [AREA_ESTRATEGIA, 'debate'] as const,
};
