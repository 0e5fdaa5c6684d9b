import type { Area } from '../area.js';

export const panelesArea: Area = {
  name: 'paneles',
  migrations: {},
  routes: () => {},
};
