import { z } from 'zod';
import { archivoMeta } from '../archivos/index.js';
import { route } from '../http.js';
import { fecha, texto } from '../schemas.js';
import { cambioCompletado, MAX_DESCRIPCION } from './estrategia.js';
import { MENSAJES_ESTRATEGIA } from './textos.js';

/** The Precampaña y Registro card of Estrategia: requirements, filters, order. */

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

const M = MENSAJES_ESTRATEGIA;

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
