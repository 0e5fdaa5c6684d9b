import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../s3.js';
import { pollUntil, startServer, stopServer, type ServerProcess } from '../server-process.js';
import {
  login,
  me as rutaMe,
  crearUsuario,
  cambiarUsuario,
  logout,
  subirArchivosDiaD,
  listarArchivosDiaD,
  archivoEstrategia,
  crearAviso,
  listarAvisos,
} from '@comando/contract';
import { FLUJO_DE_CAMBIOS, urlDe } from '../api.js';

/**
 * Two real server processes (as `npm start` runs them) on one PostgreSQL schema and one
 * S3 bucket, as behind a load balancer. vitest.config.ts collects this file only when
 * TEST_DATABASE_URL is set (CI sets it): SQLite has no shared database to test.
 */
const pgUrl = process.env.TEST_DATABASE_URL ?? '';

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(300 * 1024), Buffer.from('\n%%EOF\n')]);

async function withClient<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

function postJson(url: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

function aviso(mensaje: string) {
  return { mensaje, fecha: '2030-05-01', hora: '10:30' };
}

describe('dos instancias sobre una base PostgreSQL y un bucket S3', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const password = `Clave-${randomBytes(9).toString('hex')}`;
  let s3: TestS3;
  let dirs: string[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let cookie = '';

  beforeAll(async () => {
    s3 = await startS3();
    dirs = [
      await mkdtemp(path.join(tmpdir(), 'comando-a-')),
      await mkdtemp(path.join(tmpdir(), 'comando-b-')),
    ];
    const env = {
      DATABASE_URL: pgUrl,
      DATABASE_SCHEMA: schema,
      ...s3.env,
      ADMIN_PASSWORD: password,
      EDITOR_PASSWORD: password,
    };
    // One after the other, as a rolling deploy: the first one migrates and seeds.
    a = await startServer(dirs[0] ?? '', env);
    b = await startServer(dirs[1] ?? '', env);
  }, 240_000);

  afterAll(async () => {
    for (const s of [a, b]) if (s?.child.exitCode === null) await stopServer(s, 'SIGKILL');
    await withClient((c) => c.query(`drop schema if exists ${schema} cascade`));
    await s3?.remove();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('una sesión abierta en A sirve en B (la misma cookie)', async () => {
    const res = await postJson(`${a.url}${urlDe(login)}`, { usuario: 'admin', contrasena: password });
    expect(res.status).toBe(200);
    const sesion = res.headers.getSetCookie().find((c) => c.startsWith('comando_sesion='));
    cookie = (sesion ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^comando_sesion=./);
    const me = await fetch(`${b.url}${urlDe(rutaMe)}`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ role: 'admin' });
    expect((await fetch(`${b.url}${urlDe(rutaMe)}`)).status).toBe(401);
  });

  it('B reutiliza la sesión que leyó (un cambio hecho a mano en psql no se ve) y la relee en cuanto A la cambia o la cierra', async () => {
    const creado = await postJson(
      `${a.url}${urlDe(crearUsuario)}`,
      { usuario: 'vigia-b', nombre: 'Vigía de B', email: 'vigia@example.com', rol: 'lector' },
      cookie,
    );
    expect(creado.status).toBe(201);
    const { id, contrasenaTemporal } = (await creado.json()) as { id: string; contrasenaTemporal: string };
    const entrar = await postJson(`${a.url}${urlDe(login)}`, {
      usuario: 'vigia-b',
      contrasena: contrasenaTemporal,
    });
    const vigia =
      (entrar.headers.getSetCookie().find((c) => c.startsWith('comando_sesion=')) ?? '').split(';')[0] ?? '';
    const enB = async () => {
      const res = await fetch(`${b.url}${urlDe(rutaMe)}`, { headers: { cookie: vigia } });
      return {
        status: res.status,
        ...(res.status === 200 ? ((await res.json()) as { name: string; role: string }) : {}),
      };
    };
    expect(await enB()).toMatchObject({ status: 200, name: 'Vigía de B', role: 'lector' });
    // Written behind the app's back: no instance is told, so B answers from what it read.
    await withClient((c) =>
      c.query(`update ${schema}.usuarios set nombre = 'Renombrado a mano' where id = $1`, [id]),
    );
    expect(await enB()).toMatchObject({ status: 200, name: 'Vigía de B' });

    const cambio = await fetch(`${a.url}${urlDe(cambiarUsuario, { id })}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ rol: 'editor' }),
    });
    expect(cambio.status).toBe(200);
    const t0 = performance.now();
    await pollUntil(async () => (await enB()).role === 'editor', 5_000, 'B ve el rol nuevo');
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(await enB()).toMatchObject({ name: 'Renombrado a mano' });

    const salir = await fetch(`${a.url}${urlDe(logout)}`, { method: 'POST', headers: { cookie: vigia } });
    expect(salir.status).toBeLessThan(300);
    const t1 = performance.now();
    await pollUntil(
      async () => (await enB()).status === 401,
      5_000,
      'B deja de aceptar la sesión cerrada en A',
    );
    expect(performance.now() - t1).toBeLessThan(1000);
  });

  it('un archivo subido por A se descarga idéntico, byte a byte, por B', async () => {
    const form = new FormData();
    form.append('archivos', new Blob([PDF], { type: 'application/pdf' }), 'plan-dia-d.pdf');
    const up = await fetch(`${a.url}${urlDe(subirArchivosDiaD)}`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    expect(up.status).toBe(201);
    const [meta] = (await up.json()) as { id: string; nombre: string }[];
    expect(meta?.nombre).toBe('plan-dia-d.pdf');
    const lista = (await (
      await fetch(`${b.url}${urlDe(listarArchivosDiaD)}`, { headers: { cookie } })
    ).json()) as { id: string }[];
    expect(lista.map((f) => f.id)).toContain(meta?.id);
    const down = await fetch(`${b.url}${urlDe(archivoEstrategia, { id: String(meta?.id) })}`, {
      headers: { cookie },
    });
    expect(down.status).toBe(200);
    expect(Buffer.from(await down.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('un cambio escrito en A llega en menos de un segundo a un cliente de /api/events conectado a B', async () => {
    const abort = new AbortController();
    const res = await fetch(`${b.url}${urlDe(FLUJO_DE_CAMBIOS)}`, {
      headers: { cookie },
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let received = '';
    const readUntil = async (pattern: RegExp, ms: number) => {
      const deadline = setTimeout(() => abort.abort(), ms);
      try {
        while (!pattern.test(received)) {
          const { value, done } = await reader.read();
          if (done) break;
          received += decoder.decode(value, { stream: true });
        }
      } catch {
        // aborted at the deadline: the assertion below says what was missing
      } finally {
        clearTimeout(deadline);
      }
      return pattern.test(received);
    };
    // The stream's first bytes come after B has subscribed to the feed.
    expect(await readUntil(/retry:/, 10_000)).toBe(true);
    const mensaje = `Aviso escrito en A ${randomBytes(4).toString('hex')}`;
    const sent = performance.now();
    const write = await postJson(`${a.url}${urlDe(crearAviso)}`, aviso(mensaje), cookie);
    expect(write.status).toBeLessThan(300);
    await write.arrayBuffer();
    const llego = await readUntil(/\ndata: [^\n]*avisos/, 5_000);
    const elapsed = performance.now() - sent;
    abort.abort();
    expect(llego).toBe(true);
    expect(elapsed).toBeLessThan(1000);
  });

  it('los intentos fallidos contados en A bloquean el mismo nombre en B', async () => {
    const usuario = `intruso-${randomBytes(3).toString('hex')}`;
    const intento = (s: ServerProcess) =>
      postJson(`${s.url}${urlDe(login)}`, { usuario, contrasena: 'no-es-la-clave' }).then((r) => r.status);
    // B has not seen this name fail yet.
    expect(await intento(b)).toBe(401);
    let status = 401;
    for (let i = 0; i < 40 && status === 401; i += 1) status = await intento(a);
    expect(status).toBe(429);
    expect(await intento(b)).toBe(429);
  }, 120_000);

  it('SIGTERM a A con escrituras en vuelo: ninguna escritura confirmada se pierde y B sigue atendiendo', async () => {
    const confirmados: string[] = [];
    let enVuelo = 0;
    let n = 0;
    let parar = false;
    const escritor = async (w: number) => {
      while (!parar) {
        const mensaje = `Aviso en vuelo ${w}-${(n += 1)}`;
        enVuelo += 1;
        try {
          const res = await postJson(`${a.url}${urlDe(crearAviso)}`, aviso(mensaje), cookie);
          // The status line is the acknowledgement, whether or not the body arrives whole.
          if (res.status >= 200 && res.status < 300) confirmados.push(mensaje);
          else parar = true;
          await res.arrayBuffer().catch(() => undefined);
        } catch {
          parar = true;
        } finally {
          enVuelo -= 1;
        }
      }
    };
    const escritores = [1, 2, 3, 4].map(escritor);
    await pollUntil(() => confirmados.length >= 8, 30_000, 'A confirma escrituras');
    const enVueloAlCerrar = enVuelo;
    const t0 = Date.now();
    const exit = stopServer(a, 'SIGTERM');
    expect(await exit).toBe(0);
    // Promptly: a connection left idle by its last answer does not hold the exit (72 s keep-alive).
    expect(Date.now() - t0).toBeLessThan(10_000);
    parar = true;
    await Promise.all(escritores);
    expect(enVueloAlCerrar).toBeGreaterThan(0);
    expect(a.lines.some((l) => l.msg === 'cerrado')).toBe(true);

    const lista = await fetch(`${b.url}${urlDe(listarAvisos)}`, { headers: { cookie } });
    expect(lista.status).toBe(200);
    const guardados = new Set(((await lista.json()) as { mensaje: string }[]).map((x) => x.mensaje));
    const perdidos = confirmados.filter((m) => !guardados.has(m));
    expect(perdidos).toEqual([]);
    const despues = await postJson(
      `${b.url}${urlDe(crearAviso)}`,
      aviso('Aviso escrito en B tras cerrar A'),
      cookie,
    );
    expect(despues.status).toBeLessThan(300);
    expect(await stopServer(b, 'SIGTERM')).toBe(0);
  }, 120_000);
});
