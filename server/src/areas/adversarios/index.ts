import { AREA_ADVERSARIOS } from '@comando/contract';
import type { Area } from '../area.js';
import { adversariosMigrations } from './migrations.js';
import { adversariosRoutes } from './routes.js';

export const adversariosArea: Area = {
  name: AREA_ADVERSARIOS,
  migrations: adversariosMigrations,
  routes: adversariosRoutes,
};
