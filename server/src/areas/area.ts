import type { ConMigraciones } from '../db/migrate.js';
import type { ConSemilla } from '../db/seed.js';
import type { AppDeps, AreaServida } from '../deps.js';

/** What a seed may use: the clock, the file store and a random source (tests pin it). */
export type SeedDeps = Pick<AppDeps, 'clock' | 'files' | 'random'>;

/**
 * One spec area on the server. The registry in `areas/index.ts` lists them all;
 * an area adds its migrations (keys `<area>-NNN`), its seed, its routes and the filter of its
 * live changes here and nowhere else. Whoever starts the app (`main.ts`, the tests' helper)
 * hands the list to db/ (migrations, seeds) and to the app (routes, live feed): no floor below
 * names an area.
 */
export interface Area extends AreaServida, ConMigraciones, ConSemilla<SeedDeps> {}
