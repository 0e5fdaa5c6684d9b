import type { Kysely, Migration } from 'kysely';

/** The SMS capability's migrations (their keys are Día D's: ../migrations.ts gathers them in order). */
export const smsMigrations = {
  // Issue 44: every SMS the gateway posts, with what became of it, and the gateway's settings.
  'dia-d-024': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('dia_d_sms')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('evento_id', 'text', (c) => c.notNull().unique())
        .addColumn('telefono', 'text', (c) => c.notNull())
        .addColumn('texto', 'text', (c) => c.notNull())
        .addColumn('recibido_en', 'text')
        .addColumn('llegado_en', 'text', (c) => c.notNull())
        .addColumn('resultado', 'text', (c) => c.notNull())
        .addColumn('detalle', 'text')
        .addColumn('defensor_id', 'text')
        .addColumn('mesa_codigo', 'text')
        .addColumn('acta_id', 'text')
        .addColumn('respuesta', 'text')
        .addColumn('envio', 'text')
        .addColumn('envio_detalle', 'text')
        .execute();
      // The screen's pages (newest first) and the limits per number (its SMS of the last hour).
      await db.schema
        .createIndex('dia_d_sms_llegada')
        .on('dia_d_sms')
        .columns(['llegado_en', 'id'])
        .execute();
      await db.schema
        .createIndex('dia_d_sms_telefono')
        .on('dia_d_sms')
        .columns(['telefono', 'llegado_en'])
        .execute();
      await db.schema
        .createTable('dia_d_sms_ajustes')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('direccion', 'text', (c) => c.notNull())
        .addColumn('usuario', 'text', (c) => c.notNull())
        .addColumn('contrasena', 'text', (c) => c.notNull())
        .addColumn('clave_firma', 'text', (c) => c.notNull())
        .addColumn('numero', 'text')
        .addColumn('actualizada_en', 'text', (c) => c.notNull())
        .addColumn('actualizada_por', 'text', (c) => c.notNull())
        .execute();
    },
  },
} satisfies Record<string, Migration>;
