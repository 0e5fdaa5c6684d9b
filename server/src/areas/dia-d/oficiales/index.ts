/**
 * Día D's official count (issue 29): the electoral body's export imported as snapshots (large
 * files as jobs any instance follows), reviewed, and compared mesa by mesa with the campaign's
 * own actas.
 */
export { instantaneaComparada, oficialesDelTerreno } from './comparacion-queries.js';
export { oficialesMigrations } from './migrations.js';
export { oficialesRoutes } from './routes.js';
export type { OficialesTables } from './tables.js';
