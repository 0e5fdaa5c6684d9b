import type { Area } from '../area.js';
import { comunicacionMigrations } from './migrations.js';
import { sembrarProgreso } from './queries.js';
import { comunicacionRoutes } from './routes.js';

export const comunicacionArea: Area = {
  name: 'comunicacion',
  migrations: comunicacionMigrations,
  seed: (db, deps) => sembrarProgreso(db, deps.clock.now().toISOString()),
  routes: comunicacionRoutes,
};
