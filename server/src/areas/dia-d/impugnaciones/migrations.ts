import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Issue 29's evidence and legal files. No
 * foreign key to Jurídico's folders: migrations run in name order, so `dia-d-…` runs before
 * `juridico-001` on a new database; a folder deleted in Jurídico is found missing by a join.
 */
const evidencias: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('dia_d_actas').addColumn('sha256_enviada', 'text').execute();
    await db.schema.alterTable('dia_d_actas').addColumn('sha256_guardada', 'text').execute();
    // Versions stored before: the stored file's hash is the name its blob was stored under.
    await sql`update dia_d_actas set sha256_guardada =
      (select a.hash from archivos a where a.id = dia_d_actas.foto_id)`.execute(db);
    await db.schema
      .createTable('dia_d_expedientes')
      .addColumn('departamento', 'text', (c) => c.notNull())
      .addColumn('eleccion', 'text', (c) => c.notNull())
      .addColumn('carpeta_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('dia_d_expedientes_pk', ['departamento', 'eleccion'])
      .execute();
    await db.schema
      .createTable('dia_d_impugnaciones')
      .addColumn('mesa_codigo', 'text', (c) => c.notNull())
      .addColumn('carpeta_id', 'text', (c) => c.notNull())
      .addColumn('archivo_id', 'text', (c) => c.notNull())
      .addColumn('acta_id', 'text', (c) => c.notNull())
      .addColumn('instantanea_id', 'text', (c) => c.notNull())
      .addColumn('usuario_id', 'text', (c) => c.notNull())
      .addColumn('creada_en', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('dia_d_impugnaciones_pk', ['mesa_codigo', 'archivo_id'])
      .execute();
  },
};

/** The legal files' migrations (their keys are Día D's: ../migrations.ts gathers them in order). */
export const impugnacionesMigrations = {
  'dia-d-013': evidencias,
} satisfies Record<string, Migration>;
