import { z } from 'zod';
import { fechaNoAnterior } from '../avisos/index.js';
import { hoyEnLaPaz } from '../dates.js';
import { route } from '../http.js';
import { msg } from '../messages.js';
import { cadena, fecha, hora, id, texto, textoOpcional } from '../schemas.js';

/**
 * Adversarios tab (spec dashboard.md §2, §3, §5, §7, §8): adversaries of the
 * campaign and a log of updates about them, shared by all staff.
 */
export const AREA_ADVERSARIOS = 'adversarios' as const;

export const LIMITES_ADVERSARIO = {
  nombreMin: 2,
  nombreMax: 100,
  partidoMin: 3,
  partidoMax: 150,
  descripcionMin: 10,
  descripcionMax: 500,
  mensajeMin: 10,
  mensajeMax: 1000,
} as const;

export const MENSAJES_ADVERSARIOS = {
  nombreRequerido: msg('El nombre es requerido'),
  nombreMin: msg('El nombre debe tener al menos 2 caracteres'),
  nombreMax: msg('El nombre no puede superar los 100 caracteres'),
  partidoRequerido: msg('El partido es requerido'),
  partidoMin: msg('El partido debe tener al menos 3 caracteres'),
  partidoMax: msg('El partido no puede superar los 150 caracteres'),
  descripcionRequerida: msg('La descripción es requerida'),
  descripcionMin: msg('La descripción debe tener al menos 10 caracteres'),
  descripcionMax: msg('La descripción no puede superar los 500 caracteres'),
  noEncontrado: msg('El adversario no existe'),
  errorGuardar: msg('Error al guardar adversario'),
  errorEliminar: msg('Error al eliminar adversario'),
} as const;

export const MENSAJES_ACTUALIZACIONES = {
  adversarioRequerido: msg('Debe seleccionar un adversario'),
  mensajeRequerido: msg('El mensaje es requerido'),
  mensajeMin: msg('El mensaje debe tener al menos 10 caracteres'),
  mensajeMax: msg('El mensaje no puede superar los 1000 caracteres'),
  tipoInvalido: msg('El tipo debe ser positiva, negativa o neutral'),
  fechaRequerida: msg('La fecha es requerida'),
  fechaInvalida: msg('La fecha no es válida'),
  fechaPasada: msg('La fecha no puede ser anterior a hoy'),
  horaRequerida: msg('La hora es requerida'),
  horaInvalida: msg('La hora no es válida (HH:MM)'),
  noEncontrada: msg('La actualización no existe'),
  errorGuardar: msg('Error al guardar actualización'),
  errorEliminar: msg('Error al eliminar actualización'),
} as const;

export const TIPOS_ACTUALIZACION = ['positiva', 'negativa', 'neutral'] as const;
export const tipoActualizacion = z.enum(TIPOS_ACTUALIZACION, {
  error: MENSAJES_ACTUALIZACIONES.tipoInvalido,
});
export type TipoActualizacion = (typeof TIPOS_ACTUALIZACION)[number];

export const ETIQUETAS_TIPO: Record<TipoActualizacion, string> = {
  positiva: 'Positiva para nosotros',
  negativa: 'Negativa para nosotros',
  neutral: 'Neutral',
};

/** Any stored or received value shown as a known type: unknown values are neutral (spec §2). */
export function tipoVisible(tipo: unknown): TipoActualizacion {
  return tipo === 'positiva' || tipo === 'negativa' ? tipo : 'neutral';
}

export const TEXTOS_ADVERSARIOS = {
  titulo: 'Adversarios',
  subtitulo: 'Adversarios registrados',
  nuevo: 'Nuevo Adversario',
  vacio: 'No hay adversarios registrados',
  vacioTexto: 'Registra un adversario para hacer seguimiento de sus movimientos.',
  modalTitulo: 'Nuevo Adversario',
  nombre: 'Nombre',
  partido: 'Partido',
  descripcion: 'Descripción',
  guardar: 'Guardar',
  guardando: 'Guardando...',
  cancelar: 'Cancelar',
  cargando: 'Cargando adversarios...',
  lista: 'Lista de adversarios',
  registrado: 'Registrado el',
  eliminar: (nombre: string) => `Eliminar adversario ${nombre}`,
  confirmarTitulo: 'Eliminar adversario',
  confirmarTexto: (nombre: string) =>
    `¿Estás seguro que deseas eliminar a ${nombre}? También se eliminarán sus actualizaciones.`,
  confirmar: 'Eliminar',
} as const;

export const TEXTOS_ACTUALIZACIONES = {
  titulo: 'Actualizaciones de adversarios',
  nueva: 'Nueva Actualización',
  vacio: 'No hay actualizaciones',
  vacioTexto: 'Registra primero un adversario y luego agrega sus actualizaciones.',
  vacioTextoConAdversarios: 'Usa Nueva Actualización para registrar la primera.',
  modalTitulo: 'Nueva Actualización',
  adversario: 'Adversario',
  seleccione: 'Seleccione un adversario',
  tipo: 'Tipo',
  fecha: 'Fecha',
  hora: 'Hora',
  mensaje: 'Mensaje',
  guardar: 'Guardar',
  guardando: 'Guardando...',
  cancelar: 'Cancelar',
  cargando: 'Cargando actualizaciones...',
  tabla: 'Actualizaciones de adversarios, de la más reciente a la más antigua',
  columnas: {
    adversario: 'Adversario',
    tipo: 'Tipo',
    mensaje: 'Mensaje',
    fecha: 'Fecha y hora',
    registrada: 'Registrada',
    acciones: 'Acciones',
  },
  eliminar: 'Eliminar actualización',
  confirmarTitulo: 'Eliminar actualización',
  confirmarTexto: '¿Estás seguro que deseas eliminar esta actualización? Esta acción no se puede deshacer.',
  confirmar: 'Eliminar',
} as const;

// ---------------------------------------------------------------- adversaries

export const adversarioNuevo = z.strictObject({
  nombre: texto({
    requerido: MENSAJES_ADVERSARIOS.nombreRequerido,
    min: LIMITES_ADVERSARIO.nombreMin,
    minMsg: MENSAJES_ADVERSARIOS.nombreMin,
    max: LIMITES_ADVERSARIO.nombreMax,
    maxMsg: MENSAJES_ADVERSARIOS.nombreMax,
  }),
  partido: texto({
    requerido: MENSAJES_ADVERSARIOS.partidoRequerido,
    min: LIMITES_ADVERSARIO.partidoMin,
    minMsg: MENSAJES_ADVERSARIOS.partidoMin,
    max: LIMITES_ADVERSARIO.partidoMax,
    maxMsg: MENSAJES_ADVERSARIOS.partidoMax,
  }),
  descripcion: texto({
    multilinea: true,
    requerido: MENSAJES_ADVERSARIOS.descripcionRequerida,
    min: LIMITES_ADVERSARIO.descripcionMin,
    minMsg: MENSAJES_ADVERSARIOS.descripcionMin,
    max: LIMITES_ADVERSARIO.descripcionMax,
    maxMsg: MENSAJES_ADVERSARIOS.descripcionMax,
  }),
});
export type AdversarioNuevo = z.infer<typeof adversarioNuevo>;
export type AdversarioNuevoEntrada = z.input<typeof adversarioNuevo>;

export const adversario = z.object({
  id,
  nombre: z.string(),
  partido: z.string(),
  descripcion: z.string(),
  fechaCreacion: z.string(),
});
export type Adversario = z.infer<typeof adversario>;

export const listarAdversarios = route({
  method: 'GET',
  path: '/api/adversarios',
  answer: z.array(adversario),
});
export const crearAdversario = route({
  method: 'POST',
  path: '/api/adversarios',
  body: adversarioNuevo,
  answer: adversario,
});
/** Also deletes the adversary's updates. */
export const eliminarAdversario = route({ method: 'DELETE', path: '/api/adversarios/:id' });

// -------------------------------------------------------------------- updates

function camposActualizacion(hoy?: string) {
  const fechaBase = fecha(MENSAJES_ACTUALIZACIONES.fechaRequerida, MENSAJES_ACTUALIZACIONES.fechaInvalida);
  return {
    adversarioId: cadena(MENSAJES_ACTUALIZACIONES.adversarioRequerido)
      .trim()
      .min(1, { error: MENSAJES_ACTUALIZACIONES.adversarioRequerido })
      .max(100, { error: MENSAJES_ACTUALIZACIONES.adversarioRequerido }),
    mensaje: texto({
      multilinea: true,
      requerido: MENSAJES_ACTUALIZACIONES.mensajeRequerido,
      min: LIMITES_ADVERSARIO.mensajeMin,
      minMsg: MENSAJES_ACTUALIZACIONES.mensajeMin,
      max: LIMITES_ADVERSARIO.mensajeMax,
      maxMsg: MENSAJES_ACTUALIZACIONES.mensajeMax,
    }),
    tipo: tipoActualizacion,
    fecha:
      hoy === undefined
        ? fechaBase
        : fechaBase.refine((f) => fechaNoAnterior(f, hoy), { error: MENSAJES_ACTUALIZACIONES.fechaPasada }),
    hora: hora(MENSAJES_ACTUALIZACIONES.horaRequerida, MENSAJES_ACTUALIZACIONES.horaInvalida),
    /** Sent by the spec's client; ignored: the server takes the name from the stored adversary. */
    adversarioNombre: textoOpcional(1000),
  };
}

/**
 * Body of POST /api/adversarios/actualizaciones. As with avisos, the server applies
 * "not before today" with its own clock and checks that the adversary exists.
 */
export const actualizacionNueva = z.strictObject(camposActualizacion());
export type ActualizacionNueva = z.infer<typeof actualizacionNueva>;
export type ActualizacionNuevaEntrada = z.input<typeof actualizacionNueva>;

/** The same body with the date rule for a given La Paz today (the form uses the browser's). */
export function actualizacionNuevaDesde(hoy: string = hoyEnLaPaz()) {
  return z.strictObject(camposActualizacion(hoy));
}

export const actualizacionAdversario = z.object({
  id,
  adversarioId: z.string(),
  adversarioNombre: z.string(),
  mensaje: z.string(),
  tipo: tipoActualizacion,
  fecha: z.string(),
  hora: z.string(),
  fechaCreacion: z.string(),
});
export type ActualizacionAdversario = z.infer<typeof actualizacionAdversario>;

export const listarActualizaciones = route({
  method: 'GET',
  path: '/api/adversarios/actualizaciones',
  answer: z.array(actualizacionAdversario),
});
export const crearActualizacion = route({
  method: 'POST',
  path: '/api/adversarios/actualizaciones',
  body: actualizacionNueva,
  answer: actualizacionAdversario,
});
export const eliminarActualizacion = route({
  method: 'DELETE',
  path: '/api/adversarios/actualizaciones/:id',
});
