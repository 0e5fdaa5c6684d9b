/**
 * Día D's publishing (issue 46): the campaign's actas as a static public site written to a folder
 * or a bucket — the runs (jobs holding one turn), the automatic runs, the mesas kept off.
 */
export { terminarEleccion as terminarPublicacionDeEleccion } from './corridas-queries.js';
export { publicacionMigrations } from './migrations.js';
export { publicacionRoutes } from './routes.js';
export type { PublicacionTables } from './tables.js';
