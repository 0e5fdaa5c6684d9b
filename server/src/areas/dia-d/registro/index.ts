/**
 * Día D's registry: recintos and mesas (the CSV import with its dry run, the electoral body's
 * export, coordinates, the synthetic 2026 registry), their lists and coverage, and the ballot.
 * What other capabilities use of it is exported here, and only here.
 */
export { leerRegistro } from './csv.js';
export { importarRegistro } from './importar.js';
export { registroMigrations } from './migrations.js';
export { partidosDeLaPapeleta } from './papeleta-queries.js';
export { mesasPorDepartamento, obtenerMesa } from './queries.js';
export { registroRoutes } from './routes.js';
export { registroSintetico } from './sintetico.js';
export type { RegistroTables } from './tables.js';
