import { z } from 'zod';
import { route } from './http.js';
import { msg } from './messages.js';
import { SOLO_ADMIN } from './roles.js';

/**
 * Rehearsal mode (issue 30): a server started with `SIMULACRO=1` says so in `GET /api/health`,
 * shows a band on every screen and on the delegate's phone page, and its Día D data can be wiped
 * in one confirmed step by an admin.
 */
export const MENSAJES_SIMULACRO = {
  banda: msg('SIMULACRO'),
  bandaDetalle: msg('Ensayo: los datos del Día D de este servidor no son reales y pueden borrarse.'),
  borrar: msg('Borrar datos del simulacro'),
  borrando: msg('Borrando…'),
  confirmarTitulo: msg('¿Borrar los datos del simulacro?'),
  confirmarTexto: msg(
    'Se borran las actas, incidentes, llegadas, delegados asignados y sus accesos, y los delegados que creó el simulacro. El registro de mesas y la papeleta se conservan. No se puede deshacer.',
  ),
  cancelar: msg('Cancelar'),
  borrado: msg('Datos del simulacro borrados.'),
  noEsSimulacro: msg('Este servidor no está en modo simulacro: sus datos no se borran.'),
} as const;

/** Email domain of the delegates the rehearsal CLI creates (the wipe removes them). */
export const DOMINIO_DELEGADOS_SIMULACRO = 'simulacro.invalid';

export const borradoSimulacro = z.object({
  actas: z.number(),
  incidentes: z.number(),
  llegadas: z.number(),
  delegados: z.number(),
});
export type BorradoSimulacro = z.infer<typeof borradoSimulacro>;

export const borrarSimulacro = route({
  method: 'POST',
  path: '/api/dia-d/simulacro/borrar',
  answer: borradoSimulacro,
  roles: SOLO_ADMIN,
});
