import {
  CABECERA_ORIGEN,
  EVENTO_REINICIO,
  type EventoCambio,
  PARAM_ULTIMO_EVENTO,
  listarUsuarios,
  cambiarUsuario,
  crearAviso,
  crearEncuesta,
  eliminarAviso,
  enviarActa,
  guardarAjustes,
  me,
  type Route,
} from '@comando/contract';
import { areaDeRuta } from '@comando/contract/route-table';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas } from '../../src/areas/index.js';
import { buildApp } from '../../src/app.js';
import { ChangeFeed, type CambioNumerado } from '../../src/events/feed.js';
import { avisarCambiosDeSesion } from '../../src/db/session-changes.js';
import { connect, estadoDeSesiones, versionDeSesiones } from '../../src/db/connect.js';
import { bridgeFeedThroughPostgres } from '../../src/events/pg-bridge.js';
import { createTestApp, dialects, type TestApp } from '../helpers.js';
import { consultasSolapadas } from '../pg-solapadas.js';
import { pollUntil } from '../server-process.js';
import { escuchar } from '../sse.js';
import { FLUJO_DE_CAMBIOS, pedir, PREFIJOS, urlDe, type Params } from '../api.js';

const aviso = { mensaje: 'Reunión con dirigentes en Quillacollo', fecha: '2026-11-25', hora: '18:30' };

describe.each(dialects)('canal de cambios (%s)', (dialect) => {
  let t: TestApp;
  let app: FastifyInstance;
  let base: string;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    app = await buildApp(t.deps);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    cookie = await t.login('editor');
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const escribir = <R extends Route>(
    r: R,
    body?: unknown,
    extra: Record<string, string> = {},
    params?: Params<R>,
  ) =>
    fetch(`${base}${urlDe(r, params)}`, {
      method: r.method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extra },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('una escritura correcta llega con su área, su ruta, su id y la pestaña que la hizo', async () => {
    const stream = escuchar(`${base}${urlDe(FLUJO_DE_CAMBIOS)}`, { cookie });
    await stream.ready;
    const fallida = await escribir(crearAviso, { mensaje: 'corto' });
    expect(fallida.status).toBe(400);
    const creada = await escribir(crearAviso, aviso, { [CABECERA_ORIGEN]: 'pestana-1' });
    expect(creada.status).toBe(201);
    const { id } = (await creada.json()) as { id: string };
    const borrada = await escribir(eliminarAviso, undefined, {}, { id });
    expect(borrada.status).toBe(204);
    const cambios = () =>
      stream.mensajes.filter((m) => m.event === 'cambio').map((m) => JSON.parse(m.data) as EventoCambio);
    await stream.hasta((m) => m.event === 'cambio' && m.data.includes(id));
    // The failed write published nothing: exactly one event per successful write.
    expect(cambios()).toEqual([
      { area: 'avisos', ruta: crearAviso.path, origen: 'pestana-1' },
      { area: 'avisos', ruta: eliminarAviso.path, id },
    ]);
    stream.close();
  });

  it('una ráfaga de cambios iguales llega como uno, con el id del último; los distintos llegan todos', async () => {
    const stream = escuchar(`${base}${urlDe(FLUJO_DE_CAMBIOS)}`, { cookie });
    await stream.ready;
    const antes = stream.mensajes.length;
    // Election night: every acta a phone sends is the same change for a screen.
    for (let i = 0; i < 50; i++) t.deps.feed.publish({ area: 'dia-d', ruta: enviarActa.path });
    t.deps.feed.publish({ area: 'avisos', ruta: crearAviso.path });
    t.deps.feed.publish({ area: 'dia-d', ruta: enviarActa.path });
    const ultimo = t.deps.feed.ultimoId;
    await stream.hasta((m) => m.id === ultimo);
    const llegados = stream.mensajes.slice(antes).filter((m) => m.event === 'cambio');
    expect(llegados.map((m) => JSON.parse(m.data) as EventoCambio)).toEqual([
      { area: 'avisos', ruta: crearAviso.path },
      { area: 'dia-d', ruta: enviarActa.path },
    ]);
    expect(llegados.at(-1)?.id).toBe(ultimo);
    stream.close();
  });

  it('con muchas pantallas abiertas el canal tiene un solo oyente, y cada pantalla recibe la ráfaga en una escritura', async () => {
    const antes = t.deps.feed.subscribers;
    const pantallas = Array.from({ length: 20 }, () =>
      escuchar(`${base}${urlDe(FLUJO_DE_CAMBIOS)}`, { cookie }),
    );
    await Promise.all(pantallas.map((p) => p.ready));
    // Election night: 200 HQ screens and an acta every few milliseconds. Each screen a listener
    // of its own was a call per change per screen; the window is shared by all of them.
    expect(t.deps.feed.subscribers).toBe(antes);
    const desde = pantallas.map((p) => p.mensajes.length);
    for (let i = 0; i < 30; i++) t.deps.feed.publish({ area: 'dia-d', ruta: enviarActa.path });
    t.deps.feed.publish({ area: 'avisos', ruta: crearAviso.path });
    const ultimo = t.deps.feed.ultimoId;
    for (const [i, p] of pantallas.entries()) {
      await p.hasta((m) => m.id === ultimo);
      expect(p.mensajes.slice(desde[i]).map((m) => JSON.parse(m.data) as EventoCambio)).toEqual([
        { area: 'dia-d', ruta: enviarActa.path },
        { area: 'avisos', ruta: crearAviso.path },
      ]);
      p.close();
    }
  });

  it('una pantalla abierta a mitad de la ventana no recibe lo anterior ni se cierra por un cambio de su usuario anterior a ella', async () => {
    const admin = await t.login('admin');
    const lector = await t.loginComo('lector', 'canal.ventana');
    const { id } = (await pedir(t, listarUsuarios, { cookie: admin }))
      .json<{ id: string; usuario: string }[]>()
      .find((u) => u.usuario === 'canal.ventana')!;
    const abierta = escuchar(`${base}${urlDe(FLUJO_DE_CAMBIOS)}`, { cookie });
    await abierta.ready;
    // Its user's account changed just before the screen opened, in the same window: the screen
    // already reads the session as it is now, so it is neither told nor closed.
    t.deps.feed.publish({ area: 'usuarios', ruta: cambiarUsuario.path, id });
    const nueva = escuchar(`${base}${urlDe(FLUJO_DE_CAMBIOS)}`, { cookie: lector });
    await nueva.ready;
    t.deps.feed.publish({ area: 'avisos', ruta: crearAviso.path });
    const ultimo = t.deps.feed.ultimoId;
    await abierta.hasta((m) => m.id === ultimo);
    await nueva.hasta((m) => m.id === ultimo);
    expect(
      nueva.mensajes.filter((m) => m.event === 'cambio').map((m) => JSON.parse(m.data) as EventoCambio),
    ).toEqual([{ area: 'avisos', ruta: crearAviso.path }]);
    // The next change of its user ends it (the browser reconnects under the new session).
    t.deps.feed.publish({ area: 'usuarios', ruta: cambiarUsuario.path, id });
    await nueva.terminado;
    expect(
      abierta.mensajes
        .filter((m) => m.event === 'cambio')
        .map((m) => (JSON.parse(m.data) as EventoCambio).area),
    ).toEqual(['usuarios', 'avisos']);
    abierta.close();
  });

  it('al volver con Last-Event-ID recibe lo que se perdió; si es demasiado viejo, reinicio', async () => {
    const primero = escuchar(`${base}${urlDe(FLUJO_DE_CAMBIOS)}`, { cookie });
    await primero.ready;
    const inicio = await primero.hasta((m) => m.event === 'message');
    primero.close();
    const creada = await escribir(crearAviso, aviso);
    const { id } = (await creada.json()) as { id: string };
    await escribir(eliminarAviso, undefined, {}, { id });

    const vuelta = escuchar(`${base}${urlDe(FLUJO_DE_CAMBIOS)}`, { cookie, 'last-event-id': inicio.id });
    await vuelta.ready;
    await vuelta.hasta((m) => m.data.includes(id));
    expect(vuelta.mensajes.filter((m) => m.event === 'cambio')).toHaveLength(2);
    vuelta.close();

    const ajeno = escuchar(
      `${base}${urlDe(FLUJO_DE_CAMBIOS, undefined, { [PARAM_ULTIMO_EVENTO]: 'otro:5' })}`,
      { cookie },
    );
    await ajeno.ready;
    expect((await ajeno.hasta((m) => m.event === EVENTO_REINICIO)).id).toMatch(/:\d+$/);
    ajeno.close();
  });

  it('desactivar a un usuario se anuncia en el canal (sus pantallas releen la sesión) y su siguiente petición es 401', async () => {
    const admin = await t.login('admin');
    const lector = await t.loginComo('lector', 'canal.lector');
    const stream = escuchar(`${base}${urlDe(FLUJO_DE_CAMBIOS)}`, { cookie: lector });
    await stream.ready;
    const { id } = (await pedir(t, listarUsuarios, { cookie: admin }))
      .json<{ id: string; usuario: string }[]>()
      .find((u) => u.usuario === 'canal.lector') ?? { id: '' };
    const res = await pedir(t, cambiarUsuario, { params: { id }, cookie: admin, payload: { activo: false } });
    expect(res.statusCode).toBe(200);
    const evento = await stream.hasta((m) => m.event === 'cambio' && m.data.includes(id));
    expect(JSON.parse(evento.data)).toEqual({ area: 'usuarios', ruta: cambiarUsuario.path, id });
    expect((await fetch(`${base}${urlDe(me)}`, { headers: { cookie: lector } })).status).toBe(401);
    stream.close();
  });

  it('sin sesión el canal responde 401', async () => {
    const res = await fetch(`${base}${urlDe(FLUJO_DE_CAMBIOS)}`);
    expect(res.status).toBe(401);
  });

  it('cada ruta de escritura de la tabla nombra el área del contrato que la declara', () => {
    const nombres = new Set(areas.map((a) => a.name));
    const escrituras = app.registeredRoutes.filter(
      (r) => r.method !== 'GET' && r.url.startsWith(PREFIJOS.api),
    );
    expect(escrituras.length).toBeGreaterThan(40);
    for (const r of escrituras) {
      // The user's own account routes belong to no area and change no screen's data.
      if (r.url.startsWith(PREFIJOS.cuentaPropia)) {
        expect(r.area, r.url).toBeUndefined();
        continue;
      }
      // User administration and settings are announced: open screens read their session again.
      if (r.url.startsWith(listarUsuarios.path) || r.url === guardarAjustes.path) {
        expect(r.area, r.url).toBe(r.url === guardarAjustes.path ? 'ajustes' : 'usuarios');
        continue;
      }
      expect(nombres.has(r.area ?? ''), `${r.method} ${r.url} sin área`).toBe(true);
      // A route the contract table knows must be registered by the area that declares it.
      const delContrato = areaDeRuta(r.method, r.url);
      if (delContrato) expect(r.area, `${r.method} ${r.url}`).toBe(delContrato);
    }
  });
});

describe('búfer de repetición', () => {
  it('guarda solo los últimos eventos y pide reinicio cuando el hueco es mayor', () => {
    const feed = new ChangeFeed(3);
    const cero = feed.ultimoId;
    for (let i = 0; i < 5; i++) feed.publish({ area: 'avisos', ruta: crearAviso.path });
    expect(feed.since(cero)).toBeNull();
    const stream = cero.slice(0, cero.lastIndexOf(':'));
    expect(feed.since(`${stream}:2`)?.map((e) => e.id)).toEqual([
      `${stream}:3`,
      `${stream}:4`,
      `${stream}:5`,
    ]);
    expect(feed.since(`${stream}:5`)).toEqual([]);
    expect(feed.since(`${stream}:9`)).toBeNull();
    expect(feed.since('basura')).toBeNull();
  });
});

// Only with PostgreSQL: SQLite has no cross-instance channel to test.
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  describe('canal de cambios entre instancias (postgres)', () => {
    it('un cambio publicado en una instancia llega a otra con el mismo id', async () => {
      const log = { warn: () => {} } as never;
      const a = new ChangeFeed();
      const b = new ChangeFeed();
      const closeA = await bridgeFeedThroughPostgres(a, pgUrl, 'public', log);
      const closeB = await bridgeFeedThroughPostgres(b, pgUrl, 'public', log);
      const enA = new Promise((resolve) => a.subscribe(resolve));
      const enB = new Promise((resolve) => b.subscribe(resolve));
      a.publish({ area: 'avisos', ruta: crearAviso.path, origen: 'x' });
      const [recibidoA, recibidoB] = await Promise.all([enA, enB]);
      expect(recibidoB).toEqual(recibidoA);
      expect((recibidoB as CambioNumerado).id).toMatch(/^pg:\d+$/);
      expect((recibidoB as CambioNumerado).cambio).toEqual({
        area: 'avisos',
        ruta: crearAviso.path,
        origen: 'x',
      });
      // A browser that reconnects to the other instance resumes where it was.
      expect(b.since(a.ultimoId)).toEqual([]);
      await closeA();
      await closeB();
    });

    it('las sesiones leídas se reutilizan solo mientras se escucha: una escritura las olvida al confirmarse, en la instancia que escribe y en las demás, y sin escucha no se reutilizan', async () => {
      const log = { warn: () => {}, info: () => {} } as never;
      const schema = `sesiones_${Math.random().toString(16).slice(2, 10)}`;
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.query(`create table ${schema}.usuarios (id text primary key, activo integer)`);
      await admin.query(`insert into ${schema}.usuarios values ('u1', 1)`);
      const esta = connect({ url: pgUrl, schema });
      const otra = connect({ url: pgUrl, schema });
      const feed = new ChangeFeed();
      const estado = estadoDeSesiones(esta.db);
      expect(versionDeSesiones(esta.db)).toBeUndefined();
      const close = await bridgeFeedThroughPostgres(feed, pgUrl, schema, log, estado);
      try {
        const antes = versionDeSesiones(esta.db);
        expect(antes).toBeDefined();
        const desactivar = (db: typeof otra.db) =>
          db.updateTable('usuarios').set({ activo: 0 }).where('id', '=', 'u1').execute();

        // A change of the feed sent after a statement reaches the listener after that statement's notice, if any.
        const marca = async () => {
          const llega = new Promise((resolve) => feed.subscribe(resolve));
          await admin.query(`select pg_notify($1, $2)`, [
            `comando_cambios_${schema}`,
            JSON.stringify({ n: 1, c: { area: 'avisos', ruta: crearAviso.path, origen: 'marca' } }),
          ]);
          await llega;
        };
        await otra.db.transaction().execute(async (trx) => {
          await desactivar(trx);
          await marca();
          // Not committed yet: no instance may read the session again before the change is seen.
          expect(versionDeSesiones(esta.db)).toBe(antes);
        });
        await pollUntil(() => versionDeSesiones(esta.db) !== antes, 5_000, 'el aviso de la otra instancia');

        // The writing instance itself moves its own only once the transaction is committed, not
        // when a savepoint inside it is undone (request transactions nest that way).
        const propia = estadoDeSesiones(otra.db);
        const antesPropia = propia?.generacion ?? 0;
        await otra.db.transaction().execute(async (trx) => {
          await desactivar(trx);
          await sql`savepoint sp`.execute(trx);
          await sql`rollback to savepoint sp`.execute(trx);
          expect(propia?.generacion).toBe(antesPropia);
        });
        expect(propia?.generacion).toBeGreaterThan(antesPropia);
        await marca();

        const sinCambios = versionDeSesiones(esta.db);
        await otra.db
          .transaction()
          .execute(async (trx) => {
            await desactivar(trx);
            throw new Error('deshecha');
          })
          .catch(() => undefined);
        await marca();
        // Undone: PostgreSQL drops the notice with the transaction.
        expect(versionDeSesiones(esta.db)).toBe(sinCambios);

        // Its LISTEN connection cut (a PostgreSQL restart, a failover): nothing is reused until it listens again.
        const { rows } = await admin.query<{ pid: number }>(
          `select pid from pg_stat_activity where query = $1`,
          [`LISTEN "comando_sesiones_${schema}"`],
        );
        expect(rows).toHaveLength(1);
        const antesDelCorte = estado?.generacion ?? 0;
        await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
        await pollUntil(() => versionDeSesiones(esta.db) === undefined, 5_000, 'deja de reutilizar sesiones');
        await pollUntil(() => versionDeSesiones(esta.db) !== undefined, 10_000, 'vuelve a escuchar');
        expect(estado?.generacion ?? 0).toBeGreaterThan(antesDelCorte);
      } finally {
        await close();
        await esta.close();
        await otra.close();
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      }
    }, 30_000);

    it('el aviso de una sesión cambiada sale cuando la escritura terminó, nunca mientras otra consulta corre en la conexión', async () => {
      // pg deprecates (and pg@9 drops) a query sent while another one runs on the same client.
      const schema = `aviso_${Math.random().toString(16).slice(2, 10)}`;
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      try {
        await client.query(`create schema ${schema}`);
        await client.query(`create table ${schema}.usuarios (id text primary key, activo integer)`);
        await client.query(`insert into ${schema}.usuarios values ('u1', 1)`);
        const mientrasOtra = consultasSolapadas(client);
        await client.query(`set search_path to ${schema}`);
        const estado = { generacion: 0, escuchando: true, canal: `comando_sesiones_${schema}` };
        avisarCambiosDeSesion(client as unknown as pg.PoolClient, estado);
        // The text Kysely compiles for such a write.
        const desactivar = (activo: number) =>
          client.query('update "usuarios" set "activo" = $1 where "id" = $2', [activo, 'u1']);
        await desactivar(0);
        expect(estado.generacion).toBe(1);
        await client.query('begin');
        await desactivar(1);
        await client.query('commit');
        expect(estado.generacion).toBe(2);
        expect(mientrasOtra).toEqual([]);
      } finally {
        await client.query(`drop schema ${schema} cascade`).catch(() => undefined);
        await client.end();
      }
    });

    it('los despliegues en otro esquema de la misma base no reciben el cambio', async () => {
      const log = { warn: () => {} } as never;
      const sufijo = Math.random().toString(16).slice(2, 10);
      const [uno, dos] = [`eventos_uno_${sufijo}`, `eventos_dos_${sufijo}`];
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      for (const schema of [uno, dos]) await admin.query(`create schema ${schema}`);
      const [a, b, otroA, otroB] = [new ChangeFeed(), new ChangeFeed(), new ChangeFeed(), new ChangeFeed()];
      const closers = [
        await bridgeFeedThroughPostgres(a, pgUrl, uno, log),
        await bridgeFeedThroughPostgres(b, pgUrl, uno, log),
        await bridgeFeedThroughPostgres(otroA, pgUrl, dos, log),
        await bridgeFeedThroughPostgres(otroB, pgUrl, dos, log),
      ];
      const enOtro: unknown[] = [];
      otroB.subscribe((c) => enOtro.push(c.cambio));
      const enB = new Promise((resolve) => b.subscribe((c) => resolve(c.cambio)));
      const cambio = { area: 'avisos', ruta: crearAviso.path, origen: 'uno' };
      a.publish(cambio);
      expect(await enB).toEqual(cambio);
      // Queued after the first one: once it arrives, the first one would have arrived too.
      const propio = { area: 'encuestas', ruta: crearEncuesta.path, origen: 'dos' };
      const llegaPropio = new Promise((resolve) => otroB.subscribe(resolve));
      otroA.publish(propio);
      await llegaPropio;
      expect(enOtro).toEqual([propio]);
      for (const close of closers) await close();
      for (const schema of [uno, dos]) await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    });
  });
}
