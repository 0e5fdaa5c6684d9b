import type { Kysely, Migration } from 'kysely';

export const estrategiaMigrations: Record<string, Migration> = {
  'estrategia-001': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('estrategia_diad')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('total_casillas', 'integer', (c) => c.notNull())
        .addColumn('casillas_cubiertas', 'integer', (c) => c.notNull())
        .addColumn('fecha_eleccion', 'text', (c) => c.notNull())
        .addColumn('actualizado_en', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('estrategia_planes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('fecha', 'text', (c) => c.notNull())
        .addColumn('descripcion', 'text', (c) => c.notNull())
        .addColumn('creado_en', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('estrategia_requisitos')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('titulo', 'text', (c) => c.notNull())
        .addColumn('descripcion', 'text', (c) => c.notNull())
        .addColumn('completado', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('fecha_limite', 'text', (c) => c.notNull())
        .addColumn('responsable', 'text', (c) => c.notNull())
        .addColumn('prioridad', 'text', (c) => c.notNull())
        .addColumn('categoria', 'text', (c) => c.notNull())
        .addColumn('creado_en', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('estrategia_eventos')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('titulo', 'text', (c) => c.notNull())
        .addColumn('fecha', 'text', (c) => c.notNull())
        .addColumn('completado', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('creado_en', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('estrategia_ejes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('titulo', 'text', (c) => c.notNull())
        .addColumn('estrategia', 'text', (c) => c.notNull())
        .addColumn('creado_en', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('estrategia_archivos')
        .addColumn('archivo_id', 'text', (c) => c.primaryKey())
        .addColumn('grupo', 'text', (c) => c.notNull())
        .addColumn('duenio_id', 'text')
        .addColumn('creado_en', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('estrategia_archivos_grupo')
        .on('estrategia_archivos')
        .columns(['grupo', 'duenio_id'])
        .execute();
    },
  },
};
