import { z } from 'zod';
import { route } from '../../http.js';
import { ESTADOS_DESTINO, MAX_MENSAJE_DELEGADOS } from './textos.js';
import type { RegionTerritorialId } from '../../territorial/index.js';
import { RUTAS_DELEGADO } from '../delegado-rutas.js';
import { msg } from '../../messages.js';
import { ESCRITURA, LECTURA } from '../../roles.js';
import { cadena, texto } from '../../schemas.js';
import { REGION_TERRITORIAL_IDS } from '../../territorial/index.js';

/**
 * Día D, messages from HQ to the delegates (issue 28): an editor writes to every delegate, a
 * department, a municipio, a recinto or the delegates of mesas in a state; the phone page
 * shows the unread ones on top and says when each was read. The recipients are fixed when the
 * message is sent (the delegates then assigned), and only within the sender's ground.
 */

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

/** The HQ form's "Para" choices; each becomes one shape of `destinoMensaje`. */
export const TIPOS_DESTINO = ['todos', 'departamento', 'municipio', 'recinto', ...ESTADOS_DESTINO] as const;
export type TipoDestino = (typeof TIPOS_DESTINO)[number];

/** The HQ form: flat fields, the errors under the field that is missing, sent as `mensajeNuevo`. */
export const formularioMensaje = z
  .object({
    texto: mensajeNuevo.shape.texto,
    tipo: z.enum(TIPOS_DESTINO, { error: M.destinoInvalido }),
    departamento: z.string(),
    municipio: z.string(),
    recinto: z.string(),
  })
  .superRefine((f, ctx) => {
    const pide = (campo: 'departamento' | 'municipio' | 'recinto', message: string) => {
      if (f[campo].trim() === '') ctx.addIssue({ code: 'custom', path: [campo], message });
    };
    if (f.tipo === 'departamento' || f.tipo === 'municipio') pide('departamento', M.departamentoInvalido);
    if (f.tipo === 'municipio') pide('municipio', M.municipioRequerido);
    if (f.tipo === 'recinto') pide('recinto', M.recintoRequerido);
  })
  .transform((f): MensajeNuevo => {
    const departamento = f.departamento as RegionTerritorialId;
    switch (f.tipo) {
      case 'todos':
        return { texto: f.texto, destino: { todos: true } };
      case 'departamento':
        return { texto: f.texto, destino: { departamento } };
      case 'municipio':
        return { texto: f.texto, destino: { departamento, municipio: f.municipio.trim() } };
      case 'recinto':
        return { texto: f.texto, destino: { recinto: f.recinto.trim() } };
      default:
        return { texto: f.texto, destino: { estado: f.tipo } };
    }
  });
export type FormularioMensaje = z.input<typeof formularioMensaje>;
