import type { Area } from '../area.js';

export const comunicacionArea: Area = {
  name: 'comunicacion',
  migrations: {},
  routes: () => {},
};
