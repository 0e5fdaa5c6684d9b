/**
 * Día D's radar of pending mesas (issue 28): one state at a time (without a delegate, delegate
 * not in, without an acta, waiting for its second entry, in dispute, with an alert), by mesa code,
 * with its summary and the hours it keeps.
 */
export { pendientesMigrations } from './migrations.js';
export { pendientesRoutes } from './routes.js';
