/** Query keys of the area; every mutation invalidates the keys it changes. */
export const claves = {
  diad: ['estrategia', 'diad'] as const,
  archivosDiaD: ['estrategia', 'diad', 'archivos'] as const,
  estrategias: ['estrategia', 'planeacion'] as const,
  documentos: ['estrategia', 'documentos'] as const,
  requisitos: ['estrategia', 'precampana'] as const,
  eventos: ['estrategia', 'calendario'] as const,
  ejes: ['estrategia', 'debate'] as const,
};
