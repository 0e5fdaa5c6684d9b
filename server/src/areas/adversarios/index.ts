import type { Area } from '../area.js';

export const adversariosArea: Area = {
  name: 'adversarios',
  migrations: {},
  routes: () => {},
};
