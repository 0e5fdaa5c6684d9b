import { z } from 'zod';
import { codigoSegundoPaso } from '../../auth/index.js';
import { formatNumero } from '../../format.js';
import { route } from '../../http.js';
import { msg } from '../../messages.js';
import { SOLO_ADMIN } from '../../roles.js';
import { cadena, numero, texto } from '../../schemas.js';

/**
 * Día D, publishing the campaign's actas (issue 46): Comando writes a static public site (HTML,
 * one small script, JSON shards, the prepared photos, actas.csv and hashes.txt) to a folder or a
 * bucket of the deployment's, never served by Comando itself. An admin publishes with the second
 * factor confirmed again; a run writes only what changed since the last one. The public site's
 * own texts are in sitio.ts.
 */

const BASE = '/api/dia-d/publicaciones';

/** Which actas a run publishes: every verified acta, or only the mesas where the official count differs. */
export const ALCANCES_PUBLICACION = ['verificadas', 'diferentes'] as const;
export type AlcancePublicacion = (typeof ALCANCES_PUBLICACION)[number];

export const MAX_TITULO_PUBLICACION = 120;
export const MAX_DECLARACION_PUBLICACION = 3000;
export const MAX_MOTIVO_RETIRO = 500;
/** The automatic runs' interval, in minutes. */
export const MIN_MINUTOS_AUTOMATICA = 5;
export const MAX_MINUTOS_AUTOMATICA = 240;
/** Runs listed on the screen, newest first. */
export const PUBLICACIONES_LISTADAS = 30;

export const MENSAJES_PUBLICACION = {
  alcanceInvalido: msg('Elija qué actas publicar: todas las verificadas o solo las diferentes del oficial'),
  tituloRequerido: msg('Escriba el título del sitio'),
  tituloLargo: msg(`El título no puede superar los ${MAX_TITULO_PUBLICACION} caracteres`),
  declaracionRequerida: msg('Escriba la declaración de la campaña'),
  declaracionLarga: msg(
    `La declaración no puede superar los ${formatNumero(MAX_DECLARACION_PUBLICACION)} caracteres`,
  ),
  sinDestino: msg(
    'Este servidor no tiene destino de publicación (PUBLICACION_DIR o PUBLICACION_S3_BUCKET): no se puede publicar',
  ),
  sinDosPasos: msg(
    'Para publicar active primero la verificación en dos pasos en «Mi cuenta»: cada publicación se confirma con un código',
  ),
  enCurso: msg('Ya hay una publicación en curso: espere a que termine'),
  sinOficial: msg('No hay resultados oficiales importados: no hay mesas diferentes del oficial que publicar'),
  minutosInvalidos: msg(
    `El intervalo debe ser un número entero de minutos entre ${MIN_MINUTOS_AUTOMATICA} y ${MAX_MINUTOS_AUTOMATICA}`,
  ),
  activaInvalida: msg('Indique si la publicación automática queda activada o no'),
  automaticaSinPublicacion: msg(
    'Publique una vez a mano antes de activar la publicación automática: repite esa publicación',
  ),
  codigoMesaRequerido: msg('Escriba el código de la mesa'),
  mesaDesconocida: msg('No hay ninguna mesa con ese código en el registro'),
  motivoRequerido: msg('Escriba por qué se retira la mesa de la publicación'),
  motivoLargo: msg(`El motivo no puede superar los ${MAX_MOTIVO_RETIRO} caracteres`),
  yaRetirada: msg('Esa mesa ya está retirada de la publicación'),
  fallo: msg('La publicación falló; la próxima corrige lo que quedó a medias. Vuelva a intentarlo'),
  interrumpida: msg(
    'La publicación se interrumpió (el servidor se reinició); la próxima corrige lo que quedó a medias',
  ),
  destinoNoDisponible: msg('El destino de la publicación no respondió; no se terminó de publicar'),
} as const;
const M = MENSAJES_PUBLICACION;

export const alcancePublicacion = z.enum(ALCANCES_PUBLICACION, { error: M.alcanceInvalido });

/** What an admin sends to publish: the scope, the site's title and statement, and a fresh code. */
export const nuevaPublicacion = z.strictObject({
  alcance: alcancePublicacion,
  titulo: texto({ requerido: M.tituloRequerido, max: MAX_TITULO_PUBLICACION, maxMsg: M.tituloLargo }),
  declaracion: texto({
    requerido: M.declaracionRequerida,
    max: MAX_DECLARACION_PUBLICACION,
    maxMsg: M.declaracionLarga,
    multilinea: true,
  }),
  /** A current TOTP code or an unused recovery code, checked as the login's second step. */
  codigo: codigoSegundoPaso,
});
export type NuevaPublicacion = z.input<typeof nuevaPublicacion>;

export const ESTADOS_PUBLICACION = ['en-curso', 'hecha', 'error'] as const;
export type EstadoPublicacion = (typeof ESTADOS_PUBLICACION)[number];
/** What a run is doing: reading the data, writing photos, pages, indexes, removing what left. */
export const FASES_PUBLICACION = ['leyendo', 'fotos', 'paginas', 'indices', 'retirando', 'fin'] as const;
export type FasePublicacion = (typeof FASES_PUBLICACION)[number];

/** A run (manual or automatic): the job a POST answers, and a line of the list. */
export const publicacion = z.object({
  id: z.string(),
  /** When it started, and ended (null while running). */
  fecha: z.string(),
  terminada: z.string().nullable(),
  /** Who published (the admin who switched the automatic runs on, for those). */
  usuario: z.string(),
  automatica: z.boolean(),
  alcance: alcancePublicacion,
  titulo: z.string(),
  /** Where it wrote ("carpeta /srv/sitio", "s3://bucket/actas/"). */
  destino: z.string(),
  estado: z.enum(ESTADOS_PUBLICACION),
  fase: z.enum(FASES_PUBLICACION),
  /** Progress of the phase: done so far, of `total` (0 while unknown). */
  hechas: z.number(),
  total: z.number(),
  /** Files written, left as they were, and removed; bytes written. */
  escritos: z.number(),
  sinCambios: z.number(),
  retirados: z.number(),
  bytes: z.number(),
  /** Mesas on the site once it ended. */
  mesas: z.number(),
  /** Why it failed, in Spanish (estado `error`). */
  error: z.string().nullable(),
});
export type Publicacion = z.infer<typeof publicacion>;

export const TIPOS_DESTINO_PUBLICACION = ['carpeta', 's3'] as const;

/** The screen's header: where this server publishes, and the automatic runs. */
export const ajustesPublicacion = z.object({
  /** Null: no destination configured (nothing can be published). */
  destino: z.object({ tipo: z.enum(TIPOS_DESTINO_PUBLICACION), lugar: z.string() }).nullable(),
  automatica: z.object({
    activa: z.boolean(),
    cadaMinutos: z.number(),
    /** What the automatic runs repeat (the run it was switched on from), and who switched it on. */
    alcance: alcancePublicacion.nullable(),
    titulo: z.string().nullable(),
    activadaPor: z.string().nullable(),
    /** When the next automatic run is due (null when off). */
    proxima: z.string().nullable(),
  }),
  /** The run in progress, if any. */
  enCurso: z.string().nullable(),
  /** Mesas on the site after the last run, and when it ended. */
  mesasPublicadas: z.number(),
  ultima: z.string().nullable(),
  /** What the latest run published with (the form starts from it), or null before the first. */
  anterior: z.object({ alcance: alcancePublicacion, titulo: z.string(), declaracion: z.string() }).nullable(),
});
export type AjustesPublicacion = z.infer<typeof ajustesPublicacion>;

export const automaticaPublicacion = z.strictObject({
  activa: z.boolean({ error: M.activaInvalida }),
  cadaMinutos: numero({
    requerido: M.minutosInvalidos,
    entero: true,
    min: MIN_MINUTOS_AUTOMATICA,
    max: MAX_MINUTOS_AUTOMATICA,
    rangoMsg: M.minutosInvalidos,
    enteroMsg: M.minutosInvalidos,
  }),
  /** Needed to switch it on (runs will publish on the admin's behalf); not to switch it off. */
  codigo: codigoSegundoPaso.optional(),
});
export type AutomaticaPublicacion = z.input<typeof automaticaPublicacion>;

/** A mesa kept off the public site (removed at the next run) and why. */
export const mesaRetirada = z.object({
  codigo: z.string(),
  numero: z.number(),
  recinto: z.string(),
  municipio: z.string(),
  departamento: z.string(),
  motivo: z.string(),
  usuario: z.string(),
  fecha: z.string(),
});
export type MesaRetirada = z.infer<typeof mesaRetirada>;

export const retirarMesa = z.strictObject({
  codigo: cadena(M.codigoMesaRequerido).trim().min(1, { error: M.codigoMesaRequerido }).max(30, {
    error: M.mesaDesconocida,
  }),
  motivo: texto({
    requerido: M.motivoRequerido,
    max: MAX_MOTIVO_RETIRO,
    maxMsg: M.motivoLargo,
    multilinea: true,
  }),
});
export type RetirarMesa = z.input<typeof retirarMesa>;

/** Starts a run: 202 with the run (a job), followed at `GET …/:id` until it ends. */
export const publicar = route({
  method: 'POST',
  path: BASE,
  body: nuevaPublicacion,
  answer: publicacion,
  roles: SOLO_ADMIN,
});
export const listarPublicaciones = route({
  method: 'GET',
  path: BASE,
  answer: z.array(publicacion),
  roles: SOLO_ADMIN,
});
export const verAjustesPublicacion = route({
  method: 'GET',
  path: `${BASE}/ajustes`,
  answer: ajustesPublicacion,
  roles: SOLO_ADMIN,
});
export const guardarAutomaticaPublicacion = route({
  method: 'PUT',
  path: `${BASE}/automatica`,
  body: automaticaPublicacion,
  answer: ajustesPublicacion,
  roles: SOLO_ADMIN,
});
export const listarMesasRetiradas = route({
  method: 'GET',
  path: `${BASE}/retiradas`,
  answer: z.array(mesaRetirada),
  roles: SOLO_ADMIN,
});
export const retirarMesaPublicada = route({
  method: 'POST',
  path: `${BASE}/retiradas`,
  body: retirarMesa,
  answer: mesaRetirada,
  roles: SOLO_ADMIN,
});
/** The mesa goes back on the site at the next run. */
export const devolverMesaPublicada = route({
  method: 'DELETE',
  path: `${BASE}/retiradas/:codigo`,
  roles: SOLO_ADMIN,
});
export const verPublicacion = route({
  method: 'GET',
  path: `${BASE}/:id`,
  answer: publicacion,
  roles: SOLO_ADMIN,
});

/** The «Publicación» screen of Día D (admins). */
export const TEXTOS_PUBLICACION = {
  titulo: 'Publicación',
  soloAdmin: 'Solo los administradores publican las actas de la campaña.',
  subtitulo:
    'Las actas de la campaña en un sitio público y estático: lo sirve un servidor web o una CDN, nunca Comando.',
  destino: 'Destino',
  destinoCarpeta: 'Carpeta del servidor',
  destinoS3: 'Bucket S3',
  sinDestinoTitulo: 'Este servidor no tiene destino de publicación',
  sinDestino:
    'No se puede publicar todavía. Quien administra el servidor debe definir PUBLICACION_DIR (una carpeta que sirve cualquier servidor web) o PUBLICACION_S3_BUCKET (un bucket que sirve una CDN) y reiniciar Comando. Mientras tanto puede preparar las mesas que no se publicarán.',
  sitioActual: (mesas: string, fecha: string) => `En el sitio: ${mesas} mesas, publicadas el ${fecha}.`,
  sitioVacio: 'Todavía no se publicó nada.',
  // The form
  publicarTitulo: 'Publicar ahora',
  publicarAyuda:
    'Se escribe solo lo que cambió desde la última publicación. Confirme con un código de su aplicación de autenticación (o un código de recuperación).',
  alcance: 'Qué actas publicar',
  alcances: {
    verificadas: 'Todas las actas verificadas',
    diferentes: 'Solo las mesas donde el cómputo oficial difiere del nuestro',
  } satisfies Record<AlcancePublicacion, string>,
  tituloSitio: 'Título del sitio',
  declaracion: 'Declaración de la campaña',
  declaracionAyuda: 'Encabeza la página principal del sitio. Deje una línea en blanco entre párrafos.',
  codigo: 'Código de verificación',
  publicar: 'Publicar',
  publicando: 'Publicando…',
  errorPublicar: 'No se pudo publicar',
  iniciada: 'Publicación iniciada: su avance aparece en la lista.',
  // The runs
  corridas: 'Publicaciones',
  sinCorridas: 'Todavía no hubo ninguna publicación.',
  manual: 'Manual',
  automatica: 'Automática',
  estados: { 'en-curso': 'En curso', hecha: 'Hecha', error: 'Con error' } satisfies Record<
    EstadoPublicacion,
    string
  >,
  fases: {
    leyendo: 'Leyendo las actas…',
    fotos: 'Fotos',
    paginas: 'Páginas de las mesas',
    indices: 'Índices, CSV y hashes',
    retirando: 'Quitando lo que ya no va',
    fin: 'Terminando…',
  } satisfies Record<FasePublicacion, string>,
  progreso: (fase: string, hechas: string, total: string) => `${fase}: ${hechas} de ${total}`,
  por: (usuario: string) => `por ${usuario}`,
  cuentas: (escritos: string, sinCambios: string, retirados: string) =>
    `${escritos} escritos · ${sinCambios} sin cambios · ${retirados} quitados`,
  bytes: (tamano: string) => `${tamano} escritos`,
  mesas: (n: string) => `${n} mesas en el sitio`,
  // The automatic runs
  automaticaTitulo: 'Publicación automática',
  automaticaAyuda:
    'Repite la última publicación (mismo alcance, título y declaración) cada cierto tiempo mientras esté activada. Solo una instancia del servidor la hace.',
  automaticaActiva: (minutos: string, por: string) => `Activada cada ${minutos} minutos por ${por}.`,
  automaticaRepite: (titulo: string, alcance: string) => `Repite «${titulo}» · ${alcance}.`,
  automaticaProxima: (hora: string) => `Próxima publicación: ${hora}.`,
  automaticaInactiva: 'Desactivada.',
  cadaMinutos: 'Cada cuántos minutos',
  activar: 'Activar',
  activando: 'Activando…',
  desactivar: 'Desactivar',
  desactivando: 'Desactivando…',
  errorAutomatica: 'No se pudo cambiar la publicación automática',
  // Mesas kept off the site
  retiradasTitulo: 'Mesas que no se publican',
  retiradasAyuda:
    'Una mesa retirada sale del sitio en la próxima publicación (su página y su foto). El motivo queda en Comando; no se publica.',
  sinRetiradas: 'Ninguna mesa retirada: se publican todas las del alcance elegido.',
  codigoMesa: 'Código de la mesa',
  motivo: 'Motivo',
  retirar: 'Retirar de la publicación',
  retirando: 'Retirando…',
  errorRetirar: 'No se pudo retirar la mesa',
  retirarTitulo: (codigo: string) => `Retirar la mesa ${codigo} de la publicación`,
  retiradaPor: (usuario: string, fecha: string) => `Retirada por ${usuario} el ${fecha}`,
  devolver: 'Volver a publicar',
  devolverTitulo: (codigo: string) => `¿Volver a publicar la mesa ${codigo}?`,
  devolverTexto: 'Su acta vuelve al sitio en la próxima publicación, si está en el alcance elegido.',
  errorDevolver: 'No se pudo volver a publicar la mesa',
} as const;
