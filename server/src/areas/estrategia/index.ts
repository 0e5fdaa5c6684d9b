import { AREA_ESTRATEGIA } from '@comando/contract';
import type { Area } from '../area.js';
import { estrategiaMigrations } from './migrations.js';
import { sembrarDiaD } from './queries.js';
import { estrategiaRoutes } from './routes.js';

export const estrategiaArea: Area = {
  name: AREA_ESTRATEGIA,
  migrations: estrategiaMigrations,
  // Spec §9: Día D 1000 / 750 and the countdown date 2025-05-01; the lists start empty.
  seed: (db, deps) => sembrarDiaD(db, deps.clock.now().toISOString()),
  routes: estrategiaRoutes,
};
