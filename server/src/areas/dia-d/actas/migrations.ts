import type { Kysely, Migration } from 'kysely';

/**
 * The actas' migrations (their keys are Día D's: ../migrations.ts gathers them in order). The
 * first one also made the ballot's table (the registry's), written then with the actas'.
 */
export const actasMigrations = {
  // Issue 20: the ballot, the actas (every version kept), their votes, transcriptions and state.
  'dia-d-003': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('dia_d_partidos')
        .addColumn('sigla', 'text', (c) => c.primaryKey())
        .addColumn('nombre', 'text', (c) => c.notNull())
        .addColumn('color', 'text', (c) => c.notNull())
        .addColumn('orden', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('dia_d_actas')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('mesa_codigo', 'text', (c) => c.notNull().references('dia_d_mesas.codigo'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('origen', 'text', (c) => c.notNull())
        .addColumn('autor_id', 'text', (c) => c.notNull())
        .addColumn('blancos', 'integer', (c) => c.notNull())
        .addColumn('nulos', 'integer', (c) => c.notNull())
        .addColumn('foto_id', 'text', (c) => c.notNull())
        .addColumn('alerta', 'integer', (c) => c.notNull())
        .addColumn('creada_en', 'text', (c) => c.notNull())
        .addUniqueConstraint('dia_d_actas_mesa_version', ['mesa_codigo', 'version'])
        .execute();
      await db.schema
        .createTable('dia_d_acta_votos')
        .addColumn('acta_id', 'text', (c) => c.notNull().references('dia_d_actas.id'))
        .addColumn('sigla', 'text', (c) => c.notNull())
        .addColumn('votos', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('dia_d_acta_votos_pk', ['acta_id', 'sigla'])
        .execute();
      // One row per mesa with an acta: its current version and where it stands.
      await db.schema
        .createTable('dia_d_mesa_acta')
        .addColumn('mesa_codigo', 'text', (c) => c.primaryKey().references('dia_d_mesas.codigo'))
        .addColumn('acta_id', 'text', (c) => c.notNull())
        .addColumn('estado', 'text', (c) => c.notNull())
        // Copied from the mesa (its department cannot change once it has data): the count
        // groups by them without joining the registry.
        .addColumn('departamento', 'text', (c) => c.notNull())
        .addColumn('habilitados', 'integer', (c) => c.notNull())
        .addColumn('reservada_por', 'text')
        .addColumn('reservada_hasta', 'text')
        .addColumn('cerrada_por', 'text')
        .addColumn('cerrada_en', 'text')
        .execute();
      await db.schema
        .createIndex('dia_d_mesa_acta_estado')
        .on('dia_d_mesa_acta')
        .columns(['estado', 'mesa_codigo'])
        .execute();
      await db.schema
        .createTable('dia_d_transcripciones')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('acta_id', 'text', (c) => c.notNull().references('dia_d_actas.id'))
        .addColumn('usuario_id', 'text', (c) => c.notNull())
        .addColumn('usuario_nombre', 'text', (c) => c.notNull())
        .addColumn('figuras', 'text', (c) => c.notNull())
        .addColumn('coincide', 'integer', (c) => c.notNull())
        .addColumn('en', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('dia_d_transcripciones_acta')
        .on('dia_d_transcripciones')
        .column('acta_id')
        .execute();
    },
  },
  // Issue 20: a transcription or a settlement finds the mesa by its current acta; without this
  // index each one read the whole table (33.439 rows on election night).
  'dia-d-005': {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('dia_d_mesa_acta_acta').on('dia_d_mesa_acta').column('acta_id').execute();
    },
  },
  // Issue 28: how long each transcription took, for the median per transcriber.
  'dia-d-015': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('dia_d_transcripciones').addColumn('segundos', 'integer').execute();
    },
  },
} satisfies Record<string, Migration>;
