import { AREA_DASHBOARD } from '@comando/contract';
import type { Area } from '../area.js';
import { dashboardMigrations } from './migrations.js';
import { dashboardRoutes } from './routes.js';
import { seedDashboard } from './seed.js';

export const dashboardArea: Area = {
  name: AREA_DASHBOARD,
  migrations: dashboardMigrations,
  seed: seedDashboard,
  routes: dashboardRoutes,
};
