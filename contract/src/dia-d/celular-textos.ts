import { msg } from '../messages.js';

// The delegate's phone on a rural network (issue 44): what the phone page says about its queue,
// the photo it prepares and its life without signal, and the name it is installed under. Without
// zod, like the other texts of the phone page (its bundle stays small).

/** The long side of the photo the phone prepares, in pixels: the figures legible at 100 %. */
export const LADO_FOTO_PREPARADA = 2000;
/**
 * The JPEG quality of the prepared photo, chosen by measurement on a 12 MP photo of a handwritten
 * acta (bench/ultima-milla-calidad.ts; docs/decisions.md).
 */
export const CALIDAD_FOTO_PREPARADA = 0.8;

/** The installed page: its name under the icon, and in the phone's list of apps. */
export const NOMBRE_APP_CELULAR = 'Comando · Delegado de mesa';
export const NOMBRE_CORTO_APP_CELULAR = 'Delegado';
export const DESCRIPCION_APP_CELULAR =
  'La página del delegado de mesa y del jefe de recinto: funciona sin señal y envía el acta al volver la conexión.';

const kb = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('es-ES')} KB`
    : `${(bytes / 1024 / 1024).toLocaleString('es-ES', { maximumFractionDigits: 1 })} MB`;

export const TEXTOS_CELULAR = {
  // The queue, as the phone holds it.
  cola: 'Envíos en este teléfono',
  colaAyuda:
    'Se envían de a uno, en orden. Puede cerrar la página: se enviarán cuando vuelva a abrirla con señal.',
  llegada: 'Llegada a la mesa',
  incidente: (tipo: string) => `Incidente: ${tipo}`,
  acta: (mesa: string | null) => (mesa ? `Acta de la mesa ${mesa}` : 'Acta de su mesa'),
  guardadoA: (hora: string) => `guardado a las ${hora}`,
  esperandoSenal: 'Esperando señal',
  enEspera: 'En espera',
  enviando: 'Enviando…',
  enviandoPorcentaje: (p: number) => `Enviando… ${p.toLocaleString('es-ES')} %`,
  reintentoA: (hora: string) => `Sin respuesta del servidor: nuevo intento a las ${hora}`,
  reintentarAhora: 'Intentar ahora',
  rechazado: (motivo: string) => `No fue aceptado: ${motivo}`,
  quitar: 'Quitar del teléfono',
  quitarAria: (que: string) => `Quitar del teléfono: ${que}`,
  confirmarQuitar:
    'Lo que no fue aceptado se quita de este teléfono y no se enviará. Corrija los datos y envíelo de nuevo.',
  siQuitar: 'Sí, quitar',
  noQuitar: 'No, dejarlo',
  // Without signal.
  sinSenalDetalle:
    'La página funciona sin señal y guarda lo que envíe: se enviará solo cuando vuelva la conexión.',
  listaSinSenal: 'Lista para usar sin señal',
  datosDelTelefono: 'Datos guardados en este teléfono',
  // The photo prepared on the phone.
  preparandoFoto: 'Preparando la foto…',
  fotoPreparada: 'Así se enviará la foto',
  fotoPreparadaAlt: 'Foto del acta preparada para enviar',
  fotoIncidenteAlt: 'Foto del incidente preparada para enviar',
  detalleFoto: (ancho: number, alto: number, bytes: number, original: number) =>
    `${ancho.toLocaleString('es-ES')} × ${alto.toLocaleString('es-ES')} px · ${kb(bytes)} (la original: ${kb(original)}), sin ubicación ni datos de la cámara`,
  fotoBorrosa: 'Revise que las cifras se lean bien; si no, tome otra foto.',
} as const;

/** What the phone refuses before anything is queued. */
export const MENSAJES_CELULAR = {
  fotoIlegible: msg('No se pudo leer la foto. Tome otra foto del acta (JPEG, PNG o WebP).'),
  fotoIncidenteIlegible: msg('No se pudo leer la foto. Tome otra foto (JPEG, PNG o WebP).'),
} as const;
