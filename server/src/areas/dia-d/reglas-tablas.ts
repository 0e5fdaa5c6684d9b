import type { Kysely, Migration } from 'kysely';

/** Kysely types of the rules' tables (issue 28). */
export interface ReglasTables {
  /** One per acta version and rule it tripped; reviewed once by an editor. */
  dia_d_alertas: {
    id: string;
    mesa_codigo: string;
    acta_id: string;
    regla: string;
    /** The rule's reason with the acta's figures, in Spanish, as it was when the acta arrived. */
    explicacion: string;
    creada_en: string;
    revisada_por: string | null;
    revisada_en: string | null;
    nota: string | null;
  };
  /**
   * What the rules remember of each mesa's latest evaluated version: its figures' signature
   * (identical figures in a recinto) and its participation (the department's running sums).
   */
  dia_d_reglas_mesas: {
    mesa_codigo: string;
    recinto_codigo: string;
    acta_id: string;
    firma: string;
    participacion: number;
  };
  /**
   * The department's running sums of participation: n, Σp and Σp² over its mesas' rows above, in
   * stripes (db/franjas.ts) that a reader sums.
   */
  dia_d_reglas_departamentos: {
    departamento: string;
    franja: number;
    n: number;
    suma: number;
    suma2: number;
  };
}

/** `dia-d-011` in ./migrations.ts. */
export const reglasMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('dia_d_alertas')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('mesa_codigo', 'text', (c) => c.notNull())
      .addColumn('acta_id', 'text', (c) => c.notNull())
      .addColumn('regla', 'text', (c) => c.notNull())
      .addColumn('explicacion', 'text', (c) => c.notNull())
      .addColumn('creada_en', 'text', (c) => c.notNull())
      .addColumn('revisada_por', 'text')
      .addColumn('revisada_en', 'text')
      .addColumn('nota', 'text')
      .addUniqueConstraint('dia_d_alertas_acta_regla', ['acta_id', 'regla'])
      .execute();
    await db.schema
      .createIndex('dia_d_alertas_creada')
      .on('dia_d_alertas')
      .columns(['creada_en', 'id'])
      .execute();
    await db.schema
      .createTable('dia_d_reglas_mesas')
      .addColumn('mesa_codigo', 'text', (c) => c.primaryKey())
      .addColumn('recinto_codigo', 'text', (c) => c.notNull())
      .addColumn('acta_id', 'text', (c) => c.notNull())
      .addColumn('firma', 'text', (c) => c.notNull())
      .addColumn('participacion', 'double precision', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('dia_d_reglas_mesas_firma')
      .on('dia_d_reglas_mesas')
      .columns(['recinto_codigo', 'firma'])
      .execute();
    await db.schema
      .createTable('dia_d_reglas_departamentos')
      .addColumn('departamento', 'text', (c) => c.primaryKey())
      .addColumn('n', 'integer', (c) => c.notNull())
      .addColumn('suma', 'double precision', (c) => c.notNull())
      .addColumn('suma2', 'double precision', (c) => c.notNull())
      .execute();
    // foto-repetida finds the actas of a photo's hash by their photo (archivos.hash is indexed).
    await db.schema.createIndex('dia_d_actas_foto').on('dia_d_actas').column('foto_id').execute();
  },
};
