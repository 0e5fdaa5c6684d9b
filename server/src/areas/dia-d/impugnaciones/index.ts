/**
 * Día D's legal files (issue 29): a discrepancy's challenge as a PDF in Jurídico's «Expedientes
 * de Defensa» folder, with the SHA-256 evidence of every acta photo and its verification.
 */
export { impugnacionesMigrations } from './migrations.js';
export { impugnacionesRoutes } from './routes.js';
export type { ImpugnacionesTables } from './tables.js';
