import type { Kysely, Migration } from 'kysely';

export const juridicoMigrations: Record<string, Migration> = {
  'juridico-001': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('juridico_carpetas')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('nombre', 'text', (c) => c.notNull())
        .addColumn('descripcion', 'text', (c) => c.notNull())
        .addColumn('tipo', 'text', (c) => c.notNull())
        .addColumn('fecha', 'text', (c) => c.notNull())
        .addColumn('creada_por', 'text')
        .execute();
      await db.schema
        .createTable('juridico_carpeta_archivos')
        .addColumn('carpeta_id', 'text', (c) =>
          c.notNull().references('juridico_carpetas.id').onDelete('cascade'),
        )
        .addColumn('archivo_id', 'text', (c) => c.notNull().references('archivos.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('juridico_carpeta_archivos_pk', ['carpeta_id', 'archivo_id'])
        .execute();
      await db.schema
        .createIndex('juridico_carpeta_archivos_archivo')
        .on('juridico_carpeta_archivos')
        .column('archivo_id')
        .execute();
    },
  },
};
