import { COLUMNAS_ASIGNACION, MENSAJES_DIA_D as M } from '@comando/contract';
import { badRequest } from '../../../http/errors.js';
import { esCabecera, leerConCabecera, type Rechazo } from '../csv.js';

export interface FilaAsignacion {
  linea: number;
  telefono: string;
  codigoMesa: string;
}

/** Rows of a bulk delegate assignment `telefono;codigo_mesa`. */
export function leerAsignaciones(texto: string): { filas: FilaAsignacion[]; rechazadas: Rechazo[] } {
  const filas: FilaAsignacion[] = [];
  const { cabecera, datos, rechazadas } = leerConCabecera(texto);
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
