/**
 * Día D's delegates: territorial defenders given a mesa (one by one or by CSV) or a recinto (its
 * chief), their one-time access codes, and the phone pages' routes — the delegate's check-in,
 * acta and incidents, the recinto chief's actas for the mesas of their recinto.
 * What other capabilities use of it is exported here, and only here.
 */
export { hash as hashDeCodigo, normalizarCodigo } from './delegado-queries.js';
export { delegadosMigrations } from './migrations.js';
export { delegadosRoutes } from './routes.js';
export { defensorEnVentana } from './sesion.js';
export type { DelegadosTables } from './tables.js';
