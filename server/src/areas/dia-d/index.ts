import { AREA_DIA_D } from '@comando/contract';
import type { Area } from '../area.js';
import { cambiosDelTerreno } from './eventos.js';
import { diaDMigrations } from './migrations.js';
import { diaDRoutes } from './routes.js';

export const diaDArea: Area = {
  name: AREA_DIA_D,
  migrations: diaDMigrations,
  routes: diaDRoutes,
  // Issue 27: a scoped session's live stream carries only the changes inside its ground.
  cambios: cambiosDelTerreno,
};
