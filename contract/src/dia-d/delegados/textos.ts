import { msg } from '../../messages.js';

// Issue 28, the recinto chief's phone: texts, states and paths without zod (the phone page,
// web/src/delegado, imports this file); jefe-recinto.ts declares the routes on these paths.

export { enlaceLlamada, enlaceWhatsapp } from './telefono.js';

export const RUTAS_JEFE = {
  recinto: '/api/jefe/recinto',
  /** The acta of one mesa of the chief's recinto, sent as a delegate sends theirs. */
  acta: '/api/jefe/mesas/:codigo/acta',
  /** Issue 44: its figures first, as the delegate's `POST /api/delegado/acta/cifras`. */
  actaCifras: '/api/jefe/mesas/:codigo/acta/cifras',
} as const;

export const actaDeMesaJefe = (codigo: string) =>
  RUTAS_JEFE.acta.replace(':codigo', encodeURIComponent(codigo));

export const cifrasDeMesaJefe = (codigo: string) =>
  RUTAS_JEFE.actaCifras.replace(':codigo', encodeURIComponent(codigo));

/** A mesa's state as the chief reads it, from the most advanced on: acta first, then the delegate. */
export const ESTADOS_MESA_JEFE = [
  'en-disputa',
  'con-alerta',
  'verificada',
  'acta-enviada',
  'delegado-presente',
  'delegado-sin-llegada',
  'sin-delegado',
] as const;
export type EstadoMesaJefe = (typeof ESTADOS_MESA_JEFE)[number];

export const ETIQUETA_ESTADO_MESA_JEFE: Record<EstadoMesaJefe, string> = {
  'en-disputa': 'En disputa',
  'con-alerta': 'Con alerta',
  verificada: 'Verificada',
  'acta-enviada': 'Acta enviada',
  'delegado-presente': 'Delegado presente',
  'delegado-sin-llegada': 'Delegado sin llegada',
  'sin-delegado': 'Sin delegado',
};

export const MENSAJES_JEFE = {
  sinJefe: msg('El recinto no tiene jefe asignado: asigne uno antes de generar su acceso'),
  noEsJefe: msg('Esta página es del jefe de recinto: su acceso es de delegado de mesa'),
  mesaNoEncontrada: msg('Mesa no encontrada en su recinto'),
  actaDelDelegado: msg(
    'El delegado de esta mesa ya envió su acta: el jefe de recinto no puede reemplazarla. Llame al delegado si hay que corregirla.',
  ),
} as const;

export const TEXTOS_JEFE = {
  titulo: 'Jefe de recinto',
  /** Beside the chief on HQ's Día D screen. */
  generarAcceso: 'Generar acceso del jefe',
  generarAccesoDe: (nombre: string) => `Generar acceso del jefe ${nombre}`,
  accesoTitulo: (recinto: string) => `Acceso del jefe del recinto ${recinto}`,
  /** How the chief appears where HQ sees an acta's sender (and in the audit trail). */
  remitente: (nombre: string) => `${nombre} (jefe de recinto)`,
  /** Beside an acta on HQ's lists. */
  enviadaPorJefe: 'Enviada por el jefe de recinto',
  recinto: (nombre: string, municipio: string) => `${nombre} — ${municipio}`,
  mesas: 'Mesas del recinto',
  mesa: (numero: number, codigo: string) => `Mesa ${numero} (${codigo})`,
  habilitados: (n: string) => `${n} habilitados`,
  delegado: (nombre: string) => `Delegado: ${nombre}`,
  sinDelegado: 'Sin delegado asignado',
  llamar: 'Llamar',
  whatsapp: 'WhatsApp',
  aQuien: (nombre: string) => ` a ${nombre}`,
  mensajeWhatsapp: (numero: number, recinto: string) =>
    `Hola, le escribe el jefe del recinto ${recinto} por la mesa ${numero}.`,
  acta: (version: number, estado: string) => `Acta v${version}: ${estado}`,
  enviarActa: (numero: number) => `Enviar el acta de la mesa ${numero}`,
  /** The acta the chief sent, corrected (a new version). */
  corregirActa: (numero: number) => `Corregir el acta de la mesa ${numero}`,
  actaTitulo: (numero: number) => `Acta de la mesa ${numero}`,
  actaAyuda:
    'El delegado de esta mesa no envió el acta: cárguela usted con su foto. Queda registrada como enviada por el jefe de recinto.',
  actaDelDelegado: 'Acta enviada por el delegado: solo lectura.',
  cerrar: 'Cerrar',
} as const;
