// The CSV files Comando gives out (Finanzas, the audit trail, Día D's actas) follow one set of
// rules, for a Spanish spreadsheet: UTF-8 with BOM, `;` between cells, CRLF, and no cell that
// a spreadsheet would run as a formula.

/** One cell: quoted when it holds `;`, `"` or a line break; a leading = + - @ is neutralised. */
export function celdaCsv(value: string): string {
  // A cell starting with = + - @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A line of cells, without its line break. */
export const lineaCsv = (cells: readonly string[]): string => cells.map(celdaCsv).join(';');

/** The UTF-8 BOM and the header line. */
export const cabeceraCsv = (columnas: readonly string[]): string => `\uFEFF${columnas.join(';')}\r\n`;
