import { AREA_COMUNICACION } from '@comando/contract';
import type { Area } from '../area.js';
import { comunicacionMigrations } from './migrations.js';
import { sembrarProgreso } from './queries.js';
import { comunicacionRoutes } from './routes.js';

export const comunicacionArea: Area = {
  name: AREA_COMUNICACION,
  migrations: comunicacionMigrations,
  seed: (db, deps) => sembrarProgreso(db, deps.clock.now().toISOString()),
  routes: comunicacionRoutes,
};
