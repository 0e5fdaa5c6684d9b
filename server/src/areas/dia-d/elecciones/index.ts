// Issue 45, elections: what the rest of Día D uses of this capability.
export { eleccionesMigrations } from './migrations.js';
export { eleccionesRoutes } from './routes.js';
export type { EleccionesTables } from './tables.js';
