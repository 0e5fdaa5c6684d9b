import type { FastifyInstance } from 'fastify';
import type { Kysely, Migration } from 'kysely';
import type { AppDeps } from '../deps.js';
import type { DB } from '../db/schema.js';

/** What a seed may use: the clock, the file store and a random source (tests pin it). */
export type SeedDeps = Pick<AppDeps, 'clock' | 'files' | 'random'>;

/**
 * One spec area on the server. The registry in `areas/index.ts` lists them all;
 * an area adds its migrations (keys `<area>-NNN`), its seed and its routes here
 * and nowhere else.
 */
export interface Area {
  name: string;
  migrations: Record<string, Migration>;
  /** Runs once on an empty database, inside a transaction. */
  seed?: (db: Kysely<DB>, deps: SeedDeps) => Promise<void>;
  routes: (app: FastifyInstance, deps: AppDeps) => Promise<void> | void;
}
