import type { Kysely, Migration } from 'kysely';

/** The delegates' migrations (their keys are Día D's: ../migrations.ts gathers them in order). */
export const delegadosMigrations = {
  // Every request of a delegate finds its access by the session's user (bench dia-d: without
  // this index 30.000 check-ins scanned the accesses twice each and timed out).
  'dia-d-002': {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('dia_d_accesos_usuario').on('dia_d_accesos').column('usuario_id').execute();
    },
  },
  // Issue 28: the recinto chief's one-time access (one per recinto), and actas the chief sent.
  'dia-d-017': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('dia_d_accesos_jefe')
        .addColumn('recinto_codigo', 'text', (c) => c.primaryKey())
        .addColumn('defensor_id', 'text', (c) => c.notNull())
        .addColumn('codigo_hash', 'text', (c) => c.notNull().unique())
        .addColumn('usuario_id', 'text', (c) => c.notNull().unique())
        .addColumn('creado_en', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .alterTable('dia_d_actas')
        .addColumn('por_jefe', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
} satisfies Record<string, Migration>;
