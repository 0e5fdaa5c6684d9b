import {
  COLUMNAS_ASIGNACION,
  COLUMNAS_COORDENADAS,
  COLUMNAS_REGISTRO,
  departamentoDe,
  MAX_CODIGO_MESA,
  MAX_CODIGO_RECINTO,
  MAX_NOMBRE_REGISTRO,
  MENSAJES_DIA_D as M,
  type RegionTerritorialId,
} from '@comando/contract';
import { badRequest } from '../../http/errors.js';
import { leerCsv, type Registro } from './archivo-csv.js';
import { Lugares } from './csv-coordenadas.js';
import { registroDesdeExportacion } from './registro-oficial.js';

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
  /** The recinto's place (optional columns lat;lon); absent keeps what is stored. */
  lat?: number;
  lon?: number;
}

/**
 * Reads a CSV with a header row (see `archivo-csv.ts`): the header's cells and the data rows
 * with their line numbers; a line that cannot be read is refused by its number.
 */
function leer(texto: string): { cabecera: string[]; datos: Registro[]; rechazadas: Rechazo[] } {
  if (texto.trim() === '') throw badRequest(M.csvVacio);
  const { registros, ilegibles } = leerCsv(texto);
  const [cabecera, ...datos] = registros;
  if (!cabecera) throw badRequest(M.csvVacio);
  const rechazadas = ilegibles.map((linea) => ({ linea, motivo: M.lineaIlegible }));
  if (ilegibles.includes(1)) throw badRequest(M.csvIlegible);
  return { cabecera: cabecera.celdas, datos, rechazadas };
}

const normal = (s: string) => s.trim().toLowerCase();

const esCabecera = (celdas: string[], columnas: readonly string[]) =>
  celdas.map(normal).join('|') === columnas.join('|');

const ENTERO = /^\d{1,9}$/;

/** Validates every line of a registry CSV; the rows that pass and the reasons of those that do not. */
export function leerRegistro(texto: string): {
  filas: FilaRegistro[];
  rechazadas: Rechazo[];
  exterior: number;
} {
  const { cabecera, datos, rechazadas } = leer(texto);
  let exterior = 0;
  let registros = datos;
  const conCoordenadas = esCabecera(cabecera, [...COLUMNAS_REGISTRO, ...COLUMNAS_COORDENADAS]);
  const columnas = COLUMNAS_REGISTRO.length + (conCoordenadas ? COLUMNAS_COORDENADAS.length : 0);
  const lugares = new Lugares();
  if (!conCoordenadas && !esCabecera(cabecera, COLUMNAS_REGISTRO)) {
    const oficial = registroDesdeExportacion(cabecera, datos);
    if (!oficial) throw badRequest(M.csvCabecera);
    registros = oficial.registros;
    exterior = oficial.exterior;
  }
  const filas: FilaRegistro[] = [];
  const mesaEnLinea = new Map<string, number>();
  const recintoEnLinea = new Map<string, { linea: number; clave: string }>();
  for (const { linea, celdas } of registros) {
    const rechazar = (motivo: string) => rechazadas.push({ linea, motivo });
    if (celdas.length !== columnas) {
      rechazar(M.columnas(columnas));
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
      const lugar = lugares.leer(codigoRecinto, linea, celdas[7] ?? '', celdas[8] ?? '');
      if (typeof lugar === 'string') {
        rechazar(lugar);
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
  rechazadas.sort((a, b) => a.linea - b.linea);
  return { filas: filas.map((f) => ({ ...f, ...lugares.de(f.codigoRecinto) })), rechazadas, exterior };
}

export interface FilaAsignacion {
  linea: number;
  telefono: string;
  codigoMesa: string;
}

/** Rows of a bulk delegate assignment `telefono;codigo_mesa`. */
export function leerAsignaciones(texto: string): { filas: FilaAsignacion[]; rechazadas: Rechazo[] } {
  const filas: FilaAsignacion[] = [];
  const { cabecera, datos, rechazadas } = leer(texto);
  if (!esCabecera(cabecera, COLUMNAS_ASIGNACION)) throw badRequest(M.csvCabeceraAsignacion);
  for (const { linea, celdas } of datos) {
    if (celdas.length !== COLUMNAS_ASIGNACION.length) {
      rechazadas.push({ linea, motivo: M.columnas(COLUMNAS_ASIGNACION.length) });
      continue;
    }
    const [telefono, codigoMesa] = celdas as [string, string];
    if (!codigoMesa) rechazadas.push({ linea, motivo: M.codigoMesaRequerido });
    else filas.push({ linea, telefono, codigoMesa });
  }
  rechazadas.sort((a, b) => a.linea - b.linea);
  return { filas, rechazadas };
}

/** Phone numbers compare by their digits only ("+591 7000-0001" = "59170000001"). */
export const digitos = (telefono: string) => telefono.replace(/\D/g, '');
