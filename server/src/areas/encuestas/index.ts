import { AREA_ENCUESTAS } from '@comando/contract';
import type { Area } from '../area.js';
import { encuestasMigrations } from './migrations.js';
import { encuestasRoutes } from './routes.js';
import { seedEncuestas } from './seed.js';

export const encuestasArea: Area = {
  name: AREA_ENCUESTAS,
  migrations: encuestasMigrations,
  seed: seedEncuestas,
  routes: encuestasRoutes,
};
