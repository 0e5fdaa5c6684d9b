import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MENSAJES_GENERALES, enviarActa, listarMesasActas } from '@comando/contract';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DB } from '../../../src/db/schema.js';
import {
  comoEnvio,
  inRequestTransaction,
  registerScoped,
  scopedDialect,
} from '../../../src/db/request-transaction.js';
import {
  cuerpoDeActa,
  delegadosTresMesas,
  eleccionConPapeleta,
  fotoDePrueba,
  REGISTRO_TRES_MESAS,
} from '../../dia-d-comun.js';
import { createTestApp, dialects, storedBlobs, type TestApp } from '../../helpers.js';
import { consultasSolapadas } from '../../pg-solapadas.js';
import { pedir } from '../../api.js';

// Issue 30: on PostgreSQL the phones' uploads hold at most 7 of an instance's 10 connections at
// once; the other 3 stay for everything else. Without that, on election night HQ's screens
// queued for a connection behind dozens of uploads and showed a count 6 s old.
describe.each(dialects.filter((d) => d === 'postgres'))('conexiones de los envíos (%s)', (dialect) => {
  let t: TestApp;
  let delegados: Record<string, string>;
  let editor: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const admin = await t.login('admin');
    editor = await t.login('editor');
    await eleccionConPapeleta(t, { admin, editor }, REGISTRO_TRES_MESAS, '2026-11-23', [
      { sigla: 'ALFA', nombre: 'Alianza Alfa', color: '#2dd4bf', nuestro: false },
    ]);
    delegados = await delegadosTresMesas(t, editor);
  }, 60_000);
  afterAll(() => t.close());

  /**
   * `n` uploads' transactions, each holding its connection until `soltar()`; resolves once seven
   * have one. `conConexion()` counts those that got theirs.
   */
  async function envios(n: number) {
    const db = t.deps.db;
    let tienen = 0;
    let siete = () => {};
    const aSiete = new Promise<void>((r) => (siete = r));
    let soltar = () => {};
    const suelta = new Promise<void>((r) => (soltar = r));
    const todos = Array.from({ length: n }, () =>
      comoEnvio(() =>
        inRequestTransaction(db, async () => {
          await db.selectFrom('ajustes').select('clave').execute();
          if (++tienen === 7) siete();
          await suelta;
        }),
      ),
    );
    await aSiete;
    return {
      conConexion: () => tienen,
      soltar: async () => {
        soltar();
        await Promise.all(todos);
      },
    };
  }

  /** An acta's multipart body with a small photo (payload and headers). */
  async function acta() {
    const cuerpo = cuerpoDeActa(await fotoDePrueba());
    return { payload: cuerpo.payload, headers: cuerpo.headers };
  }

  it('el acta de un celular toma una de las conexiones de los envíos: con las siete ocupadas espera, mientras la sede lee', async () => {
    const { soltar } = await envios(7);
    let respondida = false;
    const antes = (await storedBlobs(t.deps.files)).length;
    const enviada = pedir(t, enviarActa, { ...(await acta()), cookie: delegados.M1 }).finally(
      () => (respondida = true),
    );
    try {
      // Its photo is stored before its transaction asks for a connection.
      await vi.waitFor(async () => expect((await storedBlobs(t.deps.files)).length).toBe(antes + 1));
      // HQ's screens read meanwhile, each a few queries on the free connections.
      for (let i = 0; i < 3; i++) {
        const conteo = await pedir(t, listarMesasActas, { cookie: editor });
        expect(conteo.statusCode).toBe(200);
      }
      expect(respondida).toBe(false);
    } finally {
      await soltar();
    }
    expect((await enviada).statusCode).toBe(201);
  });

  it('si ninguna de las siete se libera en 5 s, el acta se responde 503 en español y no se guarda (la base caída no deja al celular esperando)', async () => {
    const { soltar } = await envios(7);
    try {
      const r = await pedir(t, enviarActa, { ...(await acta()), cookie: delegados.M2 });
      expect(r.statusCode).toBe(503);
      expect(r.json<{ error: string }>().error).toBe(MENSAJES_GENERALES.baseDeDatosNoDisponible);
    } finally {
      await soltar();
    }
    const guardadas = await t.deps.db
      .selectFrom('dia_d_actas')
      .select('id')
      .where('mesa_codigo', '=', 'M2')
      .execute();
    expect(guardadas).toEqual([]);
  });

  it('con diez envíos en su transacción, siete tienen conexión, los demás esperan y una lectura de la sede pasa', async () => {
    const db = t.deps.db;
    const diez = await envios(10);
    try {
      // A screen's read, outside the uploads: a connection is free for it.
      const leida = await db.selectFrom('ajustes').select('clave').execute();
      expect(Array.isArray(leida)).toBe(true);
      // And a write of HQ in its own transaction, too.
      await inRequestTransaction(db, () => db.selectFrom('ajustes').select('clave').execute());
      expect(diez.conConexion()).toBe(7);
    } finally {
      await diez.soltar();
    }
    // The three that waited had their turn once the others let go.
    expect(diez.conConexion()).toBe(10);
  });
});

// A transaction's connection is shared by everything its handler runs: a `Promise.all` of reads
// there must not send a query while another one runs on it (pg deprecates that, pg@9 refuses it).
describe.each(dialects.filter((d) => d === 'postgres'))('consultas a la vez en una transacción (%s)', () => {
  it('van una tras otra en su conexión, cada una con su respuesta', async () => {
    const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
    const porConexion: string[][] = [];
    pool.on('connect', (client) => porConexion.push(consultasSolapadas(client)));
    const dialect = scopedDialect(new PostgresDialect({ pool }), {
      envios: { conexiones: 1, esperaMs: 5_000 },
    });
    const db = new Kysely<DB>({ dialect });
    registerScoped(db, dialect);
    try {
      const respuestas = await inRequestTransaction(db, () =>
        Promise.all(
          [1, 2, 3].map((n) => sql<{ n: number }>`select ${n}::int as n, pg_sleep(0.01)`.execute(db)),
        ),
      );
      expect(respuestas.map((r) => r.rows[0]?.n)).toEqual([1, 2, 3]);
      expect(porConexion.flat()).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
