import {
  COLUMNAS_COORDENADAS,
  COLUMNAS_REGISTRO,
  departamentoDe,
  MAX_CODIGO_MESA,
  MAX_CODIGO_RECINTO,
  MAX_NOMBRE_REGISTRO,
  MENSAJES_DIA_D as M,
  type RegionTerritorialId,
} from '@comando/contract';
import { badRequest } from '../../../http/errors.js';
import { esCabecera, leerConCabecera, type Rechazo } from '../csv.js';
import { Lugares } from './coordenadas.js';
import { registroDesdeExportacion } from './exportacion-oficial.js';

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

const ENTERO = /^\d{1,9}$/;

/** Validates every line of a registry CSV; the rows that pass and the reasons of those that do not. */
export function leerRegistro(texto: string): {
  filas: FilaRegistro[];
  rechazadas: Rechazo[];
  exterior: number;
} {
  const { cabecera, datos, rechazadas } = leerConCabecera(texto);
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
