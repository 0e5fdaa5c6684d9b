/**
 * Rows per multi-row INSERT: a table of up to 60 columns × 500 rows stays under SQLite's
 * (32.766) and PostgreSQL's (65.535) limits of parameters per statement.
 */
const FILAS_POR_LOTE = 500;

/** `items` in consecutive lots of at most `tamano`, in order (none for an empty list). */
export function lotes<T>(items: readonly T[], tamano = FILAS_POR_LOTE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += tamano) out.push(items.slice(i, i + tamano));
  return out;
}
