import type { Kysely, Migration } from 'kysely';

/** The official count's tables (issue 29). */
const instantaneas: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('dia_d_oficial_instantaneas')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('fecha', 'text', (c) => c.notNull())
      .addColumn('candidatura', 'text', (c) => c.notNull())
      .addColumn('filas', 'integer', (c) => c.notNull())
      .addColumn('cambios', 'integer', (c) => c.notNull())
      .addColumn('usuario_id', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('dia_d_oficial_mesas')
      .addColumn('instantanea_id', 'text', (c) => c.notNull().references('dia_d_oficial_instantaneas.id'))
      .addColumn('mesa_codigo', 'text', (c) => c.notNull())
      .addColumn('grupo', 'text', (c) => c.notNull())
      .addColumn('pais', 'text', (c) => c.notNull())
      .addColumn('departamento', 'text', (c) => c.notNull())
      .addColumn('municipio', 'text', (c) => c.notNull())
      .addColumn('recinto', 'text', (c) => c.notNull())
      .addColumn('numero', 'integer', (c) => c.notNull())
      .addColumn('habilitados', 'integer', (c) => c.notNull())
      .addColumn('validos', 'integer', (c) => c.notNull())
      .addColumn('blancos', 'integer', (c) => c.notNull())
      .addColumn('nulos', 'integer', (c) => c.notNull())
      .addColumn('emitidos', 'integer', (c) => c.notNull())
      .addColumn('votos', 'text', (c) => c.notNull())
      .addColumn('en_registro', 'integer', (c) => c.notNull())
      .addColumn('error_aritmetico', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('dia_d_oficial_mesas_pk', ['instantanea_id', 'mesa_codigo'])
      .execute();
    await db.schema
      .createTable('dia_d_oficial_actual')
      .addColumn('candidatura', 'text', (c) => c.notNull())
      .addColumn('mesa_codigo', 'text', (c) => c.notNull())
      .addColumn('instantanea_id', 'text', (c) => c.notNull())
      .addColumn('huella', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('dia_d_oficial_actual_pk', ['candidatura', 'mesa_codigo'])
      .execute();
  },
};

/** The jobs of large official imports (issue 29). */
const trabajos: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('dia_d_oficial_trabajos')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('usuario_id', 'text', (c) => c.notNull())
      .addColumn('fase', 'text', (c) => c.notNull())
      .addColumn('hechas', 'integer', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('resultado', 'text')
      .addColumn('creado_en', 'text', (c) => c.notNull())
      .addColumn('actualizado_en', 'text', (c) => c.notNull())
      .execute();
  },
};

/** The official count's migrations (their keys are Día D's: ../migrations.ts gathers them in order). */
export const oficialesMigrations = {
  'dia-d-006': instantaneas,
  'dia-d-018': trabajos,
} satisfies Record<string, Migration>;
