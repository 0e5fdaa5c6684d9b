import type { Kysely, Migration } from 'kysely';

/** The messages' migrations (their keys are Día D's: ../migrations.ts gathers them in order). */
export const mensajesMigrations = {
  // Issue 28: messages from HQ to the delegates, and who read them.
  'dia-d-014': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('dia_d_mensajes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('texto', 'text', (c) => c.notNull())
        .addColumn('destino', 'text', (c) => c.notNull())
        .addColumn('destino_nombre', 'text', (c) => c.notNull())
        .addColumn('autor_id', 'text', (c) => c.notNull())
        .addColumn('autor_nombre', 'text', (c) => c.notNull())
        .addColumn('enviado_en', 'text', (c) => c.notNull())
        .addColumn('destinatarios', 'integer', (c) => c.notNull())
        .addColumn('leidos', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('dia_d_mensajes_enviado')
        .on('dia_d_mensajes')
        .column('enviado_en')
        .execute();
      await db.schema
        .createTable('dia_d_mensaje_destinos')
        .addColumn('mensaje_id', 'text', (c) =>
          c.notNull().references('dia_d_mensajes.id').onDelete('cascade'),
        )
        .addColumn('defensor_id', 'text', (c) => c.notNull())
        .addColumn('mesa_codigo', 'text', (c) => c.notNull())
        .addColumn('departamento', 'text', (c) => c.notNull())
        .addColumn('municipio', 'text', (c) => c.notNull())
        .addColumn('recinto_codigo', 'text', (c) => c.notNull())
        .addColumn('leido_en', 'text')
        .addPrimaryKeyConstraint('dia_d_mensaje_destinos_pk', ['mensaje_id', 'defensor_id'])
        .execute();
      // The phone's inbox reads by delegate.
      await db.schema
        .createIndex('dia_d_mensaje_destinos_defensor')
        .on('dia_d_mensaje_destinos')
        .column('defensor_id')
        .execute();
    },
  },
} satisfies Record<string, Migration>;
