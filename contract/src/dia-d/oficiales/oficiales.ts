import { z } from 'zod';
import { formatNumero } from '../../format.js';
import { route } from '../../http.js';
import { msg } from '../../messages.js';
import { LECTURA, SOLO_ADMIN } from '../../roles.js';

/**
 * Día D, the official count (issue 29, first slice): the electoral body's per-mesa export
 * (CSV or XLSX, the 2020 general election's layout) read, reviewed and stored as snapshots.
 */

/** Largest official export accepted: 70.000 rows of the 2020 layout are about 12 MB. */
export const MAX_ARCHIVO_OFICIAL = 64 * 1024 * 1024;

/**
 * The export's columns, as its header names them (accents, spaces and quotes aside), with the
 * abbreviated names of its known variants. `CANDIDATURA` and `PROVINCIA` may be missing.
 */
export const COLUMNAS_OFICIALES = {
  CODIGO_MESA: ['CODIGO_MESA', 'COD_MESA', 'ID_MESA'],
  CANDIDATURA: ['CANDIDATURA', 'ELECCION'],
  PAIS: ['PAIS'],
  DEPARTAMENTO: ['DEPARTAMENTO', 'DEP'],
  PROVINCIA: ['PROVINCIA', 'PROV'],
  MUNICIPIO: ['MUNICIPIO', 'MUN'],
  RECINTO: ['RECINTO', 'REC'],
  NUMERO_MESA: ['NUMERO_MESA', 'NRO_MESA', 'MESA'],
  INSCRITOS_HABILITADOS: ['INSCRITOS_HABILITADOS', 'HABILITADOS', 'HAB'],
  VOTO_VALIDO: ['VOTO_VALIDO', 'VOTOS_VALIDOS', 'VV'],
  VOTO_BLANCO: ['VOTO_BLANCO', 'VOTOS_BLANCOS', 'BLANCOS', 'BL'],
  VOTO_NULO: ['VOTO_NULO', 'VOTOS_NULOS', 'NULOS', 'NU'],
  VOTO_EMITIDO: ['VOTO_EMITIDO', 'VOTOS_EMITIDOS', 'EMITIDOS', 'VE'],
} as const;
export type ColumnaOficial = keyof typeof COLUMNAS_OFICIALES;

/**
 * The same export read as the Día D registry (`POST /api/dia-d/mesas/importar`): the mesa's
 * place and size, and the electoral body's own recinto key. Its `ID_RECINTO` is not unique
 * (in 2020, 438 ids stood for several recintos): a recinto is its locality plus its id.
 */
export const COLUMNAS_REGISTRO_OFICIAL = {
  CODIGO_MESA: COLUMNAS_OFICIALES.CODIGO_MESA,
  DEPARTAMENTO: COLUMNAS_OFICIALES.DEPARTAMENTO,
  MUNICIPIO: COLUMNAS_OFICIALES.MUNICIPIO,
  RECINTO: COLUMNAS_OFICIALES.RECINTO,
  NUMERO_MESA: COLUMNAS_OFICIALES.NUMERO_MESA,
  INSCRITOS_HABILITADOS: COLUMNAS_OFICIALES.INSCRITOS_HABILITADOS,
  PAIS: COLUMNAS_OFICIALES.PAIS,
  CANDIDATURA: COLUMNAS_OFICIALES.CANDIDATURA,
  ID_RECINTO: ['ID_RECINTO', 'ID_RECI', 'COD_RECINTO', 'CODIGO_RECINTO', 'NRO_RECINTO'],
  LOCALIDAD: ['LOCALIDAD', 'LOC'],
} as const;
export type ColumnaRegistroOficial = keyof typeof COLUMNAS_REGISTRO_OFICIAL;
export const COLUMNAS_REGISTRO_OFICIAL_OPCIONALES: readonly ColumnaRegistroOficial[] = [
  'PAIS',
  'CANDIDATURA',
  'ID_RECINTO',
  'LOCALIDAD',
];
export const COLUMNAS_OPCIONALES: readonly ColumnaOficial[] = ['CANDIDATURA', 'PROVINCIA'];

/** The group of the mesas abroad (`PAIS` other than Bolivia). */
export const GRUPO_EXTERIOR = 'Exterior';

export const MENSAJES_OFICIALES = {
  archivoRequerido: msg('Adjunte el archivo de resultados oficiales (campo «archivo»)'),
  archivoGrande: msg(`El archivo supera los ${formatNumero(MAX_ARCHIVO_OFICIAL / 1024 / 1024)} MB`),
  vacio: msg('El archivo no tiene filas'),
  xlsxIlegible: msg('El archivo no es un libro de Excel (XLSX) legible'),
  aplicarInvalido: msg('«aplicar» debe ser true o false'),
  partidosInvalido: msg('«partidos» debe ser un objeto JSON {"columna del archivo": "sigla"}'),
  columnaFalta: (columna: string) => `Falta la columna obligatoria ${columna}`,
  sinPartidos: msg('El archivo no tiene columnas de partidos entre INSCRITOS_HABILITADOS y VOTO_VALIDO'),
  candidaturaDesconocida: (c: string) => `El archivo no tiene filas de la candidatura «${c}»`,
  columnaDesconocida: (c: string) => `El archivo no tiene la columna de partido «${c}»`,
  siglaDesconocida: (s: string) => `La sigla «${s}» no está en la papeleta`,
  siglaRepetida: (s: string) => `Dos columnas del archivo van a la misma sigla «${s}»`,
  ilegible: msg('La fila no se puede leer como CSV'),
  columnasFila: (n: number, esperadas: number) => `La fila tiene ${n} columnas y la cabecera ${esperadas}`,
  codigoFalta: msg('Falta el código de la mesa'),
  codigoLargo: msg('El código de la mesa no puede superar los 30 caracteres'),
  numeroInvalido: (columna: string, valor: string) =>
    `${columna} debe ser un número entero de 0 a 1.000.000 (dice «${valor}»)`,
  /** A row's error in a sheet after the first of an XLSX (one sheet per candidatura). */
  enHoja: (hoja: string, error: string) => `Hoja «${hoja}»: ${error}`,
  mesaRepetida: (linea: number) => `La mesa ya aparece en la línea ${linea} con la misma candidatura`,
  sumaValidos: (suma: number, validos: number) =>
    `Los votos de los partidos suman ${formatNumero(suma)} y VOTO_VALIDO dice ${formatNumero(validos)}`,
  sumaEmitidos: (suma: number, emitidos: number) =>
    `Válidos, blancos y nulos suman ${formatNumero(suma)} y VOTO_EMITIDO dice ${formatNumero(emitidos)}`,
  emitidosHabilitados: (emitidos: number, habilitados: number) =>
    `VOTO_EMITIDO (${formatNumero(emitidos)}) supera a los habilitados (${formatNumero(habilitados)})`,
} as const;

const errorFila = z.object({ linea: z.number(), error: z.string() });

/** The review of an official file: what applying it would store (nothing is stored yet). */
export const revisionOficial = z.object({
  /** The candidaturas the file holds (`PRESIDENTE`, `DIPUTADO`…), and the one taken. */
  candidaturas: z.array(z.string()),
  candidatura: z.string(),
  /** The file's party columns, in its order, and the ballot sigla each one goes to (null: none). */
  columnasPartido: z.array(z.string()),
  mapeo: z.record(z.string(), z.string().nullable()),
  /** Rows of the candidatura taken that were read (their arithmetic aside). */
  filas: z.number(),
  /** …of which: a registry mesa, abroad, in Bolivia with no registry mesa. */
  coinciden: z.number(),
  exterior: z.number(),
  sinMesa: z.number(),
  /** Rows not read, and rows read whose own figures do not add up (kept), by line. */
  conErrores: z.array(errorFila),
});
export type RevisionOficial = z.infer<typeof revisionOficial>;

export const instantaneaOficial = z.object({
  id: z.string(),
  fecha: z.string(),
  candidatura: z.string(),
  /** Rows the file had for the candidatura, and mesas whose figures changed (the rows stored). */
  filas: z.number(),
  cambios: z.number(),
});
export type InstantaneaOficial = z.infer<typeof instantaneaOficial>;

export const importacionOficial = z.object({
  instantanea: z.object({ id: z.string(), fecha: z.string() }),
  cambios: z.number(),
});
export type ImportacionOficial = z.infer<typeof importacionOficial>;

export const FASES_TRABAJO_OFICIAL = ['leyendo', 'guardando', 'hecho', 'error'] as const;

export const trabajoOficial = z.object({
  id: z.string(),
  /** Reading the file's rows, storing the mesas that changed, done, or failed (nothing stored). */
  fase: z.enum(FASES_TRABAJO_OFICIAL),
  /** Rows read (leyendo) or mesas stored (guardando) so far, of `total` (0 while unknown). */
  hechas: z.number(),
  total: z.number(),
  /** Why it failed, in Spanish (fase `error`). */
  error: z.string().nullable(),
  /** The answer a small file gets at once (fase `hecho`). */
  resultado: importacionOficial.nullable(),
});
export type TrabajoOficial = z.infer<typeof trabajoOficial>;

export const consultaImportacionOficial = z.object({
  aplicar: z.enum(['true', 'false'], { error: MENSAJES_OFICIALES.aplicarInvalido }).optional(),
});

/**
 * Multipart: `archivo` (CSV or XLSX), optional `candidatura`, optional `partidos` (JSON
 * `{"<file column>": "<ballot sigla>"}`); `aplicar=true` (query or form field) stores a snapshot.
 */
export const importarResultadosOficiales = route({
  method: 'POST',
  path: '/api/dia-d/resultados-oficiales',
  query: consultaImportacionOficial,
  /** 200 with the review or the snapshot; 202 with a job for a large file applied. */
  answer: z.union([importacionOficial, revisionOficial, trabajoOficial]),
  roles: SOLO_ADMIN,
});
export const listarResultadosOficiales = route({
  method: 'GET',
  path: '/api/dia-d/resultados-oficiales',
  answer: z.array(instantaneaOficial),
  roles: LECTURA,
});
