import { z } from 'zod';
import { route } from '../http.js';
import { msg } from '../messages.js';
import { cadena, email, MENSAJE_ID, numero, telefono, texto, textoOpcional, urlHttp } from '../schemas.js';

/**
 * Comunicación (spec areas.md §2–5, 7–9): paid press notes, earned media notes,
 * spokespersons, printed-materials progress and advertising progress. Request
 * bodies use the spec's send names (title, media…); answers its server names
 * (titulo, medio…).
 */
export const AREA_COMUNICACION = 'comunicacion' as const;

export const LIMITES_COMUNICACION = {
  titulo: 200,
  medio: 100,
  descripcion: 1000,
  nombre: 100,
  /** Goals and counts fit a 32-bit integer column. */
  maximo: 1_000_000_000,
} as const;

export const MENSAJES_COMUNICACION = {
  tituloRequerido: msg('El título es requerido'),
  tituloLargo: msg(`El título no puede superar los ${LIMITES_COMUNICACION.titulo} caracteres`),
  urlRequerida: msg('La URL es requerida'),
  medioRequerido: msg('El medio es requerido'),
  medioLargo: msg(`El medio no puede superar los ${LIMITES_COMUNICACION.medio} caracteres`),
  descripcionLarga: msg(`La descripción no puede superar los ${LIMITES_COMUNICACION.descripcion} caracteres`),
  imagenInvalida: msg('La imagen debe ser una de las imágenes incluidas en la aplicación'),
  nombreRequerido: msg('El nombre es requerido'),
  nombreLargo: msg(`El nombre no puede superar los ${LIMITES_COMUNICACION.nombre} caracteres`),
  emailRequerido: msg('El email es requerido'),
  telefonoRequerido: msg('El teléfono es requerido'),
  metaRequerida: msg('La meta es requerida'),
  metaRango: msg('La meta debe estar entre 1 y 1.000.000.000'),
  metaEntera: msg('La meta debe ser un número entero'),
  producidosRequeridos: msg('Los producidos son requeridos'),
  producidosRango: msg('Los producidos deben estar entre 0 y la meta'),
  producidosEnteros: msg('Los producidos deben ser un número entero'),
  entregadaRequerida: msg('La publicidad entregada es requerida'),
  entregadaRango: msg('La publicidad entregada debe estar entre 0 y la meta'),
  // Spec §8: the texts of a failed save.
  errorNotaPrensa: msg('Error al guardar nota de prensa'),
  errorEarnedMedia: msg('Error al guardar earned media'),
  errorVocero: msg('Error al guardar vocero'),
  errorMateriales: msg('Error al actualizar progreso de materiales'),
  errorPublicidad: msg('Error al actualizar progreso de publicidad'),
  // Beyond the spec: failed deletes.
  errorEliminarNotaPrensa: msg('Error al eliminar nota de prensa'),
  errorEliminarEarnedMedia: msg('Error al eliminar earned media'),
  errorEliminarVocero: msg('Error al eliminar vocero'),
} as const;

export const TEXTOS_COMUNICACION = {
  prensaPagada: 'Prensa Pagada',
  earnedMedia: 'Earned Media',
  voceros: 'Voceros',
  materiales: 'Materiales',
  publicidad: 'Publicidad',
  notas: 'notas',
  nota: 'nota',
  vocerosUnidad: 'voceros',
  voceroUnidad: 'vocero',
  producidosDe: 'producidos de',
  entregada: 'Entregada',
  meta: 'Meta',
  progresoPublicidad: 'Progreso de Publicidad',
  metaPublicidad: 'Meta de Publicidad',
  publicidadEntregada: 'Publicidad Entregada',
  progreso: 'Progreso',
  actualizar: 'Actualizar',
  actualizando: 'Actualizando...',
  progresoMateriales: 'Progreso de Materiales',
  metaMateriales: 'Meta (materiales)',
  producidos: 'Producidos',
  agregarNotaPrensa: 'Agregar nota de prensa',
  agregarEarnedMedia: 'Agregar earned media',
  agregarVocero: 'Agregar vocero',
  volverLista: 'Volver a la lista',
  editarNotaPrensa: 'Editar nota de prensa',
  editarEarnedMedia: 'Editar earned media',
  editarVocero: 'Editar vocero',
  eliminarNotaPrensa: 'Eliminar nota de prensa',
  eliminarEarnedMedia: 'Eliminar earned media',
  eliminarVocero: 'Eliminar vocero',
  confirmarEliminarNota: '¿Estás seguro que deseas eliminar esta nota?',
  confirmarEliminarVocero: '¿Estás seguro que deseas eliminar este vocero?',
  sinNotas: 'No hay notas registradas',
  sinVoceros: 'No hay voceros registrados',
  titulo: 'Título',
  url: 'URL',
  medio: 'Medio',
  descripcion: 'Descripción (opcional)',
  descripcionHint: 'Si la deja vacía, se completa según la URL.',
  nombre: 'Nombre',
  email: 'Email',
  telefono: 'Teléfono',
  abrirEnlace: 'Abrir nota en una pestaña nueva',
} as const;

/* ------------------------------------------------------------------ */
/* Paid press enrichment (spec §9): pure, shared by both ends.          */
/* ------------------------------------------------------------------ */

/** Bundled images served by the web app (no outside host, DESIGN.md). */
export const IMAGENES_PRENSA = {
  entrevista: '/comunicacion/entrevista.svg',
  analisis: '/comunicacion/analisis.svg',
  cobertura: '/comunicacion/cobertura.svg',
  general: '/comunicacion/general.svg',
} as const;

export const DESCRIPCIONES_PRENSA = {
  entrevista: 'Entrevista exclusiva con el candidato sobre sus propuestas de campaña.',
  analisis: 'Análisis en profundidad de las propuestas y la estrategia de la campaña.',
  cobertura: 'Cobertura de la actividad de campaña y de sus momentos principales.',
  general: 'Nota de prensa pagada sobre la campaña.',
} as const;

export type TipoNotaPrensa = keyof typeof IMAGENES_PRENSA;

/** What `dominio` holds when the URL cannot be read. */
export const DOMINIO_DESCONOCIDO = 'dominio desconocido';

/** Keywords in the spec's order: the first found in the URL wins. */
const PALABRAS_CLAVE = ['entrevista', 'analisis', 'cobertura'] as const;

function normalizarUrl(url: string): string {
  let text = url;
  try {
    text = decodeURIComponent(url);
  } catch {
    // A malformed escape: search the raw text.
  }
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Kind of note by keyword in the URL (case and accents ignored, `análisis` = `analisis`). */
export function tipoNotaPrensa(url: string): TipoNotaPrensa {
  const text = normalizarUrl(url);
  return PALABRAS_CLAVE.find((k) => text.includes(k)) ?? 'general';
}

/** Image and description chosen by keyword in the URL. */
export function enriquecerNotaPrensa(url: string): { imagen_url: string; descripcion: string } {
  const tipo = tipoNotaPrensa(url);
  return { imagen_url: IMAGENES_PRENSA[tipo], descripcion: DESCRIPCIONES_PRENSA[tipo] };
}

/** URL host without a leading `www.`; the placeholder when the URL cannot be read. */
export function dominioDeUrl(url: string): string {
  try {
    const host = new URL(url.trim()).hostname.toLowerCase();
    if (!host) return DOMINIO_DESCONOCIDO;
    return host.startsWith('www.') ? host.slice(4) || DOMINIO_DESCONOCIDO : host;
  } catch {
    return DOMINIO_DESCONOCIDO;
  }
}

/** Progress in percent (0 when the goal is not positive); shown with one decimal. */
export function porcentajeProgreso(actual: number, meta: number): number {
  if (!Number.isFinite(actual) || !Number.isFinite(meta) || meta <= 0) return 0;
  return (actual / meta) * 100;
}

/* ------------------------------------------------------------------ */
/* Schemas                                                             */
/* ------------------------------------------------------------------ */

/** The spec lets the client send an id; the server ignores it and makes its own. */
const idIgnorado = z.union([cadena(MENSAJE_ID).max(100, { error: MENSAJE_ID }), z.number()]).optional();

const titulo = texto({
  requerido: MENSAJES_COMUNICACION.tituloRequerido,
  max: LIMITES_COMUNICACION.titulo,
  maxMsg: MENSAJES_COMUNICACION.tituloLargo,
});
const medio = texto({
  requerido: MENSAJES_COMUNICACION.medioRequerido,
  max: LIMITES_COMUNICACION.medio,
  maxMsg: MENSAJES_COMUNICACION.medioLargo,
});
const imagenes = Object.values(IMAGENES_PRENSA) as string[];

export const notaPrensaNueva = z.strictObject({
  id: idIgnorado,
  title: titulo,
  url: urlHttp(MENSAJES_COMUNICACION.urlRequerida),
  media: medio,
  /** Only one of the bundled images; blank = chosen by keyword. */
  imageUrl: cadena(MENSAJES_COMUNICACION.imagenInvalida)
    .trim()
    .refine((s) => s === '' || imagenes.includes(s), { error: MENSAJES_COMUNICACION.imagenInvalida })
    .transform((s) => (s === '' ? undefined : s))
    .optional(),
  description: textoOpcional(LIMITES_COMUNICACION.descripcion, MENSAJES_COMUNICACION.descripcionLarga, {
    multilinea: true,
  }),
  /** Accepted for the spec's sake, but the server always derives it from the URL. */
  domain: textoOpcional(2000),
});
export type NotaPrensaNueva = z.input<typeof notaPrensaNueva>;

export const notaPrensa = z.object({
  id: z.string(),
  titulo: z.string(),
  url: z.string(),
  medio: z.string(),
  imagen_url: z.string(),
  descripcion: z.string(),
  dominio: z.string(),
});
export type NotaPrensa = z.infer<typeof notaPrensa>;

export const earnedMediaNueva = z.strictObject({
  id: idIgnorado,
  title: titulo,
  url: urlHttp(MENSAJES_COMUNICACION.urlRequerida),
  media: medio,
});
export type EarnedMediaNueva = z.input<typeof earnedMediaNueva>;

export const earnedMedia = z.object({
  id: z.string(),
  titulo: z.string(),
  url: z.string(),
  medio: z.string(),
});
export type EarnedMedia = z.infer<typeof earnedMedia>;

export const voceroNuevo = z.strictObject({
  id: idIgnorado,
  name: texto({
    requerido: MENSAJES_COMUNICACION.nombreRequerido,
    max: LIMITES_COMUNICACION.nombre,
    maxMsg: MENSAJES_COMUNICACION.nombreLargo,
  }),
  email: email(MENSAJES_COMUNICACION.emailRequerido),
  phone: telefono(MENSAJES_COMUNICACION.telefonoRequerido),
});
export type VoceroNuevo = z.input<typeof voceroNuevo>;

export const vocero = z.object({
  id: z.string(),
  nombre: z.string(),
  email: z.string(),
  telefono: z.string(),
});
export type Vocero = z.infer<typeof vocero>;

/** Materials (spec §5): meta ≥ 1, 0 ≤ producidos ≤ meta, both integers. */
export const materialesProgreso = z
  .strictObject({
    target: numero({
      requerido: MENSAJES_COMUNICACION.metaRequerida,
      min: 1,
      max: LIMITES_COMUNICACION.maximo,
      rangoMsg: MENSAJES_COMUNICACION.metaRango,
      entero: true,
      enteroMsg: MENSAJES_COMUNICACION.metaEntera,
    }),
    current: numero({
      requerido: MENSAJES_COMUNICACION.producidosRequeridos,
      min: 0,
      max: LIMITES_COMUNICACION.maximo,
      rangoMsg: MENSAJES_COMUNICACION.producidosRango,
      entero: true,
      enteroMsg: MENSAJES_COMUNICACION.producidosEnteros,
    }),
  })
  .refine((b) => b.current <= b.target, {
    error: MENSAJES_COMUNICACION.producidosRango,
    path: ['current'],
  });
export type MaterialesProgreso = z.input<typeof materialesProgreso>;

export const materiales = z.object({ meta: z.number(), producidos: z.number() });
export type Materiales = z.infer<typeof materiales>;

/** Advertising (spec §5): goal a number ≥ 1; delivered from 0 up to the goal. */
export const publicidadProgreso = z
  .strictObject({
    target: numero({
      requerido: MENSAJES_COMUNICACION.metaRequerida,
      min: 1,
      max: LIMITES_COMUNICACION.maximo,
      rangoMsg: MENSAJES_COMUNICACION.metaRango,
    }),
    current: numero({
      requerido: MENSAJES_COMUNICACION.entregadaRequerida,
      min: 0,
      max: LIMITES_COMUNICACION.maximo,
      rangoMsg: MENSAJES_COMUNICACION.entregadaRango,
    }),
  })
  .refine((b) => b.current <= b.target, {
    error: MENSAJES_COMUNICACION.entregadaRango,
    path: ['current'],
  });
export type PublicidadProgreso = z.input<typeof publicidadProgreso>;

export const publicidad = z.object({ meta: z.number(), entregada: z.number() });
export type Publicidad = z.infer<typeof publicidad>;

/** Seeds (spec §9). */
export const MATERIALES_INICIALES: Materiales = { meta: 100, producidos: 50 };
export const PUBLICIDAD_INICIAL: Publicidad = { meta: 100, entregada: 45 };

/* ------------------------------------------------------------------ */
/* Routes (spec §7; PUT and DELETE beyond the spec)                    */
/* ------------------------------------------------------------------ */

const BASE = '/api/comunicacion';

export const listarPrensaPagada = route({
  method: 'GET',
  path: `${BASE}/prensa-pagada`,
  answer: z.array(notaPrensa),
});
export const crearNotaPrensa = route({
  method: 'POST',
  path: `${BASE}/prensa-pagada`,
  body: notaPrensaNueva,
  answer: notaPrensa,
});
export const editarNotaPrensa = route({
  method: 'PUT',
  path: `${BASE}/prensa-pagada/:id`,
  body: notaPrensaNueva,
  answer: notaPrensa,
});
export const eliminarNotaPrensa = route({ method: 'DELETE', path: `${BASE}/prensa-pagada/:id` });

export const listarEarnedMedia = route({
  method: 'GET',
  path: `${BASE}/earned-media`,
  answer: z.array(earnedMedia),
});
export const crearEarnedMedia = route({
  method: 'POST',
  path: `${BASE}/earned-media`,
  body: earnedMediaNueva,
  answer: earnedMedia,
});
export const editarEarnedMedia = route({
  method: 'PUT',
  path: `${BASE}/earned-media/:id`,
  body: earnedMediaNueva,
  answer: earnedMedia,
});
export const eliminarEarnedMedia = route({ method: 'DELETE', path: `${BASE}/earned-media/:id` });

export const listarVoceros = route({ method: 'GET', path: `${BASE}/voceros`, answer: z.array(vocero) });
export const crearVocero = route({
  method: 'POST',
  path: `${BASE}/voceros`,
  body: voceroNuevo,
  answer: vocero,
});
export const editarVocero = route({
  method: 'PUT',
  path: `${BASE}/voceros/:id`,
  body: voceroNuevo,
  answer: vocero,
});
export const eliminarVocero = route({ method: 'DELETE', path: `${BASE}/voceros/:id` });

export const obtenerMateriales = route({ method: 'GET', path: `${BASE}/materiales`, answer: materiales });
export const guardarMateriales = route({
  method: 'POST',
  path: `${BASE}/materiales`,
  body: materialesProgreso,
  answer: materiales,
});

export const obtenerPublicidad = route({ method: 'GET', path: `${BASE}/publicidad`, answer: publicidad });
export const guardarPublicidad = route({
  method: 'POST',
  path: `${BASE}/publicidad`,
  body: publicidadProgreso,
  answer: publicidad,
});
