import type { Kysely, Migration } from 'kysely';

async function crearLista(db: Kysely<unknown>, tabla: string, columnas: string[]): Promise<void> {
  let t = db.schema.createTable(tabla).addColumn('id', 'text', (c) => c.primaryKey());
  for (const col of columnas) t = t.addColumn(col, 'text', (c) => c.notNull());
  await t
    .addColumn('posicion', 'integer', (c) => c.notNull())
    .addColumn('creado_por', 'text', (c) => c.notNull())
    .addColumn('creado_en', 'text', (c) => c.notNull())
    .addColumn('actualizado_en', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex(`${tabla}_posicion`).on(tabla).column('posicion').execute();
}

export const comunicacionMigrations: Record<string, Migration> = {
  'comunicacion-001': {
    async up(db: Kysely<unknown>) {
      await crearLista(db, 'comunicacion_prensa_pagada', [
        'titulo',
        'url',
        'medio',
        'imagen_url',
        'descripcion',
        'dominio',
      ]);
      await crearLista(db, 'comunicacion_earned_media', ['titulo', 'url', 'medio']);
      await crearLista(db, 'comunicacion_voceros', ['nombre', 'email', 'telefono']);
      await db.schema
        .createTable('comunicacion_progreso')
        .addColumn('clave', 'text', (c) => c.primaryKey())
        // Advertising goals may be fractional (spec §5 says "number"); materials stay integers.
        .addColumn('meta', 'double precision', (c) => c.notNull())
        .addColumn('actual', 'double precision', (c) => c.notNull())
        .addColumn('actualizado_en', 'text', (c) => c.notNull())
        .execute();
    },
  },
};
