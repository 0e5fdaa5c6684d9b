import {
  COLUMNAS_ASIGNACION,
  COLUMNAS_REGISTRO,
  departamentoDe,
  MAX_CODIGO_MESA,
  MAX_CODIGO_RECINTO,
  MAX_NOMBRE_REGISTRO,
  MENSAJES_DIA_D as M,
  type RegionTerritorialId,
} from '@comando/contract';
import { parse } from 'csv-parse/sync';
import { badRequest } from '../../http/errors.js';

export interface Rechazo {
  linea: number;
  motivo: string;
}

export interface FilaRegistro {
  linea: number;
  departamento: RegionTerritorialId;
  municipio: string;
  recinto: string;
  codigoRecinto: string;
  numero: number;
  codigoMesa: string;
  habilitados: number;
}

interface Registro {
  linea: number;
  celdas: string[];
}

const normal = (s: string) => s.trim().toLowerCase();

/**
 * Reads a CSV with a header row: `;` or `,` (whichever the header uses), UTF-8 with
 * or without BOM. Answers the data rows with their line numbers in the file.
 */
function leer(texto: string, columnas: readonly string[], cabeceraMsg: string): Registro[] {
  const sinBom = texto.replace(/^\uFEFF/, '');
  if (sinBom.trim() === '') throw badRequest(M.csvVacio);
  const primera = sinBom.slice(0, sinBom.search(/\r?\n|$/));
  const delimiter = primera.includes(';') ? ';' : ',';
  let filas: { record: string[]; info: { lines: number } }[];
  try {
    filas = parse(sinBom, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch {
    throw badRequest(M.csvIlegible);
  }
  const [cabecera, ...datos] = filas;
  if (!cabecera || cabecera.record.map(normal).join('|') !== columnas.join('|'))
    throw badRequest(cabeceraMsg);
  return datos.map((f) => ({ linea: f.info.lines, celdas: f.record }));
}

const ENTERO = /^\d{1,9}$/;

/** Validates every line of a registry CSV; the rows that pass and the reasons of those that do not. */
export function leerRegistro(texto: string): { filas: FilaRegistro[]; rechazadas: Rechazo[] } {
  const filas: FilaRegistro[] = [];
  const rechazadas: Rechazo[] = [];
  const mesaEnLinea = new Map<string, number>();
  const recintoEnLinea = new Map<string, { linea: number; clave: string }>();
  for (const { linea, celdas } of leer(texto, COLUMNAS_REGISTRO, M.csvCabecera)) {
    const rechazar = (motivo: string) => rechazadas.push({ linea, motivo });
    if (celdas.length !== COLUMNAS_REGISTRO.length) {
      rechazar(M.columnas(COLUMNAS_REGISTRO.length));
      continue;
    }
    const [dep, municipio, recinto, codigoRecinto, mesa, codigoMesa, habilitados] = celdas as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const departamento = departamentoDe(dep);
    if (!departamento) {
      rechazar(M.departamentoDesconocido(dep));
      continue;
    }
    if (!municipio) rechazar(M.municipioRequerido);
    else if (!recinto) rechazar(M.recintoRequerido);
    else if ([...municipio].length > MAX_NOMBRE_REGISTRO || [...recinto].length > MAX_NOMBRE_REGISTRO)
      rechazar(M.nombreLargo);
    else if (!codigoRecinto) rechazar(M.codigoRecintoRequerido);
    else if ([...codigoRecinto].length > MAX_CODIGO_RECINTO) rechazar(M.codigoRecintoLargo);
    else if (!ENTERO.test(mesa) || Number(mesa) < 1) rechazar(M.numeroMesa);
    else if (!codigoMesa) rechazar(M.codigoMesaRequerido);
    else if ([...codigoMesa].length > MAX_CODIGO_MESA) rechazar(M.codigoMesaLargo);
    else if (!ENTERO.test(habilitados)) rechazar(M.habilitados);
    else {
      const previa = mesaEnLinea.get(codigoMesa);
      if (previa !== undefined) {
        rechazar(M.mesaDuplicada(previa));
        continue;
      }
      const clave = `${departamento}|${municipio}|${recinto}`;
      const r = recintoEnLinea.get(codigoRecinto);
      if (r && r.clave !== clave) {
        rechazar(M.recintoDistinto(r.linea));
        continue;
      }
      if (!r) recintoEnLinea.set(codigoRecinto, { linea, clave });
      mesaEnLinea.set(codigoMesa, linea);
      filas.push({
        linea,
        departamento,
        municipio,
        recinto,
        codigoRecinto,
        numero: Number(mesa),
        codigoMesa,
        habilitados: Number(habilitados),
      });
    }
  }
  return { filas, rechazadas };
}

export interface FilaAsignacion {
  linea: number;
  telefono: string;
  codigoMesa: string;
}

/** Rows of a bulk delegate assignment `telefono;codigo_mesa`. */
export function leerAsignaciones(texto: string): { filas: FilaAsignacion[]; rechazadas: Rechazo[] } {
  const filas: FilaAsignacion[] = [];
  const rechazadas: Rechazo[] = [];
  for (const { linea, celdas } of leer(texto, COLUMNAS_ASIGNACION, M.csvCabeceraAsignacion)) {
    if (celdas.length !== COLUMNAS_ASIGNACION.length) {
      rechazadas.push({ linea, motivo: M.columnas(COLUMNAS_ASIGNACION.length) });
      continue;
    }
    const [telefono, codigoMesa] = celdas as [string, string];
    if (!codigoMesa) rechazadas.push({ linea, motivo: M.codigoMesaRequerido });
    else filas.push({ linea, telefono, codigoMesa });
  }
  return { filas, rechazadas };
}

/** Phone numbers compare by their digits only ("+591 7000-0001" = "59170000001"). */
export const digitos = (telefono: string) => telefono.replace(/\D/g, '');
