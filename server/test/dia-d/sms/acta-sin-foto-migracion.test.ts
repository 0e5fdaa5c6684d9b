import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas } from '../../../src/areas/index.js';
import { connect, type Database_ } from '../../../src/db/connect.js';
import { migrateToLatest } from '../../../src/db/migrate.js';

// Issue 44: an acta received by SMS has no photo yet, so `dia_d_actas.foto_id` stops being
// NOT NULL (migration dia-d-022, the actas' own). SQLite cannot drop a NOT NULL in place: the table is rebuilt.
// An existing database must come out of it with every acta, vote and transcription, the same
// indexes, and its foreign keys still enforced.

const NUEVAS = ['dia-d-022', 'dia-d-023', 'dia-d-024'];

describe('dia-d-022 en una base SQLite con actas', () => {
  let dir: string;
  let database: Database_;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'comando-foto-opcional-'));
    database = connect({ file: path.join(dir, 'comando.db') });
  });
  afterAll(async () => {
    await database.db.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  it('conserva actas, votos, transcripciones e índices, y las claves foráneas siguen valiendo', async () => {
    const db = database.db;
    const antes = areas.map((a) =>
      a.name === 'dia-d'
        ? {
            ...a,
            migrations: Object.fromEntries(Object.entries(a.migrations).filter(([k]) => !NUEVAS.includes(k))),
          }
        : a,
    );
    await migrateToLatest(db, antes);
    await db
      .insertInto('dia_d_recintos')
      .values({
        codigo: 'R1',
        departamento: 'la-paz',
        municipio: 'El Alto',
        nombre: 'Colegio',
        jefe_id: null,
      })
      .execute();
    await db
      .insertInto('dia_d_mesas')
      .values({ codigo: 'M1', numero: 1, recinto_codigo: 'R1', habilitados: 200, delegado_id: null })
      .execute();
    await db
      .insertInto('dia_d_actas')
      .values({
        id: 'a1',
        mesa_codigo: 'M1',
        version: 1,
        origen: 'delegado',
        autor_id: 'd1',
        blancos: 2,
        nulos: 1,
        foto_id: 'f1',
        alerta: 0,
        creada_en: '2026-11-23T20:00:00.000Z',
      })
      .execute();
    await db.insertInto('dia_d_acta_votos').values({ acta_id: 'a1', sigla: 'APB', votos: 120 }).execute();
    await db
      .insertInto('dia_d_transcripciones')
      .values({
        id: 't1',
        acta_id: 'a1',
        usuario_id: 'u1',
        usuario_nombre: 'Editor',
        figuras: '{}',
        coincide: 1,
        en: '2026-11-23T20:05:00.000Z',
        segundos: 30,
      })
      .execute();
    const indices = async () =>
      (
        await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'index' and tbl_name = 'dia_d_actas' order by name`.execute(
          db,
        )
      ).rows.map((r) => r.name);
    const indicesAntes = await indices();
    expect(indicesAntes.length).toBeGreaterThan(1);

    expect(await migrateToLatest(db, areas)).toEqual(NUEVAS);

    expect(await db.selectFrom('dia_d_actas').selectAll().execute()).toEqual([
      expect.objectContaining({ id: 'a1', foto_id: 'f1', blancos: 2, sha256_enviada: null, por_jefe: 0 }),
    ]);
    expect(await db.selectFrom('dia_d_acta_votos').selectAll().execute()).toEqual([
      { acta_id: 'a1', sigla: 'APB', votos: 120 },
    ]);
    expect(await db.selectFrom('dia_d_transcripciones').select(['id', 'acta_id']).execute()).toEqual([
      { id: 't1', acta_id: 'a1' },
    ]);
    expect(await indices()).toEqual(indicesAntes);
    // An acta without its photo now fits; a vote of an acta that does not exist still does not.
    await db
      .insertInto('dia_d_actas')
      .values({
        id: 'a2',
        mesa_codigo: 'M1',
        version: 2,
        origen: 'sms',
        autor_id: 'd1',
        blancos: 0,
        nulos: 0,
        foto_id: null,
        alerta: 0,
        creada_en: '2026-11-23T21:00:00.000Z',
      })
      .execute();
    await expect(
      db.insertInto('dia_d_acta_votos').values({ acta_id: 'no-existe', sigla: 'APB', votos: 1 }).execute(),
    ).rejects.toThrow(/FOREIGN KEY/);
    expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows[0]?.foreign_keys).toBe(
      1,
    );
  });
});
