import { AREA_AVISOS } from '@comando/contract';
import type { Area } from '../area.js';
import { avisosMigrations } from './migrations.js';
import { avisosRoutes } from './routes.js';

export const avisosArea: Area = {
  name: AREA_AVISOS,
  migrations: avisosMigrations,
  routes: avisosRoutes,
};
