import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, sinSentenciasPreparadas, type Database_ } from '../../src/db/connect.js';
import type { DB } from '../../src/db/schema.js';
import { createTestApp, dialects, type TestApp } from '../helpers.js';

// Issue 30: on PostgreSQL each fixed SQL text of the app is prepared once per connection and
// then only bound and executed (db/pg-statements.ts), and a change of a table's columns — a
// migration here or on another instance — does not leave a connection stuck on a stale plan.
describe.each(dialects.filter((d) => d === 'postgres'))('sentencias preparadas (%s)', (dialect) => {
  let t: TestApp;
  let otra: Database_;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // Another instance on the same schema.
    otra = connect({ url: process.env.TEST_DATABASE_URL, schema: t.schema });
  }, 60_000);
  afterAll(async () => {
    await otra.close();
    await t.close();
  });

  /** The texts prepared on the connection `c` is on, each with how many times it appears. */
  async function preparadas(c: Kysely<DB>): Promise<Map<string, number>> {
    const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
      c,
    );
    const veces = new Map<string, number>();
    for (const r of rows) veces.set(r.statement, (veces.get(r.statement) ?? 0) + 1);
    return veces;
  }

  /** A table of the test's own with one row, and its `select *` by id run on a given connection. */
  async function tablaDePrueba(nombre: string) {
    await sql`create table ${sql.table(nombre)} (id integer primary key)`.execute(t.deps.db);
    await sql`insert into ${sql.table(nombre)} values (1)`.execute(t.deps.db);
    return (k: Kysely<DB>) =>
      sql<Record<string, unknown>>`select * from ${sql.table(nombre)} where id = ${1}`.execute(k);
  }

  it('un texto de la app se prepara una vez por conexión y las veces siguientes se reutiliza', async () => {
    await t.deps.db.connection().execute(async (c) => {
      const consulta = c.selectFrom('ajustes').select('valor').where('clave', '=', 'exigir_2fa');
      const texto = consulta.compile().sql;
      await consulta.execute();
      await consulta.execute();
      await c.selectFrom('ajustes').select('valor').where('clave', '=', 'otra').execute();
      expect((await preparadas(c)).get(texto)).toBe(1);
    });
  });

  it('un texto con más de 256 parámetros (un lote de una importación) no se guarda', async () => {
    await t.deps.db.connection().execute(async (c) => {
      const claves = Array.from({ length: 300 }, (_, i) => `clave-${i}`);
      const consulta = c.selectFrom('ajustes').select('valor').where('clave', 'in', claves);
      await consulta.execute();
      const todas = await preparadas(c);
      expect(todas.has(consulta.compile().sql)).toBe(false);
      expect(todas.size).toBeGreaterThan(0);
    });
  });

  it('durante y tras una migración de este proceso, una consulta preparada antes devuelve las columnas nuevas', async () => {
    const leer = await tablaDePrueba('prueba_migrada');
    await t.deps.db.connection().execute(async (c) => {
      expect((await leer(c)).rows).toEqual([{ id: 1 }]);
      // A migration reads, changes the columns and reads again in one transaction.
      await sinSentenciasPreparadas(t.deps.db, () =>
        c.transaction().execute(async (trx) => {
          expect((await leer(trx)).rows).toEqual([{ id: 1 }]);
          await sql`alter table prueba_migrada add column nota text default 'nueva'`.execute(trx);
          expect((await leer(trx)).rows).toEqual([{ id: 1, nota: 'nueva' }]);
        }),
      );
      // Inside a transaction, as every request's reads are: a stale plan would abort it.
      const leida = await c.transaction().execute((trx) => leer(trx));
      expect(leida.rows).toEqual([{ id: 1, nota: 'nueva' }]);
    });
  });

  it('si otra instancia cambia las columnas: fuera de una transacción la consulta se repite y responde; dentro falla esa transacción y la siguiente responde', async () => {
    const leer = await tablaDePrueba('prueba_otra');
    await t.deps.db.connection().execute(async (c) => {
      expect((await leer(c)).rows).toEqual([{ id: 1 }]);
      await sql`alter table prueba_otra add column a text default 'a'`.execute(otra.db);
      expect((await leer(c)).rows).toEqual([{ id: 1, a: 'a' }]);

      await sql`alter table prueba_otra add column b text default 'b'`.execute(otra.db);
      await expect(c.transaction().execute((trx) => leer(trx))).rejects.toMatchObject({ code: '0A000' });
      const siguiente = await c.transaction().execute((trx) => leer(trx));
      expect(siguiente.rows).toEqual([{ id: 1, a: 'a', b: 'b' }]);
    });
  });
});
