import type { Area } from '../area.js';

export const avisosArea: Area = {
  name: 'avisos',
  migrations: {},
  routes: () => {},
};
