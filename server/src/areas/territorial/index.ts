import type { Area } from '../area.js';

export const territorialArea: Area = {
  name: 'territorial',
  migrations: {},
  routes: () => {},
};
