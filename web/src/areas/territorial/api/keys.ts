/** Query keys of the territorial area; every write invalidates `all`. */
export const territorialKeys = {
  all: ['territorial'] as const,
  resumen: () => [...territorialKeys.all, 'resumen'] as const,
  region: (id: string) => [...territorialKeys.all, 'region', id] as const,
};
