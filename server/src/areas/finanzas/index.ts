import type { Area } from '../area.js';

export const finanzasArea: Area = {
  name: 'finanzas',
  migrations: {},
  routes: () => {},
};
