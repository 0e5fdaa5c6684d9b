import { sql, type Kysely, type Migration, type SqlBool } from 'kysely';
import { agregadoDeActas } from './agregado.js';

/** The count's migrations (their keys are Día D's: ../migrations.ts gathers them in order). */
export const conteoMigrations = {
  // Issue 20: the count's running totals, and the quick count's sample of mesas (its seed and
  // size live in `ajustes`).
  'dia-d-004': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('dia_d_totales')
        .addColumn('departamento', 'text', (c) => c.notNull())
        .addColumn('estado', 'text', (c) => c.notNull())
        .addColumn('clave', 'text', (c) => c.notNull())
        .addColumn('valor', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('dia_d_totales_pk', ['departamento', 'estado', 'clave'])
        .execute();
      await db.schema
        .createTable('dia_d_muestra')
        .addColumn('mesa_codigo', 'text', (c) => c.primaryKey().references('dia_d_mesas.codigo'))
        .addColumn('estrato', 'text', (c) => c.notNull())
        .execute();
    },
  },
  // Issue 27: the count's running totals per municipio too (a municipal chief's count), kept
  // like the departmental ones; filled from the actas already in.
  'dia-d-009': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('dia_d_totales_municipio')
        .addColumn('departamento', 'text', (c) => c.notNull())
        .addColumn('municipio', 'text', (c) => c.notNull())
        .addColumn('estado', 'text', (c) => c.notNull())
        .addColumn('clave', 'text', (c) => c.notNull())
        .addColumn('valor', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('dia_d_totales_municipio_pk', [
          'departamento',
          'municipio',
          'estado',
          'clave',
        ])
        .execute();
      await sql`insert into dia_d_totales_municipio (departamento, municipio, estado, clave, valor)
        ${agregadoDeActas(sql<SqlBool>`1 = 1`)}`.execute(db);
    },
  },
  // Issue 30: the running sums every acta of a place adds to are kept in stripes (performance/striped-counters.ts),
  // so that the actas of one department stop waiting for each other's row locks on PostgreSQL.
  // What was summed so far is stripe 0.
  'dia-d-020': {
    async up(db: Kysely<unknown>) {
      await enFranjas(db, 'dia_d_totales', ['departamento', 'estado', 'clave'], [['valor', 'integer']]);
      await enFranjas(
        db,
        'dia_d_totales_municipio',
        ['departamento', 'municipio', 'estado', 'clave'],
        [['valor', 'integer']],
      );
      await enFranjas(
        db,
        'dia_d_reglas_departamentos',
        ['departamento'],
        [
          ['n', 'integer'],
          ['suma', 'double precision'],
          ['suma2', 'double precision'],
        ],
      );
    },
  },
} satisfies Record<string, Migration>;

/**
 * Rebuilds a table of running sums keyed by `claves` with a `franja` column in its key (SQLite
 * cannot change a primary key in place): a copy with its rows in stripe 0 takes its name.
 */
async function enFranjas(
  db: Kysely<unknown>,
  tabla: string,
  claves: string[],
  sumas: [string, 'integer' | 'double precision'][],
) {
  const nueva = `${tabla}_franjas`;
  let t = db.schema.createTable(nueva);
  for (const c of claves) t = t.addColumn(c, 'text', (col) => col.notNull());
  t = t.addColumn('franja', 'integer', (col) => col.notNull().defaultTo(0));
  for (const [c, tipo] of sumas) t = t.addColumn(c, tipo, (col) => col.notNull());
  await t.addPrimaryKeyConstraint(`${nueva}_pk`, [...claves, 'franja'] as never[]).execute();
  const columnas = sql.join([...claves, ...sumas.map(([c]) => c)].map((c) => sql.id(c)));
  await sql`insert into ${sql.table(nueva)} (${columnas}) select ${columnas} from ${sql.table(tabla)}`.execute(
    db,
  );
  await db.schema.dropTable(tabla).execute();
  await db.schema.alterTable(nueva).renameTo(tabla).execute();
}
