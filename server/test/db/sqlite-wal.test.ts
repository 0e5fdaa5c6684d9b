import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/db/connect.js';

const dir = mkdtempSync(path.join(tmpdir(), 'comando-wal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('el WAL de SQLite', () => {
  it('se vuelca a la base cuando pasa de 4.000 páginas, no de las 1.000 de SQLite', async () => {
    const file = path.join(dir, 'comando.db');
    const database = connect({ file });
    const { db } = database;
    try {
      await sql`create table relleno (x blob)`.execute(db);
      // 120 commits of about 25 pages each: 3.000 pages. At 1.000 a checkpoint would have run
      // in the commit that passed them, and the WAL would have started over from its beginning
      // (its file never grows past about 1.000 pages then).
      for (let i = 0; i < 120; i++) await sql`insert into relleno values (randomblob(100000))`.execute(db);
      expect(statSync(`${file}-wal`).size).toBeGreaterThan(2_000 * 4096);
      // And past 4.000 it does start over: the file does not keep growing.
      for (let i = 0; i < 200; i++) await sql`insert into relleno values (randomblob(100000))`.execute(db);
      expect(statSync(`${file}-wal`).size).toBeLessThan(5_000 * 4096);
    } finally {
      await database.close();
    }
  });
});
