import {
  departamentoDe,
  GRUPO_EXTERIOR,
  MENSAJES_OFICIALES as M,
  type RevisionOficial,
} from '@comando/contract';
import { badRequest } from '../../../http/errors.js';
import { errorAritmetico, type ArchivoOficial, type FilaOficial } from './leer.js';

/**
 * The review of an official file (issue 29): the candidatura taken, the mapping of its party
 * columns to the ballot's siglas, and each row classified against the registry. Pure: the
 * registry and the ballot come in as sets.
 */

export interface FilaRevisada {
  fila: FilaOficial;
  grupo: string;
  enRegistro: boolean;
  errorAritmetico: boolean;
  /** Votes by ballot sigla (mapped columns only). */
  votos: Record<string, number>;
}

export interface Revisado {
  revision: RevisionOficial;
  filas: FilaRevisada[];
}

/** A sigla or a column as compared: letters and digits only, upper case, no accents. */
const clave = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();

/** Each column to the ballot sigla of the same name, or the one sigla it starts with (`MAS-IPSP` → `MAS`). */
function mapeoPorNombre(columnas: string[], siglas: string[]): Record<string, string | null> {
  const usadas = new Set<string>();
  const mapeo: Record<string, string | null> = {};
  for (const c of columnas) {
    const k = clave(c);
    const exacta = siglas.find((s) => clave(s) === k);
    const prefijo = siglas.filter(
      (s) => clave(s) !== '' && (k.startsWith(clave(s)) || clave(s).startsWith(k)),
    );
    const sigla = exacta ?? (prefijo.length === 1 ? prefijo[0] : undefined);
    mapeo[c] = sigla && !usadas.has(sigla) ? sigla : null;
    if (sigla) usadas.add(sigla);
  }
  return mapeo;
}

/** The admin's mapping over the one by name: known columns, ballot siglas, one column per sigla. */
function mapeoFinal(
  columnas: string[],
  siglas: string[],
  pedido: Record<string, string | null> | undefined,
): Record<string, string | null> {
  const mapeo = mapeoPorNombre(columnas, siglas);
  if (pedido) {
    for (const [columna, sigla] of Object.entries(pedido)) {
      if (!columnas.includes(columna)) throw badRequest(M.columnaDesconocida(columna));
      if (sigla !== null && sigla !== '' && !siglas.includes(sigla))
        throw badRequest(M.siglaDesconocida(sigla));
      mapeo[columna] = sigla === '' ? null : sigla;
    }
  }
  const vistas = new Set<string>();
  for (const sigla of Object.values(mapeo)) {
    if (sigla === null) continue;
    if (vistas.has(sigla)) throw badRequest(M.siglaRepetida(sigla));
    vistas.add(sigla);
  }
  return mapeo;
}

/** `partidos` as sent in the form: a JSON object of strings (or null); 400 otherwise. */
export function leerPartidos(texto: string | undefined): Record<string, string | null> | undefined {
  if (texto === undefined || texto.trim() === '') return undefined;
  let valor: unknown;
  try {
    valor = JSON.parse(texto);
  } catch {
    throw badRequest(M.partidosInvalido);
  }
  if (
    !valor ||
    typeof valor !== 'object' ||
    Array.isArray(valor) ||
    !Object.values(valor).every((v) => v === null || typeof v === 'string')
  )
    throw badRequest(M.partidosInvalido);
  return valor as Record<string, string | null>;
}

const esBolivia = (pais: string) => clave(pais) === 'BOLIVIA';

export function revisar(
  archivo: ArchivoOficial,
  opciones: { candidatura?: string; partidos?: Record<string, string | null> },
  registro: Set<string>,
  siglas: string[],
): Revisado {
  const cuantas = new Map<string, number>();
  for (const f of archivo.filas) cuantas.set(f.candidatura, (cuantas.get(f.candidatura) ?? 0) + 1);
  const candidaturas = [...cuantas.keys()];
  const pedida = opciones.candidatura?.trim().toUpperCase();
  if (pedida && !cuantas.has(pedida)) throw badRequest(M.candidaturaDesconocida(pedida));
  const candidatura = pedida || (cuantas.has('PRESIDENTE') ? 'PRESIDENTE' : (candidaturas[0] ?? ''));
  const mapeo = mapeoFinal(archivo.columnasPartido, siglas, opciones.partidos);

  const conErrores = [...archivo.ilegibles];
  const filas: FilaRevisada[] = [];
  let coinciden = 0;
  let exterior = 0;
  let sinMesa = 0;
  for (const fila of archivo.filas) {
    if (fila.candidatura !== candidatura) continue;
    const fuera = !esBolivia(fila.pais);
    const enRegistro = registro.has(fila.codigo);
    if (fuera) exterior++;
    else if (enRegistro) coinciden++;
    else sinMesa++;
    const error = errorAritmetico(fila);
    if (error) conErrores.push({ linea: fila.linea, error });
    const votos: Record<string, number> = {};
    for (const [columna, n] of Object.entries(fila.votos)) {
      const sigla = mapeo[columna];
      if (sigla) votos[sigla] = n;
    }
    filas.push({
      fila,
      grupo: fuera ? GRUPO_EXTERIOR : (departamentoDe(fila.departamento) ?? fila.departamento),
      enRegistro,
      errorAritmetico: error !== undefined,
      votos,
    });
  }
  conErrores.sort((a, b) => a.linea - b.linea);
  return {
    revision: {
      candidaturas,
      candidatura,
      columnasPartido: archivo.columnasPartido,
      mapeo,
      filas: filas.length,
      coinciden,
      exterior,
      sinMesa,
      conErrores,
    },
    filas,
  };
}
