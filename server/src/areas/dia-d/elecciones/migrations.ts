import { FECHA_ELECCION_INICIAL } from '@comando/contract';
import { sql, type Kysely, type Migration } from 'kysely';

/**
 * `dia-d-025` in ../migrations.ts (issue 45): the elections, and the data already in
 * Día D's tables becomes the first one, current. Its name is left to be made from its date
 * («Elección 17/08/2025»), Estrategia's Día D date, until it ends: on a new database that card's
 * date is set after this runs. Nothing else moves: the current election's data stays where it is.
 */
export const eleccionesMigrations = {
  'dia-d-025': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('dia_d_elecciones')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('nombre', 'text', (c) => c.unique())
        .addColumn('fecha', 'text', (c) => c.notNull())
        .addColumn('tipo', 'text', (c) => c.notNull())
        .addColumn('actual', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('solo_lectura', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('creada_en', 'text', (c) => c.notNull())
        .addColumn('terminada_en', 'text')
        .addColumn('desde_id', 'integer')
        .addColumn('llevar', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('archivo', 'text')
        .execute();
      // One current election at most, whatever two admins do at once.
      await db.schema
        .createIndex('dia_d_elecciones_una_actual')
        .on('dia_d_elecciones')
        .column('actual')
        .unique()
        .where(sql.ref('actual'), '=', 1)
        .execute();
      await db.schema
        .createTable('dia_d_codigos_terminados')
        .addColumn('codigo_hash', 'text', (c) => c.primaryKey())
        .addColumn('eleccion_id', 'integer', (c) => c.notNull())
        .execute();
      // Its date too: the current election's is always Estrategia's (queries.ts).
      const tablas = await db.introspection.getTables();
      const fila = tablas.some((t) => t.name === 'estrategia_diad')
        ? (
            await sql<{ fecha_eleccion: string }>`select fecha_eleccion from estrategia_diad limit 1`.execute(
              db,
            )
          ).rows[0]
        : undefined;
      const fecha = fila?.fecha_eleccion ?? FECHA_ELECCION_INICIAL;
      await sql`insert into dia_d_elecciones (id, nombre, fecha, tipo, actual, solo_lectura, creada_en, llevar)
      values (1, null, ${fecha}, 'primera vuelta', 1, 0, ${new Date().toISOString()}, '[]')`.execute(db);
    },
  },
} satisfies Record<string, Migration>;
