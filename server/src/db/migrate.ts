import { Migrator, type Migration, type MigrationProvider, type Kysely } from 'kysely';
import { sinSentenciasPreparadas } from './connect.js';
import { coreMigrations } from './core-migrations.js';
import type { DB } from './schema.js';

/** What brings its own migrations (an area: `areas/area.ts`), each key starting with its name. */
export interface ConMigraciones {
  name: string;
  migrations: Record<string, Migration>;
}

/** The shell's migrations and every area's, each area's keys checked against its name. */
function proveedor(areas: readonly ConMigraciones[]): MigrationProvider {
  return {
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
    },
  };
}

/**
 * Brings the schema up to date with the shell's migrations and those of `areas` (handed in by
 * whoever starts the app: `main.ts`, the tests' helper); a second run changes nothing. On PostgreSQL the
 * migration tables are looked up in the app's own schema (Kysely otherwise finds
 * another schema's tables of the same name and skips creating its own).
 */
export async function migrateToLatest(
  db: Kysely<DB>,
  areas: readonly ConMigraciones[],
  schema?: string,
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: proveedor(areas),
    ...(schema ? { migrationTableSchema: schema } : {}),
    // Areas add migrations independently; their names need not sort after older ones.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await sinSentenciasPreparadas(db, () => migrator.migrateToLatest());
  if (error) throw error instanceof Error ? error : new Error('La migración falló', { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
