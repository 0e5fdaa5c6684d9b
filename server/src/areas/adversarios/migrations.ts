import type { Kysely, Migration } from 'kysely';

export const adversariosMigrations: Record<string, Migration> = {
  'adversarios-001': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('adversarios')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('nombre', 'text', (c) => c.notNull())
        .addColumn('partido', 'text', (c) => c.notNull())
        .addColumn('descripcion', 'text', (c) => c.notNull())
        .addColumn('fecha_creacion', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('adversarios_fecha_creacion')
        .on('adversarios')
        .columns(['fecha_creacion', 'id'])
        .execute();
      await db.schema
        .createTable('adversario_actualizaciones')
        .addColumn('id', 'text', (c) => c.primaryKey())
        // The delete cascade is also done explicitly (SQLite enforces foreign keys only when enabled).
        .addColumn('adversario_id', 'text', (c) =>
          c.notNull().references('adversarios.id').onDelete('cascade'),
        )
        .addColumn('mensaje', 'text', (c) => c.notNull())
        .addColumn('tipo', 'text', (c) => c.notNull())
        .addColumn('fecha', 'text', (c) => c.notNull())
        .addColumn('hora', 'text', (c) => c.notNull())
        .addColumn('fecha_creacion', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('adversario_actualizaciones_fecha_creacion')
        .on('adversario_actualizaciones')
        .columns(['fecha_creacion', 'id'])
        .execute();
      await db.schema
        .createIndex('adversario_actualizaciones_adversario')
        .on('adversario_actualizaciones')
        .column('adversario_id')
        .execute();
    },
  },
};
