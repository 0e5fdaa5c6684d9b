import { msg } from '../../messages.js';

/**
 * Rehearsal mode (issue 30): a server started with `SIMULACRO=1` says so in `GET /api/health`,
 * shows a band on every screen and on the delegate's phone page, and its Día D data can be wiped
 * in one confirmed step by an admin. Texts only (no zod): the login page and the phone page
 * import this file.
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
  errorBorrar: msg('No se pudieron borrar los datos del simulacro.'),
  borrado: msg('Datos del simulacro borrados.'),
  noEsSimulacro: msg('Este servidor no está en modo simulacro: sus datos no se borran.'),
} as const;

/** Email domain of the delegates the rehearsal CLI creates (the wipe removes them). */
export const DOMINIO_DELEGADOS_SIMULACRO = 'simulacro.invalid';

/** The health route by method and path only (no schema): what the band asks. */
export const RUTA_SALUD = { method: 'GET', path: '/api/health' } as const;
