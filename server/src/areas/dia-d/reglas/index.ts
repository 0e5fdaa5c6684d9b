/**
 * Día D's rules (issue 28): the seven named rules run on every new version of an acta, the
 * alerts they raise and HQ's queue that reviews them, scoped to the caller's ground.
 * What other capabilities use of it is exported here, and only here.
 */
export { reglasMigrations } from './migrations.js';
export { alertasDeActas } from './queries.js';
export { aplicarReglas } from './reglas.js';
export { reglasRoutes } from './routes.js';
export type { ReglasTables } from './tables.js';
