import {
  COLUMNAS_OFICIALES,
  COLUMNAS_OPCIONALES,
  MENSAJES_OFICIALES as M,
  decodificarArchivo,
  type ColumnaOficial,
} from '@comando/contract';
import { badRequest } from '../../../http/errors.js';
import { leerXlsxRapido } from './xlsx.js';
import { leerCsv as leerCsvTexto, normalizarCabecera as normalizar, type Registro } from '../csv.js';

/**
 * Reads the electoral body's per-mesa export (issue 29): CSV (`,` or `;`, UTF-8 or Latin-1,
 * with or without BOM) or XLSX, one row per mesa and candidatura. Knows nothing of the
 * database: it answers the rows it read, with their line in the file, and the reason of every
 * row it could not read.
 */

export interface FilaOficial {
  linea: number;
  codigo: string;
  candidatura: string;
  pais: string;
  departamento: string;
  provincia: string;
  municipio: string;
  recinto: string;
  numero: number;
  habilitados: number;
  validos: number;
  blancos: number;
  nulos: number;
  emitidos: number;
  /** Votes by the file's party column, in the header's text. */
  votos: Record<string, number>;
}

interface ErrorFila {
  linea: number;
  error: string;
}

export interface ArchivoOficial {
  columnasPartido: string[];
  filas: FilaOficial[];
  /** Rows not read: they are not part of `filas`. */
  ilegibles: ErrorFila[];
}

const ALIAS = new Map<string, ColumnaOficial>(
  Object.entries(COLUMNAS_OFICIALES).flatMap(([col, nombres]) =>
    nombres.map((n) => [n, col as ColumnaOficial] as const),
  ),
);

function leerCsv(bytes: Buffer, ilegibles: ErrorFila[]): Registro[] {
  const leido = leerCsvTexto(decodificarArchivo(bytes));
  for (const linea of leido.ilegibles) ilegibles.push({ linea, error: M.ilegible });
  return leido.registros;
}

/** A sheet of the book (the CSV is one unnamed sheet): its rows, the header first. */
interface Hoja {
  nombre?: string;
  registros: Registro[];
}

/**
 * Every sheet of an XLSX: as published in 2020 the book has one sheet per candidatura
 * (`Presidente`, `Diputado Uninominal`, `Diputado Especial`), each with its own header.
 */
async function leerXlsx(bytes: Buffer): Promise<Hoja[]> {
  // A plain book is read by xlsx.ts (a second for 70.000 rows); anything else by exceljs,
  // loaded on the first such XLSX only (bundled, it added ~1 MB to every start-up), the whole
  // book: its streaming reader split a "Nº" falling across two chunks into "N��".
  try {
    const rapido = leerXlsxRapido(bytes);
    if (rapido) return rapido;
  } catch {
    // Read by exceljs below.
  }
  return leerXlsxExceljs(bytes);
}

/** Every sheet of an XLSX as exceljs reads it (a Spanish 400 when it cannot). */
export async function leerXlsxExceljs(bytes: Buffer): Promise<Hoja[]> {
  const { default: ExcelJS } = await import('exceljs');
  const libro = new ExcelJS.Workbook();
  try {
    await libro.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(M.xlsxIlegible);
  }
  return libro.worksheets.map((hoja) => {
    const registros: Registro[] = [];
    hoja.eachRow({ includeEmpty: false }, (fila, linea) => {
      const celdas: string[] = [];
      for (let c = 1; c <= fila.cellCount; c++) {
        const celda = fila.getCell(c);
        // A number's own value, not its display ("1.234" under a thousands format).
        celdas.push(typeof celda.value === 'number' ? String(celda.value) : celda.text.trim());
      }
      registros.push({ linea, celdas });
    });
    return { nombre: hoja.name, registros };
  });
}

const ENTERO = /^\d{1,7}$/;
const MAX_CIFRA = 1_000_000;

/** The columns of the header: each known one's index, and the party columns between HAB and VV. */
function cabecera(celdas: string[]) {
  const indice = new Map<ColumnaOficial, number>();
  celdas.forEach((c, i) => {
    const col = ALIAS.get(normalizar(c));
    if (col && !indice.has(col)) indice.set(col, i);
  });
  for (const col of Object.keys(COLUMNAS_OFICIALES) as ColumnaOficial[])
    if (!indice.has(col) && !COLUMNAS_OPCIONALES.includes(col)) throw badRequest(M.columnaFalta(col));
  const hab = indice.get('INSCRITOS_HABILITADOS') as number;
  const vv = indice.get('VOTO_VALIDO') as number;
  const partidos: { nombre: string; i: number }[] = [];
  for (let i = hab + 1; i < vv; i++) {
    const nombre = (celdas[i] ?? '').replace(/"/g, '').trim();
    if (nombre && !ALIAS.has(normalizar(nombre))) partidos.push({ nombre, i });
  }
  if (partidos.length === 0) throw badRequest(M.sinPartidos);
  return { indice, partidos };
}

/** Progress of a long read or write: `hechas` of `total`; awaited, so the event loop turns. */
export type Avance = (hechas: number, total: number) => Promise<void>;
/** Rows between two progress reports. */
const PASO_AVANCE = 2000;

/**
 * Reads an official export; throws a Spanish 400 when the file as a whole cannot be read.
 * With `avance`, reports the rows read every PASO_AVANCE rows.
 */
export async function leerArchivoOficial(bytes: Buffer, avance?: Avance): Promise<ArchivoOficial> {
  const ilegibles: ErrorFila[] = [];
  // An XLSX is a ZIP: it starts with "PK\x03\x04".
  const esXlsx = bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const hojas: Hoja[] = esXlsx ? await leerXlsx(bytes) : [{ registros: leerCsv(bytes, ilegibles) }];
  const conDatos = hojas.filter((h) => h.registros.length > 1);
  const [primeraHoja, ...otras] = conDatos;
  if (!primeraHoja) throw badRequest(M.vacio);
  // The first sheet with rows must be the export (a Spanish 400 otherwise); a later sheet
  // whose header is not (a note, a summary) is left out.
  const leibles = [
    { hoja: primeraHoja, ...cabecera(primeraHoja.registros[0]?.celdas ?? []) },
    ...otras.flatMap((hoja) => {
      try {
        return [{ hoja, ...cabecera(hoja.registros[0]?.celdas ?? []) }];
      } catch {
        return [];
      }
    }),
  ];
  const total = leibles.reduce((n, l) => n + l.hoja.registros.length - 1, 0);
  let hechas = 0;
  const columnasPartido: string[] = [];
  const filas: FilaOficial[] = [];
  const vistas = new Map<string, number>();
  for (const [h, { hoja, indice, partidos }] of leibles.entries()) {
    for (const p of partidos) if (!columnasPartido.includes(p.nombre)) columnasPartido.push(p.nombre);
    const [primera, ...datos] = hoja.registros;
    const titulos = primera?.celdas ?? [];
    const columnas = titulos.length;
    const errores: ErrorFila[] = [];
    // Each figure column's name as an error names it (computed once, not per row).
    const nombres = new Map([...indice].map(([col, i]) => [col, normalizar(titulos[i] ?? col)]));
    for (const { linea, celdas } of datos) {
      if (avance && hechas % PASO_AVANCE === 0) await avance(hechas, total);
      hechas++;
      const fallo = (error: string) =>
        errores.push({ linea, error: h > 0 && hoja.nombre ? M.enHoja(hoja.nombre, error) : error });
      if (celdas.length !== columnas && !(esXlsx && celdas.length < columnas)) {
        fallo(M.columnasFila(celdas.length, columnas));
        continue;
      }
      const texto = (col: ColumnaOficial) => {
        const i = indice.get(col);
        return i === undefined ? '' : (celdas[i] ?? '').trim();
      };
      let error: string | undefined;
      const cifra = (nombre: string, i: number) => {
        const v = (celdas[i] ?? '').trim();
        if (!ENTERO.test(v) || Number(v) > MAX_CIFRA) error ??= M.numeroInvalido(nombre, v);
        return Number(v);
      };
      const cifraDe = (col: ColumnaOficial) => cifra(nombres.get(col) ?? col, indice.get(col) as number);
      const codigo = texto('CODIGO_MESA');
      if (!codigo) error = M.codigoFalta;
      else if ([...codigo].length > 30) error = M.codigoLargo;
      const fila: FilaOficial = {
        linea,
        codigo,
        candidatura: texto('CANDIDATURA').toUpperCase(),
        pais: texto('PAIS'),
        departamento: texto('DEPARTAMENTO'),
        provincia: texto('PROVINCIA'),
        municipio: texto('MUNICIPIO'),
        recinto: texto('RECINTO'),
        numero: cifraDe('NUMERO_MESA'),
        habilitados: cifraDe('INSCRITOS_HABILITADOS'),
        validos: cifraDe('VOTO_VALIDO'),
        blancos: cifraDe('VOTO_BLANCO'),
        nulos: cifraDe('VOTO_NULO'),
        emitidos: cifraDe('VOTO_EMITIDO'),
        votos: Object.fromEntries(partidos.map((p) => [p.nombre, cifra(p.nombre, p.i)])),
      };
      if (error) {
        fallo(error);
        continue;
      }
      const clave = `${fila.candidatura}\u0000${codigo}`;
      const previa = vistas.get(clave);
      if (previa !== undefined) {
        fallo(M.mesaRepetida(previa));
        continue;
      }
      vistas.set(clave, linea);
      filas.push(fila);
    }
    // The CSV's unreadable lines (read before) go in line order with the rest of its sheet.
    if (h === 0) errores.push(...ilegibles.splice(0));
    ilegibles.push(...errores.sort((a, b) => a.linea - b.linea));
  }
  await avance?.(total, total);
  return { columnasPartido, filas, ilegibles };
}

/** What is wrong with a row's own arithmetic, if anything (the row is kept: it is the official figure). */
export function errorAritmetico(f: FilaOficial): string | undefined {
  const suma = Object.values(f.votos).reduce((a, b) => a + b, 0);
  if (suma !== f.validos) return M.sumaValidos(suma, f.validos);
  const emitidos = f.validos + f.blancos + f.nulos;
  if (emitidos !== f.emitidos) return M.sumaEmitidos(emitidos, f.emitidos);
  if (f.emitidos > f.habilitados) return M.emitidosHabilitados(f.emitidos, f.habilitados);
  return undefined;
}
