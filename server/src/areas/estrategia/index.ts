import type { Area } from '../area.js';

export const estrategiaArea: Area = {
  name: 'estrategia',
  migrations: {},
  routes: () => {},
};
