import type { Kysely } from 'kysely';
import type { DB } from './schema.js';

/** What may bring seeded defaults (an area: `areas/area.ts`), written with `deps`. */
export interface ConSemilla<D> {
  name: string;
  /** Runs once on an empty database, inside a transaction. */
  seed?: (db: Kysely<DB>, deps: D) => Promise<void>;
}

/**
 * Writes each area's seeded defaults once (the areas handed in by whoever starts the app). A row
 * in `semillas` marks an area as seeded, so restarts never overwrite what users changed (nor
 * redraw random values).
 */
export async function seedAll<D extends { clock: { now(): Date } }>(
  db: Kysely<DB>,
  areas: readonly ConSemilla<D>[],
  deps: D,
): Promise<string[]> {
  const applied: string[] = [];
  for (const area of areas) {
    const seed = area.seed;
    if (!seed) continue;
    const done = await db
      .selectFrom('semillas')
      .select('nombre')
      .where('nombre', '=', area.name)
      .executeTakeFirst();
    if (done) continue;
    await db.transaction().execute(async (trx) => {
      await seed(trx, deps);
      await trx
        .insertInto('semillas')
        .values({ nombre: area.name, aplicada_en: deps.clock.now().toISOString() })
        .execute();
    });
    applied.push(area.name);
  }
  return applied;
}
