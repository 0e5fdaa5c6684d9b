import type { Area } from '../area.js';

export const dashboardArea: Area = {
  name: 'dashboard',
  migrations: {},
  routes: () => {},
};
