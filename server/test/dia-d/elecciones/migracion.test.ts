import { rm } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { leerConteo, listarElecciones, type Eleccion } from '@comando/contract';
import { Migrator, type Kysely, type Migration } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas } from '../../../src/areas/index.js';
import { connect } from '../../../src/db/connect.js';
import { coreMigrations } from '../../../src/db/core-migrations.js';
import type { DB } from '../../../src/db/schema.js';
import { seedAll } from '../../../src/db/seed.js';
import { huellaDatos } from '../../ambito-comun.js';
import { pedir } from '../../api.js';
import { createTestApp, dialects, type TestApp } from '../../helpers.js';

// Issue 45: a database made by the code before elections existed (every migration up to the last
// key before this one, seeded, with a night's data in it) gains its first election, current, named
// after Estrategia's Día D date, and loses nothing.

const NUEVA = 'dia-d-025';
/** The tables the new migration makes: the only ones a digest after it may add. */
const NUEVAS = ['dia_d_elecciones', 'dia_d_codigos_terminados'];
/** What a login writes. */
const LOGINS = ['usuarios', 'auditoria'];

function migracionesDeAntes(): Record<string, Migration> {
  const todas: Record<string, Migration> = { ...coreMigrations };
  for (const area of areas) Object.assign(todas, area.migrations);
  expect(todas[NUEVA]).toBeDefined();
  delete todas[NUEVA];
  return todas;
}

/** A night's worth of Día D rows, written as the code of the time wrote them. */
async function datosDeUnaNoche(db: Kysely<DB>): Promise<void> {
  await db.updateTable('estrategia_diad').set({ fecha_eleccion: '2025-08-17' }).execute();
  await db
    .insertInto('dia_d_recintos')
    .values({
      codigo: 'R1',
      departamento: 'la-paz',
      municipio: 'El Alto',
      nombre: 'Colegio',
      jefe_id: null,
      lat: null,
      lon: null,
    })
    .execute();
  await db
    .insertInto('dia_d_mesas')
    .values(
      [1, 2].map((n) => ({
        codigo: `M${n}`,
        numero: n,
        recinto_codigo: 'R1',
        habilitados: 200,
        delegado_id: null,
        llegada_en: null,
        llegada_id: null,
      })),
    )
    .execute();
  await db
    .insertInto('dia_d_partidos')
    .values([
      { sigla: 'AAA', nombre: 'Alianza', color: '#2dd4bf', orden: 0, nuestro: 1 },
      { sigla: 'BBB', nombre: 'Bloque', color: '#f97366', orden: 1, nuestro: 0 },
    ])
    .execute();
  const archivo = randomUUID();
  await db
    .insertInto('archivos')
    .values({
      id: archivo,
      hash: 'a'.repeat(64),
      nombre: 'acta.jpg',
      tipo: 'image/jpeg',
      tamano: 10,
      subido_por: null,
      subido_en: '2025-08-17T20:00:00Z',
    })
    .execute();
  const acta = randomUUID();
  await db
    .insertInto('dia_d_actas')
    .values({
      id: acta,
      mesa_codigo: 'M1',
      version: 1,
      origen: 'delegado',
      autor_id: 'x',
      blancos: 1,
      nulos: 2,
      foto_id: archivo,
      alerta: 0,
      creada_en: '2025-08-17T20:00:00Z',
    })
    .execute();
  await db
    .insertInto('dia_d_acta_votos')
    .values([
      { acta_id: acta, sigla: 'AAA', votos: 90 },
      { acta_id: acta, sigla: 'BBB', votos: 60 },
    ])
    .execute();
  await db
    .insertInto('dia_d_mesa_acta')
    .values({
      mesa_codigo: 'M1',
      acta_id: acta,
      estado: 'recibida',
      departamento: 'la-paz',
      habilitados: 200,
      reservada_por: null,
      reservada_hasta: null,
      cerrada_por: null,
      cerrada_en: null,
    })
    .execute();
  for (const [clave, valor] of [
    ['#actas', 1],
    ['#habilitados', 200],
    ['#blancos', 1],
    ['#nulos', 2],
    ['AAA', 90],
    ['BBB', 60],
  ] as const) {
    await db
      .insertInto('dia_d_totales')
      .values({ departamento: 'la-paz', estado: 'recibida', clave, franja: 0, valor })
      .execute();
    await db
      .insertInto('dia_d_totales_municipio')
      .values({ departamento: 'la-paz', municipio: 'El Alto', estado: 'recibida', clave, franja: 0, valor })
      .execute();
  }
}

describe.each(dialects)('la migración de las elecciones sobre una base de antes (%s)', (dialect) => {
  let t: TestApp;
  let antes = '';
  beforeAll(async () => {
    t = await createTestApp(dialect);
    // The same storage rebuilt as the code before this change made it, then started by today's.
    t = await t.restart(async () => {
      if (dialect === 'sqlite') {
        for (const s of ['', '-wal', '-shm'])
          await rm(path.join(t.dataDir, `comando.db${s}`), { force: true });
      } else {
        const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await c.connect();
        await c.query(`drop schema ${t.schema} cascade`);
        await c.query(`create schema ${t.schema}`);
        await c.end();
      }
      const base = connect(
        dialect === 'sqlite'
          ? { file: path.join(t.dataDir, 'comando.db') }
          : { url: process.env.TEST_DATABASE_URL, schema: t.schema },
      );
      const migrator = new Migrator({
        db: base.db,
        provider: { getMigrations: () => Promise.resolve(migracionesDeAntes()) },
        ...(base.schema ? { migrationTableSchema: base.schema } : {}),
        allowUnorderedMigrations: true,
      });
      const { error } = await migrator.migrateToLatest();
      if (error) throw error instanceof Error ? error : new Error('la migración falló', { cause: error });
      const files = t.openFiles();
      await files.init();
      await seedAll(base.db, areas, { clock: t.clock, files, random: () => 0.5 });
      await files.close();
      await datosDeUnaNoche(base.db);
      antes = await huellaDatos({ deps: { ...t.deps, db: base.db } } as TestApp);
      await base.close();
    });
  }, 120_000);
  afterAll(() => t.close());

  it('la base de antes no tenía elecciones; arrancada, tiene una: la actual, con el nombre de su fecha', async () => {
    expect(antes).not.toMatch(/dia_d_elecciones/);
    const admin = await t.login('admin');
    const res = await pedir(t, listarElecciones, { cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json<Eleccion[]>()).toEqual([
      expect.objectContaining({
        id: 1,
        nombre: 'Elección 17/08/2025',
        fecha: '2025-08-17',
        tipo: 'primera vuelta',
        actual: true,
        soloLectura: false,
      }),
    ]);
    const migradas = await t.deps.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect((migradas as { name: string }[]).map((m) => m.name)).toContain(NUEVA);
  });

  it('nada se perdió: cada tabla de antes tiene las mismas filas, y el conteo las lee', async () => {
    const despues = await huellaDatos(t);
    const sinNuevas = despues
      .split('\n')
      .filter((l) => !NUEVAS.some((n) => l.startsWith(`${n}:`)))
      // The logins since (sessions are left out of the digest): the users' last access, their audit.
      .filter((l) => !LOGINS.some((n) => l.startsWith(`${n}:`)));
    expect(sinNuevas).toEqual(antes.split('\n').filter((l) => !LOGINS.some((n) => l.startsWith(`${n}:`))));
    const admin = await t.login('admin');
    const conteo = (await pedir(t, leerConteo, { cookie: admin })).json<{
      actasRecibidas: number;
    }>();
    expect(conteo.actasRecibidas).toBe(1);
  });
});
