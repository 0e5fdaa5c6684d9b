import { AREA_DIA_D } from '@comando/contract';
import type { Area } from '../area.js';
import { diaDMigrations } from './migrations.js';
import { diaDRoutes } from './routes.js';

export const diaDArea: Area = {
  name: AREA_DIA_D,
  migrations: diaDMigrations,
  routes: diaDRoutes,
};
