import type { Kysely, Migration } from 'kysely';

/**
 * The radar's migrations: indexes that find each pending state in code order (their keys are
 * Día D's: ../migrations.ts gathers them in order).
 */
export const pendientesMigrations = {
  // Issue 28, the radar of pending mesas: each state is found through an index, in code order
  // (the page's cursor) — mesas without a delegate, delegates not yet in, actas with an alert.
  'dia-d-010': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('dia_d_mesas_delegado_codigo')
        .on('dia_d_mesas')
        .columns(['delegado_id', 'codigo'])
        .execute();
      await db.schema
        .createIndex('dia_d_mesas_llegada_codigo')
        .on('dia_d_mesas')
        .columns(['llegada_en', 'codigo'])
        .execute();
      await db.schema
        .createIndex('dia_d_actas_alerta')
        .on('dia_d_actas')
        .columns(['alerta', 'mesa_codigo'])
        .execute();
    },
  },
  // Issue 28: the radar's "con alerta" finds the unreviewed alerts through an index.
  'dia-d-016': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('dia_d_alertas_pendientes')
        .on('dia_d_alertas')
        .columns(['revisada_en', 'acta_id'])
        .execute();
    },
  },
} satisfies Record<string, Migration>;
