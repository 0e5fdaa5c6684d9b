import type { Kysely, Migration } from 'kysely';

export const finanzasMigrations: Record<string, Migration> = {
  'finanzas-001': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('finanzas_meta')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('target_centavos', 'bigint', (c) => c.notNull())
        .addColumn('actualizada_en', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('finanzas_ingresos')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('titulo', 'text', (c) => c.notNull())
        .addColumn('concepto', 'text', (c) => c.notNull())
        .addColumn('monto_centavos', 'bigint', (c) => c.notNull())
        .addColumn('fecha', 'text', (c) => c.notNull())
        .addColumn('creado_por', 'text')
        .execute();
      await db.schema
        .createIndex('finanzas_ingresos_fecha')
        .on('finanzas_ingresos')
        .columns(['fecha', 'id'])
        .execute();
    },
  },
};
