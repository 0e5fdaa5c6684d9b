import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ChangeFeed } from '../src/events/feed.js';
import { bridgeFeedThroughPostgres } from '../src/events/pg-bridge.js';
import { createTestApp, dialects, type TestApp } from './helpers.js';

/** Opens the SSE stream and resolves with the first `cambio` event's data. */
function firstChange(
  url: string,
  cookie: string,
): { ready: Promise<void>; change: Promise<unknown>; close: () => void } {
  let close = () => {};
  let markReady = () => {};
  const ready = new Promise<void>((r) => (markReady = r));
  const change = new Promise<unknown>((resolve, reject) => {
    const req = http.get(url, { headers: { cookie } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        if (buffer.includes('retry:')) markReady();
        const match = /event: cambio\ndata: (.*)\n\n/.exec(buffer);
        if (match?.[1]) resolve(JSON.parse(match[1]));
      });
    });
    req.on('error', reject);
    close = () => req.destroy();
  });
  return { ready, change, close };
}

describe.each(dialects)('canal de cambios (%s)', (dialect) => {
  let t: TestApp;
  let app: FastifyInstance;
  let base: string;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    app = await buildApp(t.deps);
    app.post('/api/prueba/escribir', async () => ({ ok: true }));
    app.post('/api/prueba/fallar', async (_req, reply) => reply.status(400).send({ error: 'no' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    cookie = await t.login('editor');
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('una escritura correcta llega a quien escucha /api/events', async () => {
    const stream = firstChange(`${base}/api/events`, cookie);
    await stream.ready;
    const failed = await fetch(`${base}/api/prueba/fallar`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(failed.status).toBe(400);
    const ok = await fetch(`${base}/api/prueba/escribir`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(ok.status).toBe(200);
    // The failed write published nothing: the first change is the successful one.
    expect(await stream.change).toMatchObject({ path: '/api/prueba/escribir', method: 'POST' });
    stream.close();
  });

  it('sin sesión el canal responde 401', async () => {
    const res = await fetch(`${base}/api/events`);
    expect(res.status).toBe(401);
  });
});

// Only with PostgreSQL: SQLite has no cross-instance channel to test.
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  describe('canal de cambios entre instancias (postgres)', () => {
    it('un cambio publicado en una instancia llega a otra por LISTEN/NOTIFY', async () => {
      const url = pgUrl;
      const log = { warn: () => {} } as never;
      const a = new ChangeFeed();
      const b = new ChangeFeed();
      const closeA = await bridgeFeedThroughPostgres(a, url, log);
      const closeB = await bridgeFeedThroughPostgres(b, url, log);
      const received = new Promise((resolve) => b.subscribe(resolve));
      a.publish({ path: '/api/avisos', method: 'POST', at: '2026-11-23T00:00:00.000Z' });
      expect(await received).toEqual({ path: '/api/avisos', method: 'POST', at: '2026-11-23T00:00:00.000Z' });
      await closeA();
      await closeB();
    });
  });
}
