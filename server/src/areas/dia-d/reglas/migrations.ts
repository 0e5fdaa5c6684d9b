import type { Kysely, Migration } from 'kysely';

/** The rules' migrations (issue 28; their keys are Día D's: ../migrations.ts gathers them in order). */
export const reglasMigrations = {
  // The rules on every acta, their alerts and running sums.
  'dia-d-011': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('dia_d_alertas')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('mesa_codigo', 'text', (c) => c.notNull())
        .addColumn('acta_id', 'text', (c) => c.notNull())
        .addColumn('regla', 'text', (c) => c.notNull())
        .addColumn('explicacion', 'text', (c) => c.notNull())
        .addColumn('creada_en', 'text', (c) => c.notNull())
        .addColumn('revisada_por', 'text')
        .addColumn('revisada_en', 'text')
        .addColumn('nota', 'text')
        .addUniqueConstraint('dia_d_alertas_acta_regla', ['acta_id', 'regla'])
        .execute();
      await db.schema
        .createIndex('dia_d_alertas_creada')
        .on('dia_d_alertas')
        .columns(['creada_en', 'id'])
        .execute();
      await db.schema
        .createTable('dia_d_reglas_mesas')
        .addColumn('mesa_codigo', 'text', (c) => c.primaryKey())
        .addColumn('recinto_codigo', 'text', (c) => c.notNull())
        .addColumn('acta_id', 'text', (c) => c.notNull())
        .addColumn('firma', 'text', (c) => c.notNull())
        .addColumn('participacion', 'double precision', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('dia_d_reglas_mesas_firma')
        .on('dia_d_reglas_mesas')
        .columns(['recinto_codigo', 'firma'])
        .execute();
      await db.schema
        .createTable('dia_d_reglas_departamentos')
        .addColumn('departamento', 'text', (c) => c.primaryKey())
        .addColumn('n', 'integer', (c) => c.notNull())
        .addColumn('suma', 'double precision', (c) => c.notNull())
        .addColumn('suma2', 'double precision', (c) => c.notNull())
        .execute();
      // foto-repetida finds the actas of a photo's hash by their photo (archivos.hash is indexed).
      await db.schema.createIndex('dia_d_actas_foto').on('dia_d_actas').column('foto_id').execute();
    },
  },
} satisfies Record<string, Migration>;
