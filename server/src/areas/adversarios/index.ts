import type { Area } from '../area.js';
import { adversariosMigrations } from './migrations.js';
import { adversariosRoutes } from './routes.js';

export const adversariosArea: Area = {
  name: 'adversarios',
  migrations: adversariosMigrations,
  routes: adversariosRoutes,
};
