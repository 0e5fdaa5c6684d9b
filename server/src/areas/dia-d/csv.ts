/**
 * The one CSV reader of Día D's imports (registry, delegates, official results): `,` or `;`
 * (whichever the header uses more), UTF-8 or Latin-1, with or without BOM. Real names hold
 * quotes (`U.E. Villa Victoria "B"`, `Rodeo "A"`): a stray quote is read as the text it is, and
 * a line that still cannot be read is reported by its number, never the whole file refused.
 */
import { MENSAJES_DIA_D as M } from '@comando/contract';
import { parse, type Options } from 'csv-parse/sync';
import { badRequest, HttpError } from '../../http/errors.js';

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

/** A line of an import that was refused, by its number in the file (1 = the header), and why. */
export interface Rechazo {
  linea: number;
  motivo: string;
}

/**
 * Reads a CSV with a header row: the header's cells and the data rows with their line numbers;
 * a line that cannot be read is refused by its number (an empty file or an unreadable header: 400).
 */
export function leerConCabecera(texto: string): {
  cabecera: string[];
  datos: Registro[];
  rechazadas: Rechazo[];
} {
  if (texto.trim() === '') throw badRequest(M.csvVacio);
  const { registros, ilegibles } = leerCsv(texto);
  const [cabecera, ...datos] = registros;
  if (!cabecera) throw badRequest(M.csvVacio);
  const rechazadas = ilegibles.map((linea) => ({ linea, motivo: M.lineaIlegible }));
  if (ilegibles.includes(1)) throw badRequest(M.csvIlegible);
  return { cabecera: cabecera.celdas, datos, rechazadas };
}

const normal = (s: string) => s.trim().toLowerCase();

/** Whether a header's cells name these columns, in this order (any case, spaces around). */
export const esCabecera = (celdas: string[], columnas: readonly string[]) =>
  celdas.map(normal).join('|') === columnas.join('|');

/** The content types of a route whose body is a CSV file (decoded to text by the area's parser, routes.ts). */
export const CUERPO_CSV = ['text/csv'] as const;

/** A CSV body as text: anything else was not sent as `text/csv` (415). */
export function textoCsv(body: unknown): string {
  if (typeof body !== 'string') throw new HttpError(415, M.csvTipo);
  return body;
}
