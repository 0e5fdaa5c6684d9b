import { z } from 'zod';
import { formatNumero } from './format.js';
import { route } from './http.js';
import { RUTAS_DELEGADO } from './delegado-rutas.js';
import { msg } from './messages.js';
import { ESCRITURA, LECTURA } from './roles.js';
import { cadena, texto } from './schemas.js';
import { REGION_TERRITORIAL_IDS } from './territorial.js';

/**
 * Día D, messages from HQ to the delegates (issue 28): an editor writes to every delegate, a
 * department, a municipio, a recinto or the delegates of mesas in a state; the phone page
 * shows the unread ones on top and says when each was read. The recipients are fixed when the
 * message is sent (the delegates then assigned), and only within the sender's ground.
 */

export const MAX_MENSAJE_DELEGADOS = 500;
/** Messages a list shows (newest first). */
export const MENSAJES_LISTADOS = 100;

export const ESTADOS_DESTINO = ['sin-llegada', 'sin-acta'] as const;
export type EstadoDestino = (typeof ESTADOS_DESTINO)[number];

export const MENSAJES_MENSAJERIA = {
  textoRequerido: msg('Escriba el mensaje'),
  textoLargo: msg(`El mensaje no puede superar los ${MAX_MENSAJE_DELEGADOS} caracteres`),
  destinoInvalido: msg(
    'Elija a quién va el mensaje: todos, un departamento, un municipio, un recinto o un estado',
  ),
  departamentoInvalido: msg('El departamento no es válido'),
  municipioRequerido: msg('Indique el municipio'),
  recintoRequerido: msg('Indique el código del recinto'),
  sinDestinatarios: msg('Ningún delegado asignado recibe ese mensaje'),
  mensajeNoEncontrado: msg('Mensaje no encontrado'),
} as const;
const M = MENSAJES_MENSAJERIA;

const departamento = z.enum(REGION_TERRITORIAL_IDS, { error: M.departamentoInvalido });
const nombre = (requerido: string) =>
  cadena(requerido).trim().min(1, { error: requerido }).max(120, { error: requerido });

export const destinoMensaje = z.union(
  [
    z.strictObject({ todos: z.literal(true) }),
    z.strictObject({ departamento }),
    z.strictObject({ departamento, municipio: nombre(M.municipioRequerido) }),
    z.strictObject({ recinto: nombre(M.recintoRequerido) }),
    z.strictObject({ estado: z.enum(ESTADOS_DESTINO, { error: M.destinoInvalido }) }),
  ],
  { error: M.destinoInvalido },
);
export type DestinoMensaje = z.infer<typeof destinoMensaje>;

export const mensajeNuevo = z.strictObject({
  texto: texto({
    requerido: M.textoRequerido,
    max: MAX_MENSAJE_DELEGADOS,
    maxMsg: M.textoLargo,
    multilinea: true,
  }),
  destino: destinoMensaje,
});
export type MensajeNuevo = z.input<typeof mensajeNuevo>;

export const mensajeEnviado = z.object({
  id: z.string(),
  texto: z.string(),
  enviado: z.string(),
  /** Who it went to, as staff read it ("Cochabamba", "Sin llegada"…). */
  destino: z.string(),
  autor: z.string(),
  /** Delegates it went to, and how many read it (within the reader's ground). */
  destinatarios: z.number(),
  leidos: z.number(),
});
export type MensajeEnviado = z.infer<typeof mensajeEnviado>;

export const enviarMensajeDelegados = route({
  method: 'POST',
  path: '/api/dia-d/mensajes',
  body: mensajeNuevo,
  answer: z.object({ id: z.string(), destinatarios: z.number() }),
  roles: ESCRITURA,
});
export const listarMensajesDelegados = route({
  method: 'GET',
  path: '/api/dia-d/mensajes',
  answer: z.array(mensajeEnviado),
  roles: LECTURA,
});
/** The delegate's inbox, newest first; answers 304 to an unchanged `If-None-Match`. */
export const bandejaDelegado = route({
  method: 'GET',
  path: RUTAS_DELEGADO.mensajes,
  answer: z.array(z.object({ id: z.string(), texto: z.string(), enviado: z.string(), leido: z.boolean() })),
  roles: ['delegado'],
});
export const marcarMensajeLeido = route({
  method: 'POST',
  path: `${RUTAS_DELEGADO.mensajes}/:id/leido`,
  roles: ['delegado'],
});

export const TEXTOS_MENSAJERIA = {
  titulo: 'Mensajes a delegados',
  ayuda:
    'El mensaje aparece arriba en el teléfono de cada delegado que lo recibe; el delegado marca «Leído».',
  nuevo: 'Nuevo mensaje',
  mensaje: 'Mensaje',
  destino: 'Para',
  todos: 'Todos los delegados',
  departamento: 'Un departamento',
  municipio: 'Un municipio',
  recinto: 'Un recinto',
  sinLlegada: 'Delegados sin llegada',
  sinActa: 'Delegados de mesas sin acta',
  codigoRecinto: 'Código del recinto',
  nombreMunicipio: 'Municipio',
  elegirDepartamento: 'Departamento',
  enviar: 'Enviar mensaje',
  enviando: 'Enviando...',
  errorEnviar: 'No se pudo enviar el mensaje',
  enviadoA: (n: number) => `Enviado a ${formatNumero(n, 0)} delegados`,
  sinMensajes: 'Todavía no se envió ningún mensaje.',
  leidos: (leidos: number, total: number) => `${formatNumero(leidos, 0)} de ${formatNumero(total, 0)} leídos`,
  por: (autor: string) => `por ${autor}`,
  destinoEstado: { 'sin-llegada': 'Sin llegada', 'sin-acta': 'Sin acta' } satisfies Record<
    EstadoDestino,
    string
  >,
  destinoTodos: 'Todos',
  // Phone page
  bandeja: 'Mensajes de la sede',
  leido: 'Leído',
  marcarLeido: 'Marcar como leído',
} as const;
