import { AREA_JURIDICO } from '@comando/contract';
import type { Area } from '../area.js';
import { juridicoMigrations } from './migrations.js';
import { juridicoRoutes } from './routes.js';
import { sembrarJuridico } from './seed.js';

export const juridicoArea: Area = {
  name: AREA_JURIDICO,
  migrations: juridicoMigrations,
  seed: sembrarJuridico,
  routes: juridicoRoutes,
};
