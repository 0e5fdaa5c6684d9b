/**
 * The one CSV reader of Día D's imports (registry, delegates, official results): `,` or `;`
 * (whichever the header uses more), UTF-8 or Latin-1, with or without BOM. Real names hold
 * quotes (`U.E. Villa Victoria "B"`, `Rodeo "A"`): a stray quote is read as the text it is, and
 * a line that still cannot be read is reported by its number, never the whole file refused.
 */
import { parse, type Options } from 'csv-parse/sync';

export interface Registro {
  /** Line of the file where the row starts (1 = the header). */
  linea: number;
  celdas: string[];
}

/** A header as compared: no quotes, no accents, upper case, words joined by `_`. */
export function normalizarCabecera(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f"']/g, '')
    .trim()
    .toUpperCase()
    .replace(/[\s.-]+/g, '_');
}

type Leida = { record: string[]; info: { lines: number } };

const opciones = (delimiter: string): Options => ({
  delimiter,
  relax_quotes: true,
  relax_column_count: true,
  skip_empty_lines: true,
  trim: true,
  info: true,
});

/**
 * The rows of a CSV text with their line numbers, and the numbers of the lines it could not
 * read. A quote that opens a field and never closes would swallow the rest of the file as one
 * field: then each line is read on its own, and a line whose quotes still do not pair is read
 * with its quotes as plain text.
 */
export function leerCsv(texto: string): { registros: Registro[]; ilegibles: number[] } {
  const primera = texto.slice(0, texto.search(/\r?\n|$/));
  const delimiter = primera.split(';').length > primera.split(',').length ? ';' : ',';
  try {
    const filas = parse(texto, opciones(delimiter)) as unknown as Leida[];
    return { registros: filas.map((f) => ({ linea: f.info.lines, celdas: f.record })), ilegibles: [] };
  } catch {
    // Line by line below.
  }
  const registros: Registro[] = [];
  const ilegibles: number[] = [];
  texto.split(/\r?\n/).forEach((linea, i) => {
    if (linea.trim() === '') return;
    for (const quote of ['"', false] as const) {
      try {
        const [fila] = parse(linea, { ...opciones(delimiter), quote }) as unknown as Leida[];
        if (fila) registros.push({ linea: i + 1, celdas: fila.record });
        return;
      } catch {
        // Try without quotes.
      }
    }
    ilegibles.push(i + 1);
  });
  return { registros, ilegibles };
}
