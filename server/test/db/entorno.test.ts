import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connectFromEnv, schemaFromEnv } from '../../src/db/from-env.js';

// The database named by the environment, read the same way by the server, `npm run demo:dia-d`
// and the backup scripts (before, the demo loader ignored DATABASE_SCHEMA and filled `public`).
const pgUrl = process.env.TEST_DATABASE_URL;

describe('la base de datos que nombra el entorno', () => {
  it('rechaza un DATABASE_SCHEMA que no es un nombre simple, en español', () => {
    for (const malo of ['Mayus', 'con espacio', 'a;drop', '1empieza', 'guion-medio']) {
      expect(() => schemaFromEnv({ DATABASE_SCHEMA: malo }), malo).toThrow(
        /DATABASE_SCHEMA debe ser un nombre simple/,
      );
    }
    expect(schemaFromEnv({ DATABASE_SCHEMA: ' ' })).toBeUndefined();
    expect(schemaFromEnv({ DATABASE_SCHEMA: 'campana_2026' })).toBe('campana_2026');
  });

  it('sin DATABASE_URL abre comando.db en la carpeta de datos', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'comando-entorno-'));
    try {
      const database = await connectFromEnv({}, dir);
      expect(database.dialect).toBe('sqlite');
      await sql`create table prueba (x integer)`.execute(database.db);
      await database.close();
      const deNuevo = await connectFromEnv({}, dir);
      const { rows } = await sql<{ n: number }>`select count(*) as n from prueba`.execute(deNuevo.db);
      expect(rows[0]?.n).toBe(0);
      await deNuevo.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  // Collected only with a PostgreSQL to test on (CI sets TEST_DATABASE_URL), as the dialect matrix.
  for (const url of pgUrl ? [pgUrl] : [])
    it('con DATABASE_URL y DATABASE_SCHEMA crea el esquema y trabaja dentro de él', async () => {
      const schema = `t_${randomBytes(6).toString('hex')}`;
      const database = await connectFromEnv({ DATABASE_URL: url, DATABASE_SCHEMA: schema }, tmpdir());
      try {
        expect(database.schema).toBe(schema);
        await sql`create table prueba (x integer)`.execute(database.db);
        const { rows } = await sql<{ esquema: string }>`
        select table_schema as esquema from information_schema.tables where table_name = 'prueba'`.execute(
          database.db,
        );
        expect(rows.map((r) => r.esquema)).toEqual([schema]);
      } finally {
        await sql`drop schema ${sql.id(schema)} cascade`.execute(database.db);
        await database.close();
      }
    });
});
