import type { Area } from '../area.js';
import { finanzasMigrations } from './migrations.js';
import { finanzasRoutes } from './routes.js';

export const finanzasArea: Area = {
  name: 'finanzas',
  migrations: finanzasMigrations,
  routes: finanzasRoutes,
};
