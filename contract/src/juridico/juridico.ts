import { z } from 'zod';
import { archivoMeta, consultaArchivo } from '../archivos/index.js';
import { route } from '../http.js';
import { MENSAJES_GENERALES, msg } from '../messages.js';
import { texto } from '../schemas.js';

/**
 * Contract of the juridico area (spec areas.md §2–5, 9): folders of legal files
 * (contracts, defence files, offence files) stored on the server.
 */
export const AREA_JURIDICO = 'juridico' as const;

/** Folder types; they are also the ids of the screen's tabs (spec §2). */
export const TIPOS_CARPETA = ['contratos', 'expedientes-defensa', 'expedientes-ofensiva'] as const;
export type TipoCarpeta = (typeof TIPOS_CARPETA)[number];

/** Largest number of files one folder holds. */
export const MAX_ARCHIVOS_CARPETA = 20;

export const MENSAJES_JURIDICO = {
  nombreRequerido: msg('El nombre es requerido'),
  descripcionRequerida: msg('La descripción es requerida'),
  tipoInvalido: msg('El tipo de carpeta no es válido'),
  archivoRequerido: MENSAJES_GENERALES.archivoRequerido,
  contratoUnArchivo: msg('Un contrato admite un solo archivo'),
  contratoSinAgregar: msg('No se pueden agregar archivos a un contrato'),
  contratoSinQuitar: msg('El archivo de un contrato no se puede quitar; elimine la carpeta'),
  demasiadosArchivos: msg(`Una carpeta admite como máximo ${MAX_ARCHIVOS_CARPETA} archivos`),
  noSePudoCargar: msg('No se pudo cargar el archivo'),
  errorGuardarCarpeta: msg('Error al guardar carpeta'),
  errorAgregarArchivos: msg('Error al agregar archivos'),
  errorEliminar: msg('Error al eliminar'),
} as const;

export const TEXTOS_JURIDICO = {
  subtitulo: 'Contratos y expedientes de la campaña',
  tabs: {
    contratos: 'Contratos',
    'expedientes-defensa': 'Expedientes de Defensa',
    'expedientes-ofensiva': 'Expedientes de Ofensiva',
  } satisfies Record<TipoCarpeta, string>,
  nuevaCarpeta: 'Nueva carpeta',
  nombre: 'Nombre',
  descripcion: 'Descripción',
  tipo: 'Tipo',
  archivos: 'Archivos',
  archivoContrato: 'Archivo del contrato',
  ayudaContrato: 'Un contrato lleva un solo archivo (PDF, imagen, DOCX, XLSX o texto).',
  ayudaExpediente: 'Puede elegir varios archivos (PDF, imagen, DOCX, XLSX o texto).',
  crear: 'Crear carpeta',
  creando: 'Guardando...',
  vacio: 'No hay carpetas en esta sección',
  vacioTexto: 'Cree la primera con el formulario.',
  abrir: (nombre: string) => `Abrir ${nombre}`,
  eliminarCarpeta: (nombre: string) => `Eliminar carpeta ${nombre}`,
  confirmarCarpetaTitulo: 'Eliminar carpeta',
  confirmarCarpetaTexto: (nombre: string) =>
    `¿Estás seguro que deseas eliminar la carpeta «${nombre}» y todos sus archivos?`,
  confirmarArchivoTitulo: 'Eliminar archivo',
  confirmarArchivoTexto: (nombre: string) => `¿Estás seguro que deseas eliminar el archivo «${nombre}»?`,
  cantidadArchivos: (n: number) => (n === 1 ? '1 archivo' : `${n} archivos`),
  listaArchivos: 'Archivos de la carpeta',
  sinArchivos: 'La carpeta no tiene archivos',
  columnaNombre: 'Nombre',
  columnaTamano: 'Tamaño',
  columnaFecha: 'Subido',
  columnaAcciones: 'Acciones',
  ver: (nombre: string) => `Ver ${nombre}`,
  descargar: (nombre: string) => `Descargar ${nombre}`,
  eliminarArchivo: (nombre: string) => `Eliminar ${nombre}`,
  agregarArchivos: 'Agregar archivos',
  archivosNuevos: 'Archivos nuevos',
  agregando: 'Subiendo...',
  visor: 'Visor de archivos',
  descargarArchivo: 'Descargar',
  sinVistaPrevia: 'Este tipo de archivo no tiene vista previa; descárguelo para abrirlo.',
  cargandoArchivo: 'Cargando archivo...',
  cargando: 'Cargando carpetas...',
} as const;

export const tipoCarpeta = z.enum(TIPOS_CARPETA, { error: MENSAJES_JURIDICO.tipoInvalido });

/** Text fields of the multipart folder creation form (files travel as `files`). */
export const carpetaCampos = z.strictObject({
  name: texto({ requerido: MENSAJES_JURIDICO.nombreRequerido, max: 150 }),
  description: texto({ requerido: MENSAJES_JURIDICO.descripcionRequerida, max: 1000, multilinea: true }),
  type: tipoCarpeta,
});
export type CarpetaCampos = z.input<typeof carpetaCampos>;

export const carpeta = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Instant the folder was created (ISO). */
  date: z.string(),
  type: tipoCarpeta,
  files: z.array(archivoMeta),
});
export type Carpeta = z.infer<typeof carpeta>;

/** GET /api/juridico[?type=…]: folders newest first, each with its files. */
/** `?type=` lists the folders of one type only. */
export const listarCarpetas = route({
  method: 'GET',
  path: '/api/juridico',
  query: z.object({ type: tipoCarpeta.optional() }),
  answer: z.array(carpeta),
});
/** Multipart: name, description, type and one or more `files`. */
export const crearCarpeta = route({ method: 'POST', path: '/api/juridico/carpetas', answer: carpeta });
/** Multipart `files`; not for contracts. */
export const agregarArchivosCarpeta = route({
  method: 'POST',
  path: '/api/juridico/carpetas/:id/archivos',
  answer: carpeta,
});
export const eliminarCarpeta = route({ method: 'DELETE', path: '/api/juridico/carpetas/:id' });
export const eliminarArchivoCarpeta = route({
  method: 'DELETE',
  path: '/api/juridico/carpetas/:id/archivos/:archivoId',
});
/** File content, inline (viewer) or as a download with `?descargar=1`. */
export const archivoCarpeta = route({
  method: 'GET',
  path: '/api/juridico/carpetas/:id/archivos/:archivoId',
  query: consultaArchivo,
});

/** The tab shown for a `?tab=` value; unknown or missing → contratos. */
export function tipoDesdeQuery(value: string | null | undefined): TipoCarpeta {
  return (TIPOS_CARPETA as readonly string[]).includes(value ?? '') ? (value as TipoCarpeta) : 'contratos';
}

/**
 * Spec §5: at least one file; a contract takes exactly one. `existentes` counts the
 * files already in the folder (adding later). Null when the count is fine.
 */
export function errorCantidadArchivos(tipo: TipoCarpeta, nuevos: number, existentes = 0): string | null {
  if (tipo === 'contratos' && existentes > 0) return MENSAJES_JURIDICO.contratoSinAgregar;
  if (nuevos < 1) return MENSAJES_JURIDICO.archivoRequerido;
  if (tipo === 'contratos' && nuevos > 1) return MENSAJES_JURIDICO.contratoUnArchivo;
  if (existentes + nuevos > MAX_ARCHIVOS_CARPETA) return MENSAJES_JURIDICO.demasiadosArchivos;
  return null;
}

/** Contracts open their file directly; the other types open the folder dialog (spec §4). */
export function abreArchivoDirecto(tipo: TipoCarpeta): boolean {
  return tipo === 'contratos';
}
