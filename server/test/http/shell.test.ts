import { once } from 'node:events';
import { request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import pino from 'pino';
import {
  MENSAJES_GENERALES,
  health,
  login,
  listarAvisos,
  crearAviso,
  logout,
  me,
  listarPaneles,
  entrarDelegado,
} from '@comando/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createTestApp, dialects, type TestApp } from '../helpers.js';
import { pedir, PREFIJOS, RUTA_INEXISTENTE, RUTAS_DE_PRUEBA, urlDe } from '../api.js';

describe.each(dialects)('servidor base (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = await t.login('admin');
  });
  afterAll(() => t.close());

  it('health responde ok sin sesión tras consultar la base de datos', async () => {
    const res = await pedir(t, health);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', simulacro: false });
  });

  it('cada ruta /api salvo login, health y la entrada del delegado (con su código) responde 401 sin sesión', async () => {
    const routes = t.app.registeredRoutes.filter((r) => r.url.startsWith(PREFIJOS.api));
    expect(routes.length).toBeGreaterThan(3);
    const publicOnes = routes
      .filter((r) => r.public)
      .map((r) => r.url)
      .sort();
    expect(publicOnes).toEqual([login.path, entrarDelegado.path, health.path]);
    for (const r of routes.filter((x) => !x.public)) {
      const url = r.url.replace(/:[A-Za-z_]+/g, 'x');
      const res = await t.request({
        method: r.method,
        url,
        payload: r.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.json(), `${r.method} ${r.url}`).toEqual({ error: MENSAJES_GENERALES.noAutenticado });
    }
  });

  it('una ruta /api desconocida responde 404 en JSON, nunca la página', async () => {
    const res = await pedir(t, RUTA_INEXISTENTE, { cookie });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ error: MENSAJES_GENERALES.rutaNoEncontrada });
  });

  it('rechaza JSON mal formado con 400 en español', async () => {
    const res = await pedir(t, login, {
      payload: '{"usuario": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MENSAJES_GENERALES.jsonInvalido });
  });

  it('rechaza un cuerpo comprimido con 415 en español y no guarda nada', async () => {
    const antes = (await pedir(t, listarAvisos, { cookie })).json<unknown[]>().length;
    const res = await pedir(t, crearAviso, {
      cookie,
      payload: gzipSync(JSON.stringify({ mensaje: 'Comprimido', fecha: '2026-11-25', hora: '10:00' })),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: MENSAJES_GENERALES.cuerpoComprimido });
    expect((await pedir(t, listarAvisos, { cookie })).json<unknown[]>()).toHaveLength(antes);
  });

  it('rechaza un cuerpo demasiado grande con 413', async () => {
    const res = await pedir(t, login, {
      payload: JSON.stringify({ usuario: 'a', contrasena: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: MENSAJES_GENERALES.demasiadoGrande });
  });

  it('CSRF: una escritura con un cuerpo que no es JSON ni multipart responde 403', async () => {
    const res = await pedir(t, logout, {
      cookie,
      payload: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: MENSAJES_GENERALES.solicitudRechazada });
  });

  it('CSRF: una escritura desde otro origen responde 403; desde el mismo, pasa', async () => {
    const foreign = await pedir(t, logout, {
      cookie,
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(foreign.statusCode).toBe(403);
    const own = await pedir(t, logout, {
      cookie: await t.login('editor'),
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(own.statusCode).toBe(204);
  });

  it('envía a las páginas las cabeceras de seguridad con una CSP estricta', async () => {
    const res = await t.request({ url: '/una-pagina' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('envía a cada respuesta de la API las cabeceras de una API: nada se carga, nada la enmarca', async () => {
    for (const ruta of [health, me, RUTA_INEXISTENTE]) {
      const url = ruta.path;
      const res = await pedir(t, ruta, { cookie });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      // The document-only policies stay on the pages.
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
  });

  it('registra escrituras, rechazos y errores en info, cada uno con su reqId, y las lecturas correctas en debug', async () => {
    const lineas: { level: number; method: string; url: string; status: number; reqId: string }[] = [];
    const log = pino(
      { level: 'info' },
      { write: (l: string) => void lineas.push(JSON.parse(l) as (typeof lineas)[number]) },
    );
    const app = await buildApp({ ...t.deps, log });
    await app.ready();
    await app.inject({ url: urlDe(me), headers: { cookie } });
    await app.inject({ url: urlDe(listarAvisos) });
    await app.inject({
      method: 'POST',
      url: urlDe(logout),
      headers: { cookie: await t.login('editor') },
    });
    await app.close();
    const solicitudes = lineas.filter((l) => 'status' in l);
    expect(solicitudes.map((l) => `${l.method} ${l.url} ${l.status}`)).toEqual([
      `${listarAvisos.method} ${listarAvisos.path} 401`,
      `${logout.method} ${logout.path} 204`,
    ]);
    expect(solicitudes.every((l) => typeof l.reqId === 'string' && l.reqId !== '')).toBe(true);
  });

  it('un cliente que corta una respuesta comprimida a medias no deja un error en la bitácora', async () => {
    // A phone that loses signal or a tab closed while a long list comes in: nothing went wrong on
    // the server, and an operator reading the errors of election night must not see it there.
    const lineas: { level: number; msg?: string }[] = [];
    const log = pino(
      { level: 'info' },
      { write: (l: string) => void lineas.push(JSON.parse(l) as (typeof lineas)[number]) },
    );
    const app = await buildApp({ ...t.deps, log });
    let cerrada: Promise<unknown> | undefined;
    // An answer that keeps coming until the client leaves (a long list over a slow line).
    app.get(RUTAS_DE_PRUEBA.larga.path, { config: { public: true } }, (_request, reply) => {
      const fuente = new Readable({
        read() {
          this.push(JSON.stringify({ relleno: 'dato '.repeat(2000) }));
        },
      });
      // Closed with an error when the client leaves (the pipeline's own): only its end is awaited.
      cerrada = new Promise((resolve) => fuente.on('close', resolve));
      return reply.type('application/json').send(fuente);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const respuesta = await new Promise<IncomingMessage>((resolve, reject) =>
      request(
        {
          port,
          host: '127.0.0.1',
          path: urlDe(RUTAS_DE_PRUEBA.larga),
          headers: { 'accept-encoding': 'gzip' },
        },
        resolve,
      )
        .on('error', reject)
        .end(),
    );
    expect(respuesta.headers['content-encoding']).toBe('gzip');
    await once(respuesta, 'data');
    respuesta.destroy();
    await cerrada;
    await app.close();
    expect(lineas.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual([]);
  });

  it('un error no controlado responde 500 con un mensaje genérico sin la traza', async () => {
    const app = await buildApp(t.deps);
    app.get(RUTAS_DE_PRUEBA.falla.path, { config: { public: true } }, () =>
      Promise.reject(new Error('detalle interno secreto')),
    );
    const res = await app.inject({ url: urlDe(RUTAS_DE_PRUEBA.falla) });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: MENSAJES_GENERALES.errorInterno });
    expect(res.body).not.toContain('secreto');
  });

  it('comprime con gzip las respuestas grandes a quien lo acepta', async () => {
    const big = await pedir(t, listarPaneles, { cookie, headers: { 'accept-encoding': 'gzip' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(big.rawPayload).toString('utf8'))).toBeTruthy();
    const small = await pedir(t, health, { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
