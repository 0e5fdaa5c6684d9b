import type { Area } from '../area.js';

export const encuestasArea: Area = {
  name: 'encuestas',
  migrations: {},
  routes: () => {},
};
