import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers.js';

// Kysely's migrator asks at every start whether its tables exist. Its own PostgreSQL
// introspection read every schema of the database and failed the start when one was dropped
// meanwhile (seen in a full test run: "schema t_… does not exist", another file's schema).
describe.each(dialects.filter((d) => d === 'postgres'))('introspección del esquema (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('ve solo las tablas del esquema de la app, aunque otro esquema desaparezca mientras lee', async () => {
    const otro = `ajeno_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`create schema ${otro}`);
      await admin.query(`create table ${otro}.ajena (x integer)`);
      const tablas = await t.deps.db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => {
          // The transaction's snapshot is taken here: the other schema still exists in it.
          await sql`select 1`.execute(trx);
          await admin.query(`drop schema ${otro} cascade`);
          return trx.introspection.getTables({ withInternalKyselyTables: true });
        });
      expect(new Set(tablas.map((x) => x.schema))).toEqual(new Set([t.schema]));
      const nombres = tablas.map((x) => x.name);
      expect(nombres).toEqual(
        expect.arrayContaining(['kysely_migration', 'kysely_migration_lock', 'dia_d_actas']),
      );
      expect(nombres).not.toContain('ajena');
      const actas = tablas.find((x) => x.name === 'dia_d_actas');
      expect(actas?.columns.find((c) => c.name === 'id')).toMatchObject({
        dataType: 'text',
        isNullable: false,
      });
    } finally {
      await admin.query(`drop schema if exists ${otro} cascade`);
      await admin.end();
    }
  });
});
