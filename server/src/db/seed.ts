import type { Kysely } from 'kysely';
import type { SeedDeps } from '../areas/area.js';
import { areas } from '../areas/index.js';
import type { DB } from './schema.js';

/**
 * Writes each area's seeded defaults once. A row in `semillas` marks an area as
 * seeded, so restarts never overwrite what users changed (nor redraw random values).
 */
export async function seedAll(db: Kysely<DB>, deps: SeedDeps): Promise<string[]> {
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
