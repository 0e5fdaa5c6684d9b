import type { Kysely, Migration } from 'kysely';

/**
 * The registry's migrations (their keys are Día D's: ../migrations.ts gathers them in order). The
 * first one also made the tables of the delegates' accesses and of the incidents, written then
 * together with the registry's.
 */
export const registroMigrations = {
  'dia-d-001': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('dia_d_recintos')
        .addColumn('codigo', 'text', (c) => c.primaryKey())
        .addColumn('departamento', 'text', (c) => c.notNull())
        .addColumn('municipio', 'text', (c) => c.notNull())
        .addColumn('nombre', 'text', (c) => c.notNull())
        .addColumn('jefe_id', 'text')
        .execute();
      await db.schema
        .createIndex('dia_d_recintos_lugar')
        .on('dia_d_recintos')
        .columns(['departamento', 'municipio'])
        .execute();
      await db.schema
        .createTable('dia_d_mesas')
        .addColumn('codigo', 'text', (c) => c.primaryKey())
        .addColumn('numero', 'integer', (c) => c.notNull())
        .addColumn('recinto_codigo', 'text', (c) => c.notNull().references('dia_d_recintos.codigo'))
        .addColumn('habilitados', 'integer', (c) => c.notNull())
        .addColumn('delegado_id', 'text', (c) => c.unique())
        .addColumn('llegada_en', 'text')
        .addColumn('llegada_id', 'text')
        .execute();
      await db.schema
        .createIndex('dia_d_mesas_recinto')
        .on('dia_d_mesas')
        .columns(['recinto_codigo', 'codigo'])
        .execute();
      await db.schema
        .createTable('dia_d_accesos')
        .addColumn('defensor_id', 'text', (c) => c.primaryKey())
        .addColumn('codigo_hash', 'text', (c) => c.notNull().unique())
        .addColumn('usuario_id', 'text', (c) => c.notNull())
        .addColumn('creado_en', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('dia_d_incidentes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('mesa_codigo', 'text', (c) => c.notNull())
        .addColumn('defensor_id', 'text', (c) => c.notNull())
        .addColumn('tipo', 'text', (c) => c.notNull())
        .addColumn('texto', 'text', (c) => c.notNull())
        .addColumn('foto_id', 'text')
        .addColumn('estado', 'text', (c) => c.notNull())
        .addColumn('asignado_a', 'text')
        .addColumn('creado_en', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('dia_d_incidentes_creado')
        .on('dia_d_incidentes')
        .columns(['creado_en', 'id'])
        .execute();
      await db.schema
        .createTable('dia_d_notas')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('incidente_id', 'text', (c) =>
          c.notNull().references('dia_d_incidentes.id').onDelete('cascade'),
        )
        .addColumn('autor', 'text', (c) => c.notNull())
        .addColumn('texto', 'text', (c) => c.notNull())
        .addColumn('en', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('dia_d_notas_incidente').on('dia_d_notas').column('incidente_id').execute();
    },
  },
  // Issues 28 and 29: the campaign's own party on the ballot (rules, comparison).
  'dia-d-007': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('dia_d_partidos')
        .addColumn('nuestro', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
  // Issue 28, the map: a recinto's place (optional lat;lon of the registry CSV), for its point.
  'dia-d-019': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('dia_d_recintos').addColumn('lat', 'double precision').execute();
      await db.schema.alterTable('dia_d_recintos').addColumn('lon', 'double precision').execute();
    },
  },
} satisfies Record<string, Migration>;
