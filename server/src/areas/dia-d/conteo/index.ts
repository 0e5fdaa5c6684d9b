/**
 * Día D's count (issue 20): the running totals every acta feeds, the count of a ground from them,
 * the quick count (its sample of mesas, drawn by seed, and its estimate) and the map's points.
 * What other capabilities use of it is exported here, and only here.
 */
export { estimar } from './conteo-rapido.js';
export { conteoMigrations } from './migrations.js';
export { enMuestra, infoMuestra, sqlEnMuestra } from './muestra-queries.js';
export { moverTotales } from './queries.js';
export { conteoRoutes } from './routes.js';
export type { ConteoTables } from './tables.js';
