import path from 'node:path';
import { sql } from 'kysely';
import { connect, type Database_ } from './connect.js';

/**
 * The database the environment names, as the server, the Día D demo loader and the backup
 * scripts all read it: DATABASE_URL (PostgreSQL, in DATABASE_SCHEMA when set, created on first
 * use) or the SQLite file in the data dir.
 */
export async function connectFromEnv(env: NodeJS.ProcessEnv, dataDir: string): Promise<Database_> {
  const schema = schemaFromEnv(env);
  const database = connect(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL, ...(schema ? { schema } : {}) }
      : { file: path.join(dataDir, 'comando.db') },
  );
  // A schema of its own (several deployments, or a test, on one database) is created on first use.
  if (database.schema && database.schema !== 'public') {
    await sql`create schema if not exists ${sql.id(database.schema)}`.execute(database.db);
  }
  return database;
}

/** DATABASE_SCHEMA, checked: a simple name, or undefined for the default (public). */
export function schemaFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const schema = env.DATABASE_SCHEMA?.trim() || undefined;
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) {
    throw new Error('DATABASE_SCHEMA debe ser un nombre simple (minúsculas, dígitos y _)');
  }
  return schema;
}
