import { Migrator, type Migration, type MigrationProvider, type Kysely } from 'kysely';
import { areas } from '../areas/index.js';
import { sinSentenciasPreparadas } from './connect.js';
import { coreMigrations } from './core-migrations.js';
import type { DB } from './schema.js';

class RegistryProvider implements MigrationProvider {
  getMigrations(): Promise<Record<string, Migration>> {
    const all: Record<string, Migration> = { ...coreMigrations };
    for (const area of areas) {
      for (const [name, migration] of Object.entries(area.migrations)) {
        if (!name.startsWith(`${area.name}-`)) {
          throw new Error(`La migración ${name} debe comenzar con "${area.name}-"`);
        }
        all[name] = migration;
      }
    }
    return Promise.resolve(all);
  }
}

/**
 * Brings the schema up to date; a second run changes nothing. On PostgreSQL the
 * migration tables are looked up in the app's own schema (Kysely otherwise finds
 * another schema's tables of the same name and skips creating its own).
 */
export async function migrateToLatest(db: Kysely<DB>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new RegistryProvider(),
    ...(schema ? { migrationTableSchema: schema } : {}),
    // Areas add migrations independently; their names need not sort after older ones.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await sinSentenciasPreparadas(db, () => migrator.migrateToLatest());
  if (error) throw error instanceof Error ? error : new Error('La migración falló', { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
