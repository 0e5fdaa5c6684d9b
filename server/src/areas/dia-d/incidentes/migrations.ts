import type { Kysely, Migration } from 'kysely';

/** The incidents' migrations (their keys are Día D's: ../migrations.ts gathers them in order). */
export const incidentesMigrations = {
  // Issue 27: a scoped user's defenders are found by the posts they hold (without the first
  // index each defender read the whole table of recintos to learn whether they lead one), and
  // a recinto's incidents by its mesas (without the second the desk walked every incident).
  'dia-d-008': {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('dia_d_recintos_jefe').on('dia_d_recintos').column('jefe_id').execute();
      await db.schema
        .createIndex('dia_d_incidentes_mesa')
        .on('dia_d_incidentes')
        .columns(['mesa_codigo', 'creado_en'])
        .execute();
    },
  },
} satisfies Record<string, Migration>;
