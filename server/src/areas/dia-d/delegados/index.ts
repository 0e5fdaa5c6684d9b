/**
 * Día D's delegates: territorial defenders given a mesa (one by one or by CSV) or a recinto (its
 * chief), their one-time access codes, and the phone pages' routes — the delegate's check-in,
 * acta and incidents, the recinto chief's actas for the mesas of their recinto.
 * What other capabilities use of it is exported here, and only here.
 */
export { hash as hashDeCodigo, normalizarCodigo } from './delegado-queries.js';
export { delegadosMigrations } from './migrations.js';
export { delegadosRoutes } from './routes.js';
export { defensorEnVentana, contextoEnVentana, jefeEnVentana } from './sesion.js';
// Issue 44: what the SMS capability checks of an SMS's sender.
export { registrarLlegada } from './delegado-queries.js';
export { mesaParaActa } from './jefe-queries.js';
export { pinCorrecto } from './pin.js';
export { remitentesDeTelefono, type Remitente } from './telefono-queries.js';
export type { DelegadosTables } from './tables.js';
