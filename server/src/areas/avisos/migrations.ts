import type { Kysely, Migration } from 'kysely';

export const avisosMigrations: Record<string, Migration> = {
  'avisos-001': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('avisos')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('mensaje', 'text', (c) => c.notNull())
        .addColumn('fecha', 'text', (c) => c.notNull())
        .addColumn('hora', 'text', (c) => c.notNull())
        .addColumn('fecha_creacion', 'text', (c) => c.notNull())
        .execute();
      // The list is read newest first.
      await db.schema
        .createIndex('avisos_fecha_creacion')
        .on('avisos')
        .columns(['fecha_creacion', 'id'])
        .execute();
    },
  },
};
