import { AREA_FINANZAS } from '@comando/contract';
import type { Area } from '../area.js';
import { finanzasMigrations } from './migrations.js';
import { finanzasRoutes } from './routes.js';

export const finanzasArea: Area = {
  name: AREA_FINANZAS,
  migrations: finanzasMigrations,
  routes: finanzasRoutes,
};
