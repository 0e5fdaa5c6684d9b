import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * The actas' migrations (their keys are Día D's: ../migrations.ts gathers them in order). The
 * first one also made the ballot's table (the registry's), written then with the actas'.
 */
export const actasMigrations = {
  // Issue 20: the ballot, the actas (every version kept), their votes, transcriptions and state.
  'dia-d-003': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('dia_d_partidos')
        .addColumn('sigla', 'text', (c) => c.primaryKey())
        .addColumn('nombre', 'text', (c) => c.notNull())
        .addColumn('color', 'text', (c) => c.notNull())
        .addColumn('orden', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('dia_d_actas')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('mesa_codigo', 'text', (c) => c.notNull().references('dia_d_mesas.codigo'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('origen', 'text', (c) => c.notNull())
        .addColumn('autor_id', 'text', (c) => c.notNull())
        .addColumn('blancos', 'integer', (c) => c.notNull())
        .addColumn('nulos', 'integer', (c) => c.notNull())
        .addColumn('foto_id', 'text', (c) => c.notNull())
        .addColumn('alerta', 'integer', (c) => c.notNull())
        .addColumn('creada_en', 'text', (c) => c.notNull())
        .addUniqueConstraint('dia_d_actas_mesa_version', ['mesa_codigo', 'version'])
        .execute();
      await db.schema
        .createTable('dia_d_acta_votos')
        .addColumn('acta_id', 'text', (c) => c.notNull().references('dia_d_actas.id'))
        .addColumn('sigla', 'text', (c) => c.notNull())
        .addColumn('votos', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('dia_d_acta_votos_pk', ['acta_id', 'sigla'])
        .execute();
      // One row per mesa with an acta: its current version and where it stands.
      await db.schema
        .createTable('dia_d_mesa_acta')
        .addColumn('mesa_codigo', 'text', (c) => c.primaryKey().references('dia_d_mesas.codigo'))
        .addColumn('acta_id', 'text', (c) => c.notNull())
        .addColumn('estado', 'text', (c) => c.notNull())
        // Copied from the mesa (its department cannot change once it has data): the count
        // groups by them without joining the registry.
        .addColumn('departamento', 'text', (c) => c.notNull())
        .addColumn('habilitados', 'integer', (c) => c.notNull())
        .addColumn('reservada_por', 'text')
        .addColumn('reservada_hasta', 'text')
        .addColumn('cerrada_por', 'text')
        .addColumn('cerrada_en', 'text')
        .execute();
      await db.schema
        .createIndex('dia_d_mesa_acta_estado')
        .on('dia_d_mesa_acta')
        .columns(['estado', 'mesa_codigo'])
        .execute();
      await db.schema
        .createTable('dia_d_transcripciones')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('acta_id', 'text', (c) => c.notNull().references('dia_d_actas.id'))
        .addColumn('usuario_id', 'text', (c) => c.notNull())
        .addColumn('usuario_nombre', 'text', (c) => c.notNull())
        .addColumn('figuras', 'text', (c) => c.notNull())
        .addColumn('coincide', 'integer', (c) => c.notNull())
        .addColumn('en', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('dia_d_transcripciones_acta')
        .on('dia_d_transcripciones')
        .column('acta_id')
        .execute();
    },
  },
  // Issue 20: a transcription or a settlement finds the mesa by its current acta; without this
  // index each one read the whole table (33.439 rows on election night).
  'dia-d-005': {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('dia_d_mesa_acta_acta').on('dia_d_mesa_acta').column('acta_id').execute();
    },
  },
  // Issue 28: how long each transcription took, for the median per transcriber.
  'dia-d-015': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('dia_d_transcripciones').addColumn('segundos', 'integer').execute();
    },
  },
  // Issue 44: an acta's figures arrive before its photo ("Recibida — foto pendiente"): its photo
  // is null until the resumable upload ends.
  'dia-d-022': {
    async up(db: Kysely<unknown>) {
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
        await db.schema
          .alterTable('dia_d_actas')
          .alterColumn('foto_id', (c) => c.dropNotNull())
          .execute();
        return;
      }
      await sinNotNullEnSqlite(db, 'dia_d_actas', 'foto_id');
    },
  },
} satisfies Record<string, Migration>;

/**
 * SQLite cannot drop a column's NOT NULL in place: the table is made again from its own
 * definition without it, its rows copied, its indexes made again (SQLite's documented procedure,
 * "Making Other Kinds Of Table Schema Changes"). Foreign keys are off meanwhile (the votes and
 * transcriptions point at this table; SQLite changes that setting only outside a transaction,
 * and Kysely runs SQLite's migrations outside one) and checked before it commits.
 */
async function sinNotNullEnSqlite(db: Kysely<unknown>, tabla: string, columna: string) {
  const { rows } = await sql<{ type: string; sql: string | null }>`
    select type, sql from sqlite_master where tbl_name = ${tabla} and sql is not null`.execute(db);
  const definicion = rows.find((r) => r.type === 'table')?.sql ?? '';
  const conNotNull = `"${columna}" text not null`;
  if (!definicion.includes(conNotNull)) throw new Error(`${tabla}.${columna} no es "text not null"`);
  const nueva = `${tabla}_nueva`;
  const crear = definicion
    .replace(conNotNull, `"${columna}" text`)
    .replace(`CREATE TABLE "${tabla}"`, `CREATE TABLE "${nueva}"`);
  const indices = rows.filter((r) => r.type === 'index').map((r) => r.sql!);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(crear).execute(trx);
      await sql`insert into ${sql.table(nueva)} select * from ${sql.table(tabla)}`.execute(trx);
      await sql`drop table ${sql.table(tabla)}`.execute(trx);
      await sql`alter table ${sql.table(nueva)} rename to ${sql.table(tabla)}`.execute(trx);
      for (const indice of indices) await sql.raw(indice).execute(trx);
      const rotas = await sql`pragma foreign_key_check`.execute(trx);
      if (rotas.rows.length > 0) throw new Error(`${tabla}: claves foráneas rotas tras rehacerla`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
