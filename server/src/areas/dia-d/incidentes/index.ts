/**
 * Día D's incidents: what a phone reports (a type, a text, a photo) and HQ's desk that lists,
 * assigns and closes them with notes, scoped to the caller's ground.
 * What other capabilities use of it is exported here, and only here.
 */
export { incidentesMigrations } from './migrations.js';
export { crearIncidente, incidentePorId } from './queries.js';
export { incidentesRoutes } from './routes.js';
export type { IncidentesTables } from './tables.js';
