import { z } from 'zod';
import { route } from '../http.js';
import { msg } from '../messages.js';
import { SOLO_ADMIN } from '../roles.js';
import { numero, texto } from '../schemas.js';

/**
 * Admin variant of the Encuestas tab: the figures the spec hard-codes in the
 * browser (DIGITAL card, maps, monthly table, Facebook, Instagram, quantitative
 * analysis, contents, investment) live on the server, one JSON document per panel,
 * read in one call and corrected by an admin one panel at a time.
 */
export const AREA_PANELES = 'paneles' as const;

export const MENSAJES_PANELES = {
  numeroRequerido: msg('Debe ingresar un número'),
  noNegativo: msg('Debe ser un número mayor o igual a 0'),
  entero: msg('Debe ser un número entero'),
  porcentaje: msg('El porcentaje debe estar entre 0 y 100'),
  textoRequerido: msg('Este campo es requerido'),
  textoMax: msg('No puede superar los 100 caracteres'),
  panelDesconocido: msg('Panel no encontrado'),
  errorGuardar: msg('Error al guardar el panel'),
  errorCargar: msg('Error al cargar los paneles'),
} as const;

const M = MENSAJES_PANELES;
const entero = numero({
  requerido: M.numeroRequerido,
  min: 0,
  entero: true,
  rangoMsg: M.noNegativo,
  enteroMsg: M.entero,
});
const monto = numero({ requerido: M.numeroRequerido, min: 0, rangoMsg: M.noNegativo });
const pct = numero({ requerido: M.numeroRequerido, min: 0, max: 100, rangoMsg: M.porcentaje });
const nombre = texto({ requerido: M.textoRequerido, max: 100, maxMsg: M.textoMax });
const fijas = <T extends z.ZodType>(item: T, min = 1) => z.array(item).min(min).max(24);

export const panelDigital = z.strictObject({
  contenidosEstrategicos: entero,
  contenidosRealizados: entero,
  metaInversion: monto,
  inversionEjecutada: monto,
});

export const panelMapas = z.strictObject({
  mapas: z.array(z.strictObject({ id: z.number().int(), titulo: nombre })).length(4),
});

export const panelIntencionMensual = z.strictObject({
  filas: fijas(
    z.strictObject({ mes: nombre, candidatoPropio: pct, opositor1: pct, opositor2: pct, noSabe: pct }),
  ),
});

const reparto = z.strictObject({ etiqueta: nombre, porcentaje: pct });
const serie = z.strictObject({ periodo: nombre, valor: entero });

export const panelFacebook = z.strictObject({
  vistasPublicaciones: entero,
  vistasPerfil: entero,
  meGusta: entero,
  comentarios: entero,
  genero: fijas(reparto),
  edades: fijas(reparto),
  alcanceMensual: fijas(serie, 2),
});

export const panelInstagram = z.strictObject({
  impresiones: entero,
  alcance: entero,
  meGusta: entero,
  comentarios: entero,
  visitasPerfil: entero,
  tiposContenido: fijas(reparto),
  seguidoresMensuales: fijas(serie, 2),
});

export const panelAnalisisCuantitativo = z.strictObject({
  interaccionesTotales: entero,
  tasaInteraccion: pct,
  audiencias: fijas(reparto),
  interaccionesSemanales: fijas(serie, 2),
});

export const panelContenidos = z.strictObject({ publicaciones: entero, estudios: entero });

const inversionItem = z.strictObject({ nombre, inversion: monto });
export const panelInversion = z.strictObject({
  periodo: nombre,
  inversionTotal: monto,
  impresionesTotales: entero,
  microsegmentos: fijas(inversionItem),
  geolocalizaciones: fijas(inversionItem),
});

/** Each panel's schema, by id (the `:panel` of the PUT). */
export const ESQUEMAS_PANELES = {
  digital: panelDigital,
  mapas: panelMapas,
  'intencion-mensual': panelIntencionMensual,
  facebook: panelFacebook,
  instagram: panelInstagram,
  'analisis-cuantitativo': panelAnalisisCuantitativo,
  contenidos: panelContenidos,
  inversion: panelInversion,
} as const;

export type IdPanel = keyof typeof ESQUEMAS_PANELES;
export const IDS_PANELES = Object.keys(ESQUEMAS_PANELES) as IdPanel[];

export function esIdPanel(id: string): id is IdPanel {
  return Object.hasOwn(ESQUEMAS_PANELES, id);
}

type Salida<K extends IdPanel> = z.output<(typeof ESQUEMAS_PANELES)[K]>;
export type PanelesDashboard = { [K in IdPanel]: Salida<K> };
export type PanelDigital = Salida<'digital'>;
export type PanelMapas = Salida<'mapas'>;
export type PanelIntencionMensual = Salida<'intencion-mensual'>;
export type PanelFacebook = Salida<'facebook'>;
export type PanelInstagram = Salida<'instagram'>;
export type PanelAnalisisCuantitativo = Salida<'analisis-cuantitativo'>;
export type PanelContenidos = Salida<'contenidos'>;
export type PanelInversion = Salida<'inversion'>;

export const panelesDashboard = z.object({
  digital: panelDigital,
  mapas: panelMapas,
  'intencion-mensual': panelIntencionMensual,
  facebook: panelFacebook,
  instagram: panelInstagram,
  'analisis-cuantitativo': panelAnalisisCuantitativo,
  contenidos: panelContenidos,
  inversion: panelInversion,
});

export const listarPaneles = route({
  method: 'GET',
  path: '/api/dashboard/paneles',
  answer: panelesDashboard,
});

/** Admin only. The body is checked against the schema of `:panel`; answers every panel. */
export const actualizarPanel = route({
  method: 'PUT',
  path: '/api/dashboard/paneles/:panel',
  body: z.record(z.string(), z.unknown(), { error: msg('El cuerpo de la solicitud es requerido') }),
  answer: panelesDashboard,
  roles: SOLO_ADMIN,
});

/** Every label the admin panels show (spec dashboard.md §2, admin variant): one place for the words. */
export const TEXTOS_PANELES = {
  /** Caption of the screen-reader table behind the voting-intention chart. */
  intencionPorMes: 'Intención de voto por mes (porcentajes)',
  vistasPublicaciones: 'Vistas de publicaciones',
  vistasPerfil: 'Vistas del perfil',
  meGusta: 'Me gusta',
  comentarios: 'Comentarios',
  alcanceFacebook: 'Alcance mensual (Facebook)',
  generoFacebook: 'Género (Facebook)',
  edadesFacebook: 'Edades (Facebook)',
  impresiones: 'Impresiones',
  alcance: 'Alcance',
  visitasPerfil: 'Visitas al perfil',
  seguidoresInstagram: 'Seguidores por mes (Instagram)',
  tiposContenidoInstagram: 'Tipos de contenido (Instagram)',
  interaccionesTotales: 'Interacciones totales',
  tasaInteraccion: 'Tasa de interacción',
  interaccionesSemana: 'Interacciones por semana',
  audiencias: 'Audiencias',
  inversionTotal: 'Inversión total',
  impresionesTotales: 'Impresiones totales',
  periodo: 'Periodo',
  microsegmentos: 'Micro-segmentos',
  microsegmento: 'Micro-segmento',
  geolocalizaciones: 'Geolocalizaciones',
  geolocalizacion: 'Geolocalización',
  contenidosEstrategicos: 'Contenidos estratégicos',
  contenidosRealizados: 'Contenidos realizados',
  metaInversion: 'Meta de inversión publicitaria',
  inversionEjecutada: 'Inversión ejecutada',
  avanceInversion: 'Avance de la inversión publicitaria',
  candidatoPropio: 'Candidato propio',
  opositor1: 'Opositor 1',
  opositor2: 'Opositor 2',
  nsnc: 'NS/NC',
  publicaciones: 'Publicaciones',
  estudios: 'Estudios',
  categoria: 'Categoría',
  porcentaje: 'Porcentaje',
  valor: 'Valor',
  mapas: 'Mapas de circunscripción',
  mapaAnterior: 'Mapa anterior',
  mapaSiguiente: 'Mapa siguiente',
  autoplayActivo: 'Avance automático cada 12 segundos',
  autoplayDetenido: 'Avance automático detenido',
  editar: (panel: string) => `Editar ${panel}`,
  mapaDeTotal: (n: number, total: number) => `Mapa ${n} de ${total}`,
  ampliarMapa: (zoom: boolean, id: number | string, titulo: string) =>
    `${zoom ? 'Reducir' : 'Ampliar'} mapa ${id}: ${titulo}`,
  imagenMapa: (id: number | string, titulo: string) => `Mapa de la circunscripción ${id}: ${titulo}`,
  mostrarMapa: (n: number, titulo: string) => `Mostrar mapa ${n}: ${titulo}`,
} as const;

/** Titles of the panels (spec section 2, admin variant). */
export const TITULOS_PANELES: Record<IdPanel, string> = {
  digital: 'DIGITAL',
  mapas: 'Mapas de circunscripción',
  'intencion-mensual': 'Intención de voto mensual',
  facebook: 'Analítica de Facebook',
  instagram: 'Insights de Instagram',
  'analisis-cuantitativo': 'Análisis cuantitativo',
  contenidos: 'Contenidos',
  inversion: 'Inversión por micro-segmento y geolocalización',
};

/** Labels of every editable figure (the admin's edit form is built from the data). */
export const ETIQUETAS_CAMPOS_PANELES: Record<string, string> = {
  contenidosEstrategicos: 'Contenidos estratégicos',
  contenidosRealizados: 'Contenidos realizados',
  metaInversion: 'Meta de inversión publicitaria (USD)',
  inversionEjecutada: 'Inversión ejecutada (USD)',
  mapas: 'Mapas',
  titulo: 'Título',
  filas: 'Meses',
  mes: 'Mes',
  candidatoPropio: 'Candidato propio (%)',
  opositor1: 'Opositor 1 (%)',
  opositor2: 'Opositor 2 (%)',
  noSabe: 'No sabe/No contestó (%)',
  vistasPublicaciones: 'Vistas de publicaciones',
  vistasPerfil: 'Vistas del perfil',
  meGusta: 'Me gusta',
  comentarios: 'Comentarios',
  genero: 'Género',
  edades: 'Edades',
  etiqueta: 'Etiqueta',
  porcentaje: 'Porcentaje (%)',
  alcanceMensual: 'Alcance mensual',
  periodo: 'Periodo',
  valor: 'Valor',
  impresiones: 'Impresiones',
  alcance: 'Alcance',
  visitasPerfil: 'Visitas al perfil',
  tiposContenido: 'Tipos de contenido',
  seguidoresMensuales: 'Seguidores por mes',
  interaccionesTotales: 'Interacciones totales',
  tasaInteraccion: 'Tasa de interacción (%)',
  audiencias: 'Audiencias',
  interaccionesSemanales: 'Interacciones por semana',
  publicaciones: 'Publicaciones',
  estudios: 'Estudios',
  inversionTotal: 'Inversión total (USD)',
  impresionesTotales: 'Impresiones totales',
  microsegmentos: 'Micro-segmentos',
  geolocalizaciones: 'Geolocalizaciones',
  nombre: 'Nombre',
  inversion: 'Inversión (USD)',
};

/** Fields shown but not editable (they identify a row). */
export const CAMPOS_SOLO_LECTURA = ['id'] as const;

/** Share of a part in a total, in percent; 0 total → NaN (shown as an em dash). */
export function participacion(parte: number, total: number): number {
  return total > 0 ? (parte / total) * 100 : Number.NaN;
}

/** Progress of the ad spend against its goal, in percent (not capped; the bar caps at 100). */
export function avanceInversion(p: Pick<PanelDigital, 'metaInversion' | 'inversionEjecutada'>): number {
  return participacion(p.inversionEjecutada, p.metaInversion);
}

/** Map carousel (spec section 9). */
export const CARRUSEL_INTERVALO_MS = 12000;
export const CARRUSEL_ZOOM = 1.5;
