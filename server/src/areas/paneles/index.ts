import type { Area } from '../area.js';
import { panelesMigrations } from './migrations.js';
import { panelesRoutes } from './routes.js';
import { seedPaneles } from './seed.js';

export const panelesArea: Area = {
  name: 'paneles',
  migrations: panelesMigrations,
  seed: seedPaneles,
  routes: panelesRoutes,
};
