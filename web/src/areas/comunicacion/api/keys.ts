/** Query keys of the area; all start with the area name so a change event can refresh them together. */
export const comunicacionKeys = {
  todo: ['comunicacion'] as const,
  prensaPagada: ['comunicacion', 'prensa-pagada'] as const,
  earnedMedia: ['comunicacion', 'earned-media'] as const,
  voceros: ['comunicacion', 'voceros'] as const,
  materiales: ['comunicacion', 'materiales'] as const,
  publicidad: ['comunicacion', 'publicidad'] as const,
};

/** The saved item replaces its old copy, or joins at the front (spec §7: newest first). */
export function conElemento<T extends { id: string }>(lista: T[] | undefined, item: T): T[] | undefined {
  if (!lista) return lista;
  return lista.some((x) => x.id === item.id)
    ? lista.map((x) => (x.id === item.id ? item : x))
    : [item, ...lista];
}

export function sinElemento<T extends { id: string }>(lista: T[] | undefined, id: string): T[] | undefined {
  return lista?.filter((x) => x.id !== id);
}
