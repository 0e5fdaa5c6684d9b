import type { QueryClient } from '@tanstack/react-query';

/**
 * Cache edits after one's own write: the server's answer is the saved item, so the
 * list on screen is updated in place instead of being read again.
 */

/** The saved item replaces its old copy, or joins the list (at the front, or where `orden` puts it). */
export function conElemento<T extends { id: string }>(
  lista: T[] | undefined,
  item: T,
  orden?: (a: T, b: T) => number,
): T[] | undefined {
  if (!lista) return lista;
  const nueva = lista.some((x) => x.id === item.id)
    ? lista.map((x) => (x.id === item.id ? item : x))
    : [item, ...lista];
  return orden ? nueva.sort(orden) : nueva;
}

/** The list without the deleted item. */
export function sinElemento<T extends { id: string }>(lista: T[] | undefined, id: string): T[] | undefined {
  return lista?.filter((x) => x.id !== id);
}

/** Newest first by a date-like text field (ISO dates compare as text); ties keep their order. */
export const porFechaDesc =
  <T>(campo: (x: T) => string) =>
  (a: T, b: T): number => {
    const fa = campo(a);
    const fb = campo(b);
    return fa === fb ? 0 : fa < fb ? 1 : -1;
  };

/**
 * What else of an area one's own write may change (a poll feeds the tracking, a
 * region's counts feed its card): read again every query of the area but the one
 * already updated from the answer.
 */
export function refrescarResto(client: QueryClient, area: readonly unknown[], hecho: readonly unknown[]) {
  return client.invalidateQueries({
    queryKey: area,
    predicate: (q) => JSON.stringify(q.queryKey) !== JSON.stringify(hecho),
  });
}
