import { z } from 'zod';
import { archivoMeta } from './archivos.js';
import { diasEntre } from './dates.js';
import { formatFechaLarga } from './format.js';
import { route } from './http.js';
import { msg } from './messages.js';
import { cadena, fecha, MENSAJE_ID, numero, texto } from './schemas.js';

/**
 * Estrategia (spec areas.md §2–5, 7–9): Día D coverage, planning strategies and
 * key documents, pre-campaign requirements, the strategic calendar and debate
 * themes. Send names and answer names follow spec §7 exactly.
 */
export const AREA_ESTRATEGIA = 'estrategia' as const;

// ---------------------------------------------------------------- texts

/** Failed saves (spec §8), shown in an in-app alert. */
export const ERRORES_ESTRATEGIA = {
  diaD: msg('Error al actualizar Día D'),
  estrategia: msg('Error al guardar estrategia'),
  requisito: msg('Error al guardar requisito'),
  evento: msg('Error al guardar evento'),
  eje: msg('Error al guardar eje temático'),
} as const;

export const MENSAJES_ESTRATEGIA = {
  totalRequerido: msg('El total de casillas es requerido'),
  totalMinimo: msg('El total de casillas debe ser al menos 1'),
  cubiertasRequeridas: msg('Las casillas cubiertas son requeridas'),
  cubiertasRango: msg('Las casillas cubiertas deben estar entre 0 y el total'),
  entero: msg('Debe ser un número entero'),
  fechaEleccionRequerida: msg('La fecha de la elección es requerida'),
  descripcionRequerida: msg('La descripción es requerida'),
  tituloRequerido: msg('El título es requerido'),
  fechaLimiteRequerida: msg('La fecha límite es requerida'),
  responsableRequerido: msg('El responsable es requerido'),
  prioridadInvalida: msg('La prioridad debe ser alta, media o baja'),
  categoriaInvalida: msg('La categoría no es válida'),
  fechaRequerida: msg('La fecha es requerida'),
  estrategiaRequerida: msg('La estrategia es requerida'),
  completadoRequerido: msg('Indique si está completado'),
  unSoloArchivo: msg('La estrategia admite un solo archivo'),
  errorArchivo: msg('Error al subir archivo'),
  errorEliminar: msg('Error al eliminar'),
  errorActualizar: msg('Error al actualizar'),
} as const;

export const TEXTOS_ESTRATEGIA = {
  enlaceJuridico: 'Base de Datos Jurídica',
  diaD: {
    titulo: 'Día D',
    modal: 'Configuración Día D',
    total: 'Total de casillas',
    cubiertas: 'Casillas cubiertas',
    cobertura: 'Cobertura',
    fechaEleccion: 'Fecha de la elección',
    archivos: 'Archivos Día D',
    subir: 'Subir archivos',
    sinArchivos: 'Sin archivos',
  },
  planeacion: {
    titulo: 'Planeación',
    modal: 'Estrategia y Planeación',
    candidato: 'Candidato a la Alcaldía',
    retrato: 'Retrato del candidato',
    nueva: 'Nueva estrategia',
    descripcion: 'Descripción',
    archivo: 'Archivo (opcional)',
    seleccionarArchivo: 'Seleccionar archivo',
    sinArchivo: 'Ningún archivo seleccionado',
    guardar: 'Guardar estrategia',
    documentos: 'Documentos Clave',
    subirDocumentos: 'Subir documentos',
    guardadas: 'Estrategias guardadas',
    sinEstrategias: 'No hay estrategias registradas',
    sinDocumentos: 'No hay documentos',
    eliminarTitulo: 'Eliminar estrategia',
  },
  precampana: {
    titulo: 'Precampaña y Registro',
    modal: 'Nuevo Requisito',
    agregar: 'Agregar requisito',
    completados: 'Completados',
    pendientes: 'Pendientes',
    estado: 'Estado',
    categoria: 'Categoría',
    prioridad: 'Prioridad',
    todos: 'Todos',
    todas: 'Todas',
    tituloCampo: 'Título',
    descripcion: 'Descripción',
    fechaLimite: 'Fecha límite',
    responsable: 'Responsable',
    sinRequisitos: 'No hay requisitos registrados',
    sinResultados: 'Ningún requisito coincide con los filtros',
    adjuntos: 'Adjuntos',
    adjuntar: 'Adjuntar archivo',
    eliminarTitulo: 'Eliminar requisito',
    vence: 'Vence',
  },
  calendario: {
    titulo: 'Calendario Estratégico',
    modal: 'Calendario Estratégico',
    anterior: 'Mes anterior',
    siguiente: 'Mes siguiente',
    nuevo: 'Nuevo evento',
    tituloCampo: 'Título del evento',
    fecha: 'Fecha',
    agregar: 'Agregar evento',
    sinEventos: 'No hay eventos registrados',
    eliminarTitulo: 'Eliminar evento',
    hoy: 'hoy',
    /** Name of a calendar day for screen readers: its date and how many events it has. */
    diaConEventos: (fecha: string, n: number) => `${fecha}: ${n} ${n === 1 ? 'evento' : 'eventos'}`,
  },
  debate: {
    titulo: 'Debate',
    modal: 'Debate',
    agregarEje: 'Agregar Eje Temático',
    editarEje: 'Editar eje temático',
    tituloCampo: 'Título del eje',
    estrategia: 'Estrategia',
    agregar: 'Agregar',
    sinEjes: 'No hay ejes temáticos',
    eliminarTitulo: 'Eliminar eje temático',
  },
  completado: 'Completado',
  pendiente: 'Pendiente',
  marcarCompletado: 'Marcar como completado',
  marcarPendiente: 'Marcar como pendiente',
  eliminar: 'Eliminar',
  descargar: 'Descargar',
  ver: 'Ver',
  confirmarEliminar: '¿Estás seguro que deseas eliminar este elemento?',
  guardando: 'Guardando...',
  subiendo: 'Subiendo...',
} as const;

// ---------------------------------------------------------------- constants

/** Spec §9: countdown target date before anyone edits it, and Día D defaults. */
export const FECHA_ELECCION_INICIAL = '2025-05-01';
export const DIA_D_INICIAL = { total: 1000, cubiertas: 750 } as const;
/** Spec §9: recent strategies on the Planeación card. */
export const ESTRATEGIAS_RECIENTES = 3;
export const MAX_DESCRIPCION = 2000;

export const PRIORIDADES = ['high', 'medium', 'low'] as const;
export type Prioridad = (typeof PRIORIDADES)[number];
export const CATEGORIAS = ['legal', 'administrative', 'communication', 'logistics'] as const;
export type Categoria = (typeof CATEGORIAS)[number];

export const ETIQUETA_PRIORIDAD: Record<Prioridad, string> = { high: 'Alta', medium: 'Media', low: 'Baja' };
export const ETIQUETA_CATEGORIA: Record<Categoria, string> = {
  legal: 'Legal',
  administrative: 'Administrativo',
  communication: 'Comunicación',
  logistics: 'Logística',
};

// ---------------------------------------------------------------- Día D

const M = MENSAJES_ESTRATEGIA;

export const diaDNuevo = z
  .strictObject({
    totalPollingStations: numero({
      requerido: M.totalRequerido,
      min: 1,
      rangoMsg: M.totalMinimo,
      entero: true,
      enteroMsg: M.entero,
    }),
    coveredPollingStations: numero({
      requerido: M.cubiertasRequeridas,
      min: 0,
      rangoMsg: M.cubiertasRango,
      entero: true,
      enteroMsg: M.entero,
    }),
    /** Beyond the spec: the countdown date is stored; absent keeps the stored one. */
    electionDate: fecha(M.fechaEleccionRequerida).optional(),
  })
  .refine((d) => d.coveredPollingStations <= d.totalPollingStations, {
    error: M.cubiertasRango,
    path: ['coveredPollingStations'],
  });
export type DiaDNuevo = z.input<typeof diaDNuevo>;

export const diaD = z.object({
  total_casillas: z.number(),
  casillas_cubiertas: z.number(),
  fecha_eleccion: z.string(),
  /** Beyond the spec: live figures of the Día D registry, or null while it has no mesas. */
  registro: z.object({ mesas: z.number(), conDelegado: z.number(), presentes: z.number() }).nullable(),
});
export type DiaD = z.infer<typeof diaD>;

export const obtenerDiaD = route({ method: 'GET', path: '/api/estrategia/diad', answer: diaD });
export const guardarDiaD = route({
  method: 'POST',
  path: '/api/estrategia/diad',
  body: diaDNuevo,
  answer: diaD,
});
export const listarArchivosDiaD = route({
  method: 'GET',
  path: '/api/estrategia/diad/archivos',
  answer: z.array(archivoMeta),
});
/** Multipart (field `archivos`, several). */
export const subirArchivosDiaD = route({
  method: 'POST',
  path: '/api/estrategia/diad/archivos',
  answer: z.array(archivoMeta),
});

// ---------------------------------------------------------------- Planeación

export const estrategiaNueva = z.strictObject({
  /** yyyy-mm-dd; absent = today in La Paz. */
  date: fecha(M.fechaRequerida).optional(),
  description: texto({ requerido: M.descripcionRequerida, max: MAX_DESCRIPCION, multilinea: true }),
});
export type EstrategiaNueva = z.input<typeof estrategiaNueva>;

export const estrategia = z.object({
  id: z.string(),
  fecha: z.string(),
  descripcion: z.string(),
  archivo: archivoMeta.nullable(),
});
export type Estrategia = z.infer<typeof estrategia>;

export const listarEstrategias = route({
  method: 'GET',
  path: '/api/estrategia/planeacion',
  answer: z.array(estrategia),
});
export const crearEstrategia = route({
  method: 'POST',
  path: '/api/estrategia/planeacion',
  body: estrategiaNueva,
  answer: estrategia,
});
/** Multipart: fields `date`, `description` and at most one file `archivo`. */
export const crearEstrategiaConArchivo = route({
  method: 'POST',
  path: '/api/estrategia/planeacion/con-archivo',
  answer: estrategia,
});
export const eliminarEstrategia = route({ method: 'DELETE', path: '/api/estrategia/planeacion/:id' });

export const listarDocumentosClave = route({
  method: 'GET',
  path: '/api/estrategia/documentos',
  answer: z.array(archivoMeta),
});
/** Multipart (field `archivos`, several). */
export const subirDocumentosClave = route({
  method: 'POST',
  path: '/api/estrategia/documentos',
  answer: z.array(archivoMeta),
});

// ---------------------------------------------------------------- files of the area

/** Content of any file of the area (inline; `?descargar=1` downloads). */
export const archivoEstrategia = route({ method: 'GET', path: '/api/estrategia/archivos/:id' });
export const rutaArchivoEstrategia = (id: string) => `/api/estrategia/archivos/${encodeURIComponent(id)}`;
export const eliminarArchivoEstrategia = route({ method: 'DELETE', path: '/api/estrategia/archivos/:id' });

// ---------------------------------------------------------------- Precampaña

export const requisitoNuevo = z.strictObject({
  titulo: texto({ requerido: M.tituloRequerido, max: 200 }),
  descripcion: texto({ requerido: M.descripcionRequerida, max: MAX_DESCRIPCION, multilinea: true }),
  fecha_limite: fecha(M.fechaLimiteRequerida),
  responsable: texto({ requerido: M.responsableRequerido, max: 200 }),
  prioridad: z.enum(PRIORIDADES, { error: M.prioridadInvalida }),
  categoria: z.enum(CATEGORIAS, { error: M.categoriaInvalida }),
});
export type RequisitoNuevo = z.input<typeof requisitoNuevo>;

export const requisito = z.object({
  id: z.string(),
  titulo: z.string(),
  descripcion: z.string(),
  completado: z.boolean(),
  fecha_limite: z.string(),
  responsable: z.string(),
  prioridad: z.enum(PRIORIDADES),
  categoria: z.enum(CATEGORIAS),
  adjuntos: z.array(archivoMeta),
});
export type Requisito = z.infer<typeof requisito>;

/** Beyond the spec: completion is persisted; the client sends the new value. */
export const cambioCompletado = z.strictObject({
  completado: z.boolean({ error: M.completadoRequerido }),
});

export const listarRequisitos = route({
  method: 'GET',
  path: '/api/estrategia/precampana',
  answer: z.array(requisito),
});
export const crearRequisito = route({
  method: 'POST',
  path: '/api/estrategia/precampana',
  body: requisitoNuevo,
  answer: requisito,
});
export const marcarRequisito = route({
  method: 'PATCH',
  path: '/api/estrategia/precampana/:id',
  body: cambioCompletado,
  answer: requisito,
});
export const eliminarRequisito = route({ method: 'DELETE', path: '/api/estrategia/precampana/:id' });
/** Multipart (field `archivos`, several). */
export const adjuntarARequisito = route({
  method: 'POST',
  path: '/api/estrategia/precampana/:id/adjuntos',
  answer: z.array(archivoMeta),
});

// ---------------------------------------------------------------- Calendario

export const eventoNuevo = z.strictObject({
  title: texto({ requerido: M.tituloRequerido, max: 200 }),
  date: fecha(M.fechaRequerida),
});
export type EventoNuevo = z.input<typeof eventoNuevo>;

export const evento = z.object({
  id: z.string(),
  titulo: z.string(),
  fecha: z.string(),
  completado: z.boolean(),
});
export type Evento = z.infer<typeof evento>;

export const listarEventos = route({
  method: 'GET',
  path: '/api/estrategia/calendario',
  answer: z.array(evento),
});
export const crearEvento = route({
  method: 'POST',
  path: '/api/estrategia/calendario',
  body: eventoNuevo,
  answer: evento,
});
export const marcarEvento = route({
  method: 'PATCH',
  path: '/api/estrategia/calendario/:id',
  body: cambioCompletado,
  answer: evento,
});
export const eliminarEvento = route({ method: 'DELETE', path: '/api/estrategia/calendario/:id' });

// ---------------------------------------------------------------- Debate

export const ejeNuevo = z.strictObject({
  /** The spec's client-made id: accepted and ignored (the server makes ids). */
  id: z.union([cadena(MENSAJE_ID).max(100, { error: MENSAJE_ID }), z.number()]).optional(),
  title: texto({ requerido: M.tituloRequerido, max: 200 }),
  strategy: texto({ requerido: M.estrategiaRequerida, max: MAX_DESCRIPCION, multilinea: true }),
});
export type EjeNuevo = z.input<typeof ejeNuevo>;

export const eje = z.object({ id: z.string(), titulo: z.string(), estrategia: z.string() });
export type Eje = z.infer<typeof eje>;

export const listarEjes = route({ method: 'GET', path: '/api/estrategia/debate', answer: z.array(eje) });
export const crearEje = route({
  method: 'POST',
  path: '/api/estrategia/debate',
  body: ejeNuevo,
  answer: eje,
});
export const actualizarEje = route({
  method: 'PUT',
  path: '/api/estrategia/debate/:id',
  body: ejeNuevo,
  answer: eje,
});
export const eliminarEje = route({ method: 'DELETE', path: '/api/estrategia/debate/:id' });

// ---------------------------------------------------------------- pure logic

/** Coverage % of Día D (0 when there are no stations). */
export function coberturaDiaD(total: number, cubiertas: number): number {
  return total > 0 ? (cubiertas / total) * 100 : 0;
}

/**
 * The countdown text of the Día D card. Once the date has passed it says so
 * instead of showing a negative count.
 */
export function textoCuentaRegresiva(hoy: string, fechaEleccion: string): string {
  const dias = diasEntre(hoy, fechaEleccion);
  if (dias > 1) return `Faltan ${dias} días`;
  if (dias === 1) return 'Falta 1 día';
  if (dias === 0) return '¡Hoy es el Día D!';
  return `La elección ya pasó (${formatFechaLarga(fechaEleccion)})`;
}

export interface DiaCalendario {
  /** yyyy-mm-dd */
  fecha: string;
  dia: number;
  /** False for the leading/trailing days of the neighbouring months. */
  delMes: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDeUtc = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** Days in a month (month 1–12), leap years included. */
export function diasDelMes(anio: number, mes: number): number {
  return new Date(Date.UTC(anio, mes, 0)).getUTCDate();
}

/**
 * The month grid of the calendar (month 1–12): whole weeks from the Monday on or
 * before the 1st to the Sunday on or after the last day (spec §9: weeks start Monday).
 */
export function cuadriculaMes(anio: number, mes: number): DiaCalendario[][] {
  const primero = new Date(Date.UTC(anio, mes - 1, 1));
  const desfase = (primero.getUTCDay() + 6) % 7; // Monday = 0
  const total = diasDelMes(anio, mes);
  const celdas = Math.ceil((desfase + total) / 7) * 7;
  const semanas: DiaCalendario[][] = [];
  for (let i = 0; i < celdas; i += 1) {
    const d = new Date(Date.UTC(anio, mes - 1, 1 - desfase + i));
    if (i % 7 === 0) semanas.push([]);
    semanas[semanas.length - 1]!.push({
      fecha: isoDeUtc(d),
      dia: d.getUTCDate(),
      delMes: d.getUTCMonth() === mes - 1,
    });
  }
  return semanas;
}

/** The month before or after (month 1–12). */
export function mesVecino(anio: number, mes: number, paso: 1 | -1): { anio: number; mes: number } {
  const indice = anio * 12 + (mes - 1) + paso;
  return { anio: Math.floor(indice / 12), mes: (indice % 12) + 1 };
}

export const DIAS_SEMANA = ['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom'] as const;
const MESES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;
export function nombreMes(anio: number, mes: number): string {
  const nombre = MESES[mes - 1] ?? '';
  return `${nombre.charAt(0).toUpperCase()}${nombre.slice(1)} ${anio}`;
}

/** Colour of a calendar day: pink if any event is pending, teal if all are completed. */
export function colorDia(eventos: readonly { completado: boolean }[]): 'pendiente' | 'completado' | null {
  if (eventos.length === 0) return null;
  return eventos.some((e) => !e.completado) ? 'pendiente' : 'completado';
}

/** Events grouped by date, newest date first (spec: the calendar modal). */
export function agruparEventos<E extends { fecha: string; id: string }>(
  eventos: readonly E[],
): { fecha: string; eventos: E[] }[] {
  const grupos = new Map<string, E[]>();
  for (const e of eventos) {
    const lista = grupos.get(e.fecha) ?? [];
    lista.push(e);
    grupos.set(e.fecha, lista);
  }
  return [...grupos.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([f, lista]) => ({ fecha: f, eventos: lista }));
}

/** Spec text per date group: "(N evento(s))". */
export const textoCantidadEventos = (n: number) => `(${n} evento(s))`;

const RANGO_PRIORIDAD: Record<Prioridad, number> = { high: 0, medium: 1, low: 2 };

/** Spec §4: priority high, medium, low, then due date ascending (then id, so ties are stable). */
export function ordenarRequisitos<R extends { prioridad: Prioridad; fecha_limite: string; id: string }>(
  lista: readonly R[],
): R[] {
  return [...lista].sort(
    (a, b) =>
      RANGO_PRIORIDAD[a.prioridad] - RANGO_PRIORIDAD[b.prioridad] ||
      (a.fecha_limite < b.fecha_limite ? -1 : a.fecha_limite > b.fecha_limite ? 1 : 0) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

export type FiltroEstado = 'todos' | 'completados' | 'pendientes';
export interface FiltrosRequisitos {
  estado: FiltroEstado;
  categoria: Categoria | 'todas';
  prioridad: Prioridad | 'todas';
}
export const FILTROS_INICIALES: FiltrosRequisitos = {
  estado: 'todos',
  categoria: 'todas',
  prioridad: 'todas',
};

/** Filters by status, category and priority, then sorts (spec §4). */
export function filtrarRequisitos<
  R extends {
    prioridad: Prioridad;
    categoria: Categoria;
    completado: boolean;
    fecha_limite: string;
    id: string;
  },
>(lista: readonly R[], filtros: FiltrosRequisitos): R[] {
  return ordenarRequisitos(
    lista.filter(
      (r) =>
        (filtros.estado === 'todos' || r.completado === (filtros.estado === 'completados')) &&
        (filtros.categoria === 'todas' || r.categoria === filtros.categoria) &&
        (filtros.prioridad === 'todas' || r.prioridad === filtros.prioridad),
    ),
  );
}
