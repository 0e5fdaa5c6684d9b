import type { Area } from '../area.js';
import { diaDMigrations } from './migrations.js';
import { diaDRoutes } from './routes.js';

export const diaDArea: Area = {
  name: 'dia-d',
  migrations: diaDMigrations,
  routes: diaDRoutes,
};
