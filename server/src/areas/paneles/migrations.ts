import type { Kysely, Migration } from 'kysely';

export const panelesMigrations: Record<string, Migration> = {
  'paneles-001': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('paneles_dashboard')
        .addColumn('panel', 'text', (c) => c.primaryKey())
        .addColumn('datos', 'text', (c) => c.notNull())
        .addColumn('actualizado_en', 'text', (c) => c.notNull())
        .addColumn('actualizado_por', 'text')
        .execute();
    },
  },
};
