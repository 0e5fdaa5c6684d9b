import { AREA_PANELES } from '@comando/contract';
import type { Area } from '../area.js';
import { panelesMigrations } from './migrations.js';
import { panelesRoutes } from './routes.js';
import { seedPaneles } from './seed.js';

export const panelesArea: Area = {
  name: AREA_PANELES,
  migrations: panelesMigrations,
  seed: seedPaneles,
  routes: panelesRoutes,
};
