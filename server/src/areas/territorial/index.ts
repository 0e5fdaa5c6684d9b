import { AREA_TERRITORIAL } from '@comando/contract';
import type { Area } from '../area.js';
import { territorialMigrations } from './migrations.js';
import { sembrarRegiones } from './queries.js';
import { territorialRoutes } from './routes.js';

export const territorialArea: Area = {
  name: AREA_TERRITORIAL,
  migrations: territorialMigrations,
  seed: (db) => sembrarRegiones(db),
  routes: territorialRoutes,
};
