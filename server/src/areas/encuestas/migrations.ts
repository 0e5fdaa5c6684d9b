import type { Kysely, Migration } from 'kysely';

export const encuestasMigrations: Record<string, Migration> = {
  'encuestas-001': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('encuestas')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('fecha', 'text', (c) => c.notNull())
        .addColumn('encuestadora', 'text', (c) => c.notNull())
        .addColumn('muestra', 'integer')
        .addColumn('creada_en', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('encuestas_fecha').on('encuestas').column('fecha').execute();
      await db.schema
        .createTable('encuestas_resultados')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('encuesta_id', 'text', (c) => c.notNull().references('encuestas.id').onDelete('cascade'))
        .addColumn('candidato', 'text', (c) => c.notNull())
        .addColumn('porcentaje', 'double precision', (c) => c.notNull())
        .addColumn('tendencia', 'text', (c) => c.notNull())
        .addColumn('orden', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('encuestas_resultados_encuesta')
        .on('encuestas_resultados')
        .column('encuesta_id')
        .execute();
    },
  },
};
