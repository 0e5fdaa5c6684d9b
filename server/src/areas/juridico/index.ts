import type { Area } from '../area.js';

export const juridicoArea: Area = {
  name: 'juridico',
  migrations: {},
  routes: () => {},
};
