// Issue 45, elections: what the rest of Día D uses of this capability.
export { eleccionesMigration } from './migracion.js';
export { eleccionesRoutes } from './routes.js';
