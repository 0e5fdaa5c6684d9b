import type { Area } from '../area.js';
import { avisosMigrations } from './migrations.js';
import { avisosRoutes } from './routes.js';

export const avisosArea: Area = {
  name: 'avisos',
  migrations: avisosMigrations,
  routes: avisosRoutes,
};
