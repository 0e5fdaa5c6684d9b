import { z } from 'zod';
import { hoyEnLaPaz } from '../dates.js';
import { formatNumero } from '../format.js';
import { route } from '../http.js';
import { msg } from '../messages.js';
import { fecha, hora, id, texto } from '../schemas.js';

/**
 * Avisos Cochabamba (spec dashboard.md §2 Cochabamba tab, §3 Aviso, §5, §7, §8):
 * regional notices with an event date and time, shared by all staff.
 */
export const AREA_AVISOS = 'avisos' as const;

export const LIMITES_AVISO = { mensajeMin: 10, mensajeMax: 500 } as const;

export const MENSAJES_AVISOS = {
  mensajeRequerido: msg('El mensaje es requerido'),
  mensajeMin: msg('El mensaje debe tener al menos 10 caracteres'),
  mensajeMax: msg('El mensaje no puede superar los 500 caracteres'),
  fechaRequerida: msg('La fecha es requerida'),
  fechaInvalida: msg('La fecha no es válida'),
  fechaPasada: msg('La fecha no puede ser anterior a hoy'),
  horaRequerida: msg('La hora es requerida'),
  horaInvalida: msg('La hora no es válida (HH:MM)'),
  noEncontrado: msg('El aviso no existe'),
  errorGuardar: msg('Error al guardar aviso'),
  errorEliminar: msg('Error al eliminar aviso'),
  limiteInvalido: msg('El límite debe ser un número entero entre 1 y 500'),
  cursorInvalido: msg('El parámetro «despues» no es válido'),
} as const;

export const TEXTOS_AVISOS = {
  titulo: 'Avisos Cochabamba',
  nuevo: 'Nuevo',
  vacioTitulo: 'No hay avisos',
  vacioTexto: 'Crea el primer aviso',
  crear: 'Crear Aviso',
  modalTitulo: 'Nuevo Aviso',
  mensaje: 'Mensaje',
  fecha: 'Fecha',
  hora: 'Hora',
  guardar: 'Guardar',
  guardando: 'Guardando...',
  cancelar: 'Cancelar',
  cargando: 'Cargando avisos...',
  cargandoMas: 'Cargando más avisos...',
  lista: 'Lista de avisos',
  eliminar: 'Eliminar aviso',
  confirmarTitulo: 'Eliminar aviso',
  confirmarTexto: '¿Estás seguro que deseas eliminar este aviso? Esta acción no se puede deshacer.',
  confirmar: 'Eliminar',
  eliminando: 'Eliminando...',
  programado: 'Programado',
  creado: 'Creado',
} as const;

/** "1 aviso", "2 avisos", "10.000 avisos". */
export function contarAvisos(n: number): string {
  return `${formatNumero(n, 0)} ${n === 1 ? 'aviso' : 'avisos'}`;
}

/** "Not before today": both yyyy-mm-dd, so text order is date order. */
export function fechaNoAnterior(fechaEvento: string, hoy: string): boolean {
  return fechaEvento >= hoy;
}

function campos(hoy?: string) {
  const base = fecha(MENSAJES_AVISOS.fechaRequerida, MENSAJES_AVISOS.fechaInvalida);
  return {
    mensaje: texto({
      multilinea: true,
      requerido: MENSAJES_AVISOS.mensajeRequerido,
      min: LIMITES_AVISO.mensajeMin,
      minMsg: MENSAJES_AVISOS.mensajeMin,
      max: LIMITES_AVISO.mensajeMax,
      maxMsg: MENSAJES_AVISOS.mensajeMax,
    }),
    fecha:
      hoy === undefined
        ? base
        : base.refine((f) => fechaNoAnterior(f, hoy), { error: MENSAJES_AVISOS.fechaPasada }),
    hora: hora(MENSAJES_AVISOS.horaRequerida, MENSAJES_AVISOS.horaInvalida),
  };
}

/**
 * Body of POST /api/avisos. "Not before today" depends on the clock, so the route's
 * schema checks the shape and the server applies the date rule with its own clock
 * (`fechaNoAnterior(body.fecha, hoyEnLaPaz(clock.now()))`).
 */
export const avisoNuevo = z.strictObject(campos());
export type AvisoNuevo = z.infer<typeof avisoNuevo>;
export type AvisoNuevoEntrada = z.input<typeof avisoNuevo>;

/** The same body with the date rule for a given La Paz today (the form uses the browser's). */
export function avisoNuevoDesde(hoy: string = hoyEnLaPaz()) {
  return z.strictObject(campos(hoy));
}

export const aviso = z.object({
  id,
  mensaje: z.string(),
  fecha: z.string(),
  hora: z.string(),
  /** Server time of creation, ISO-8601. */
  fechaCreacion: z.string(),
});
export type Aviso = z.infer<typeof aviso>;

/** Most avisos one page may ask for. */
export const MAX_LIMITE_AVISOS = 500;

/**
 * Keyset cursor of a list position: the creation instant and id of the last aviso seen
 * (the list's own order), so a page after it is the same whatever was added before it.
 */
export function cursorAviso(a: Pick<Aviso, 'fechaCreacion' | 'id'>): string {
  return `${a.fechaCreacion}~${a.id}`;
}

const cursor = z
  .string()
  .max(200, { error: MENSAJES_AVISOS.cursorInvalido })
  .transform((texto, ctx) => {
    const i = texto.indexOf('~');
    const fechaCreacion = texto.slice(0, i);
    const id = texto.slice(i + 1);
    if (i < 1 || id === '' || Number.isNaN(Date.parse(fechaCreacion))) {
      ctx.addIssue({ code: 'custom', message: MENSAJES_AVISOS.cursorInvalido });
      return z.NEVER;
    }
    return { fechaCreacion, id };
  });

/**
 * Query string of GET /api/avisos: with neither, every aviso (the spec's call); with
 * `limite`, at most that many; with `despues` (a `cursorAviso`), only those after it.
 */
export const consultaAvisos = z.object({
  limite: z
    .string({ error: MENSAJES_AVISOS.limiteInvalido })
    .regex(/^[0-9]{1,3}$/, { error: MENSAJES_AVISOS.limiteInvalido })
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_LIMITE_AVISOS, { error: MENSAJES_AVISOS.limiteInvalido })
    .optional(),
  despues: cursor.optional(),
});
export type ConsultaAvisos = z.output<typeof consultaAvisos>;

/** GET /api/avisos[?limite=&despues=]: newest first, as `consultaAvisos` says. */
export const listarAvisos = route({
  method: 'GET',
  path: '/api/avisos',
  query: consultaAvisos,
  answer: z.array(aviso),
});
/** How many avisos there are (the panel's count while the list arrives page by page). */
export const totalAvisos = route({
  method: 'GET',
  path: '/api/avisos/total',
  answer: z.object({ total: z.number().int() }),
});
export const crearAviso = route({ method: 'POST', path: '/api/avisos', body: avisoNuevo, answer: aviso });
export const eliminarAviso = route({ method: 'DELETE', path: '/api/avisos/:id' });

/** Newest first by creation time; ties by id so the order is the same everywhere. */
export function ordenarPorCreacion<T extends { id: string; fechaCreacion: string }>(
  items: readonly T[],
): T[] {
  return [...items].sort((a, b) =>
    a.fechaCreacion === b.fechaCreacion
      ? a.id < b.id
        ? 1
        : a.id > b.id
          ? -1
          : 0
      : a.fechaCreacion < b.fechaCreacion
        ? 1
        : -1,
  );
}
