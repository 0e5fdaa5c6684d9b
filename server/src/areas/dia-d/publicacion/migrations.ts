import type { Kysely, Migration } from 'kysely';

/** The public site's publishing (issue 46): its runs, manifest, photos, mesas and settings. */
const publicacion: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('dia_d_publicaciones')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('usuario_id', 'text', (c) => c.notNull())
      .addColumn('usuario_nombre', 'text', (c) => c.notNull())
      .addColumn('automatica', 'integer', (c) => c.notNull())
      .addColumn('alcance', 'text', (c) => c.notNull())
      .addColumn('titulo', 'text', (c) => c.notNull())
      .addColumn('declaracion', 'text', (c) => c.notNull())
      .addColumn('destino', 'text', (c) => c.notNull())
      .addColumn('estado', 'text', (c) => c.notNull())
      .addColumn('fase', 'text', (c) => c.notNull())
      .addColumn('hechas', 'integer', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('escritos', 'integer', (c) => c.notNull())
      .addColumn('sin_cambios', 'integer', (c) => c.notNull())
      .addColumn('retirados', 'integer', (c) => c.notNull())
      .addColumn('bytes', 'bigint', (c) => c.notNull())
      .addColumn('mesas', 'integer', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('creada_en', 'text', (c) => c.notNull())
      .addColumn('terminada_en', 'text')
      .addColumn('actualizada_en', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('dia_d_publicaciones_creada')
      .on('dia_d_publicaciones')
      .columns(['creada_en', 'id'])
      .execute();
    await db.schema
      .createTable('dia_d_publicacion_archivos')
      .addColumn('ruta', 'text', (c) => c.primaryKey())
      .addColumn('sha256', 'text', (c) => c.notNull())
      .addColumn('bytes', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('dia_d_publicacion_fotos')
      .addColumn('hash', 'text', (c) => c.primaryKey())
      .addColumn('sha256', 'text', (c) => c.notNull())
      .addColumn('ext', 'text', (c) => c.notNull())
      .addColumn('ancho', 'integer', (c) => c.notNull())
      .addColumn('alto', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('dia_d_publicacion_mesas')
      .addColumn('mesa_codigo', 'text', (c) => c.primaryKey())
      .addColumn('sha256', 'text', (c) => c.notNull())
      .addColumn('publicada_en', 'text', (c) => c.notNull())
      .addColumn('en_sitio', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('dia_d_publicacion_reemplazos')
      .addColumn('mesa_codigo', 'text', (c) => c.notNull())
      .addColumn('sha256', 'text', (c) => c.notNull())
      .addColumn('publicada_en', 'text', (c) => c.notNull())
      .addColumn('reemplazada_en', 'text', (c) => c.notNull())
      .addColumn('sha256_nueva', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('dia_d_publicacion_reemplazos_pk', ['mesa_codigo', 'reemplazada_en', 'sha256'])
      .execute();
    await db.schema
      .createTable('dia_d_publicacion_retiradas')
      .addColumn('mesa_codigo', 'text', (c) => c.primaryKey())
      .addColumn('motivo', 'text', (c) => c.notNull())
      .addColumn('usuario_id', 'text', (c) => c.notNull())
      .addColumn('usuario_nombre', 'text', (c) => c.notNull())
      .addColumn('en', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('dia_d_publicacion_ajustes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('automatica', 'integer', (c) => c.notNull())
      .addColumn('cada_minutos', 'integer', (c) => c.notNull())
      .addColumn('alcance', 'text')
      .addColumn('titulo', 'text')
      .addColumn('declaracion', 'text')
      .addColumn('activada_por_id', 'text')
      .addColumn('activada_por', 'text')
      .addColumn('destino', 'text')
      .addColumn('turno_de', 'text')
      .addColumn('turno_hasta', 'text')
      .execute();
  },
};

/** Publishing's migrations (their keys are Día D's: ../migrations.ts gathers them in order). */
export const publicacionMigrations = {
  'dia-d-021': publicacion,
} satisfies Record<string, Migration>;
