/**
 * The Día D registry from the electoral body's per-mesa export as published (issue 29): its
 * rows turned into the registry's own seven cells, so they go through the very checks of a
 * registry CSV (`csv.ts`). One row per mesa and candidatura: a mesa's repeats are one mesa.
 * Mesas abroad (`PAIS` other than Bolivia) are counted, not imported: the registry holds the
 * nine departments. The electoral body's `ID_RECINTO` is not unique (in 2020, 438 ids stood for
 * several recintos): a recinto is its department, municipio, locality and name plus its id, and
 * an id shared by several recintos gets a short suffix of that key, the same on every import.
 */
import {
  COLUMNAS_REGISTRO_OFICIAL,
  COLUMNAS_REGISTRO_OFICIAL_OPCIONALES,
  MAX_CODIGO_RECINTO,
  MENSAJES_DIA_D as M,
  type ColumnaRegistroOficial,
} from '@comando/contract';
import { createHash } from 'node:crypto';
import { badRequest } from '../../../http/errors.js';
import { normalizarCabecera, type Registro } from '../csv.js';

const ALIAS = new Map<string, ColumnaRegistroOficial>(
  Object.entries(COLUMNAS_REGISTRO_OFICIAL).flatMap(([col, nombres]) =>
    nombres.map((n) => [n, col as ColumnaRegistroOficial] as const),
  ),
);

/** Columns that tell the export from any other CSV. */
const SENALES: readonly ColumnaRegistroOficial[] = ['CODIGO_MESA', 'NUMERO_MESA', 'RECINTO'];

const corto = (clave: string, n: number) => createHash('sha256').update(clave).digest('hex').slice(0, n);

/**
 * The export's rows as registry rows (`departamento, municipio, recinto, codigo_recinto,
 * mesa, codigo_mesa, habilitados`), or undefined when the header is not the export's. A
 * missing required column is a Spanish 400 naming it.
 */
export function registroDesdeExportacion(
  cabecera: string[],
  datos: Registro[],
): { registros: Registro[]; exterior: number } | undefined {
  const indice = new Map<ColumnaRegistroOficial, number>();
  cabecera.forEach((c, i) => {
    const col = ALIAS.get(normalizarCabecera(c));
    if (col && !indice.has(col)) indice.set(col, i);
  });
  if (!SENALES.every((c) => indice.has(c))) return undefined;
  for (const col of Object.keys(COLUMNAS_REGISTRO_OFICIAL) as ColumnaRegistroOficial[])
    if (!indice.has(col) && !COLUMNAS_REGISTRO_OFICIAL_OPCIONALES.includes(col))
      throw badRequest(M.columnaOficialFalta(col));

  const celda = (celdas: string[], col: ColumnaRegistroOficial) => {
    const i = indice.get(col);
    return i === undefined ? '' : (celdas[i] ?? '').trim();
  };
  let exterior = 0;
  const filas: { linea: number; celdas: string[]; id: string; clave: string }[] = [];
  for (const { linea, celdas } of datos) {
    const pais = celda(celdas, 'PAIS');
    if (pais && normalizarCabecera(pais) !== 'BOLIVIA') {
      exterior++;
      continue;
    }
    const [dep, mun, rec] = [
      celda(celdas, 'DEPARTAMENTO'),
      celda(celdas, 'MUNICIPIO'),
      celda(celdas, 'RECINTO'),
    ];
    const clave = [dep, mun, celda(celdas, 'LOCALIDAD'), rec].map(normalizarCabecera).join('|');
    filas.push({ linea, celdas, id: celda(celdas, 'ID_RECINTO'), clave });
  }

  // Which ids stand for more than one recinto.
  const clavesPorId = new Map<string, Set<string>>();
  for (const f of filas)
    if (f.id) (clavesPorId.get(f.id) ?? clavesPorId.set(f.id, new Set()).get(f.id)!).add(f.clave);
  const codigoRecinto = (f: (typeof filas)[number]) => {
    if (!f.id) return `R-${corto(f.clave, 10)}`;
    if (clavesPorId.get(f.id)!.size === 1) return f.id;
    return `${f.id.slice(0, MAX_CODIGO_RECINTO - 7)}-${corto(f.clave, 6)}`;
  };

  const vistas = new Map<string, string>();
  const registros: Registro[] = [];
  for (const f of filas) {
    const celdas = [
      celda(f.celdas, 'DEPARTAMENTO'),
      celda(f.celdas, 'MUNICIPIO'),
      celda(f.celdas, 'RECINTO'),
      codigoRecinto(f),
      celda(f.celdas, 'NUMERO_MESA'),
      celda(f.celdas, 'CODIGO_MESA'),
      celda(f.celdas, 'INSCRITOS_HABILITADOS'),
    ];
    // The same mesa again for another candidatura: one mesa. Different figures stay, and the
    // registry's checks refuse the second as a duplicate code.
    const firma = celdas.join('\u0000');
    if (vistas.get(celdas[5]!) === firma) continue;
    vistas.set(celdas[5]!, firma);
    registros.push({ linea: f.linea, celdas });
  }
  return { registros, exterior };
}
