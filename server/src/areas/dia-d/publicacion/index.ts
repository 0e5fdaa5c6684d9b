// Publishing the actas as a static public site (issue 46). What the rest of the server uses.
export { publicacionMigration } from './migracion.js';
export { publicacionRoutes } from './routes.js';
