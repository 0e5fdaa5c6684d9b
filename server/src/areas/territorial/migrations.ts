import type { Kysely, Migration } from 'kysely';

export const territorialMigrations: Record<string, Migration> = {
  'territorial-001': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('territorial_regiones')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('nombre', 'text', (c) => c.notNull())
        .addColumn('ubicacion', 'text', (c) => c.notNull())
        .addColumn('orden', 'integer', (c) => c.notNull())
        .addColumn('configurada', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('fecha_eleccion', 'text', (c) => c.notNull())
        .addColumn('meta_defensores', 'integer', (c) => c.notNull())
        .addColumn('promovidos', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('meta_promovidos', 'integer', (c) => c.notNull())
        .execute();
      for (const tabla of ['territorial_defensores', 'territorial_eventos', 'territorial_segmentos']) {
        let t = db.schema
          .createTable(tabla)
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('region_id', 'text', (c) =>
            c.notNull().references('territorial_regiones.id').onDelete('cascade'),
          );
        if (tabla === 'territorial_defensores') {
          t = t
            .addColumn('nombre', 'text', (c) => c.notNull())
            .addColumn('celular', 'text', (c) => c.notNull())
            .addColumn('email', 'text', (c) => c.notNull())
            .addColumn('casilla', 'text');
        } else if (tabla === 'territorial_eventos') {
          t = t
            .addColumn('titulo', 'text', (c) => c.notNull())
            .addColumn('fecha', 'text', (c) => c.notNull())
            .addColumn('esperados', 'integer', (c) => c.notNull())
            .addColumn('reales', 'integer', (c) => c.notNull());
        } else {
          t = t.addColumn('nombre', 'text', (c) => c.notNull());
        }
        await t.addColumn('creado_en', 'text', (c) => c.notNull()).execute();
        await db.schema.createIndex(`${tabla}_region`).on(tabla).column('region_id').execute();
      }
    },
  },
};
