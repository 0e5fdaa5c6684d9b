/**
 * Día D's messages (issue 28): HQ writes to the delegates of a ground (everyone, a department, a
 * municipio, a recinto), each phone reads its inbox and marks what it read.
 */
export { mensajesMigrations } from './migrations.js';
export { mensajesRoutes } from './routes.js';
export type { MensajesTables } from './tables.js';
