import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, readlink, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { health, login } from '@comando/contract';
import { COPIAS_DE_ESCUCHA } from '../../src/deps.js';
import { pedirA } from '../api.js';
import { pollUntil, startServer as start, stopServer as stop } from '../server-process.js';

/**
 * Descriptors of process `pid` that are sockets listening on `port` (Linux's /proc): one socket
 * under several descriptors (Node 20's copies) or several sockets on the port (reusePort).
 */
async function descriptoresDeEscucha(pid: number, port: number): Promise<number> {
  const tabla = await readFile('/proc/net/tcp', 'utf8');
  const puerto = port.toString(16).toUpperCase().padStart(4, '0');
  // local_address, state 0A (LISTEN), inode in the tenth column
  const sockets = new Set(
    tabla
      .split('\n')
      .map((l) => l.trim().split(/\s+/))
      .filter((c) => c[1]?.endsWith(`:${puerto}`) && c[3] === '0A')
      .map((c) => `socket:[${c[9]}]`),
  );
  let n = 0;
  for (const fd of await readdir(`/proc/${pid}/fd`)) {
    if (sockets.has(await readlink(`/proc/${pid}/fd/${fd}`).catch(() => ''))) n += 1;
  }
  return n;
}

/** Whether this Node has `listen({ reusePort })` (22.12, 23.1): the extra sockets' default. */
const [mayor = 0, menor = 0] = process.versions.node.split('.').map(Number);
const conReusePort = mayor > 23 || (mayor === 23 && menor >= 1) || (mayor === 22 && menor >= 12);
const escuchasPorDefecto = conReusePort ? COPIAS_DE_ESCUCHA : 0;

describe('arranque del servidor (main.ts)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'comando-main-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('el primer arranque crea admin y editor con contraseñas generadas y las muestra una vez', async () => {
    const s = await start(dataDir);
    const created = s.lines.filter(
      (l) => typeof l.msg === 'string' && l.msg.startsWith('usuario inicial creado:'),
    );
    expect(created.map((l) => l.usuario)).toEqual(['admin', 'editor']);
    const admin = created.find((l) => l.usuario === 'admin');
    const res = await pedirA(s.url, login, { json: { usuario: 'admin', contrasena: admin?.contrasena } });
    expect(res.status).toBe(200);
    expect(await stop(s, 'SIGTERM')).toBe(0);
    expect(s.lines.some((l) => l.msg === 'cerrado')).toBe(true);
  }, 120_000);

  it(`acepta conexiones nuevas por su socket y ${escuchasPorDefecto} más (Node ${process.version}), y al cerrar ninguno acepta más mientras termina lo que está en curso`, async () => {
    const s = await start(dataDir);
    const port = Number(new URL(s.url).port);
    const pid = s.child.pid ?? 0;
    await pollUntil(
      async () => (await descriptoresDeEscucha(pid, port)) === 1 + escuchasPorDefecto,
      10_000,
      `${1 + escuchasPorDefecto} descriptores del socket`,
    );
    // Connections accepted by any of them are served.
    const respuestas = await Promise.all(
      Array.from({ length: 40 }, () => pedirA(s.url, health, { headers: { connection: 'close' } })),
    );
    expect(respuestas.map((r) => r.status)).toEqual(Array.from({ length: 40 }, () => 200));
    // A request half sent keeps the shutdown waiting; meanwhile no descriptor accepts any more.
    const enCurso = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => enCurso.on('connect', resolve));
    enCurso.write(`${health.method} ${health.path} HTTP/1.1\r\nHost: comando\r\n`);
    const salida = stop(s, 'SIGTERM');
    const rechazada = () =>
      new Promise<boolean>((resolve) => {
        const intento = net.connect(port, '127.0.0.1');
        intento.on('error', (e: NodeJS.ErrnoException) => resolve(e.code === 'ECONNREFUSED'));
        intento.on('connect', () => {
          intento.destroy();
          resolve(false);
        });
      });
    await pollUntil(rechazada, 10_000, 'el puerto deja de aceptar conexiones');
    expect(s.child.exitCode).toBeNull();
    // The request in flight is answered (a closing server answers 503) before the process ends,
    // whichever socket accepted its connection.
    const respuesta = new Promise<string>((resolve) => {
      let r = '';
      enCurso.on('data', (d: Buffer) => (r += d.toString()));
      enCurso.on('close', () => resolve(r));
    });
    enCurso.write('\r\n');
    expect(await respuesta).toMatch(/^HTTP\/1\.1 \d{3} /);
    expect(await salida).toBe(0);
  }, 120_000);

  it(`COPIAS_DE_ESCUCHA=3 abre 3 sockets más: ${conReusePort ? 'con reusePort' : 'copias del socket, a pedido en Node 20'}; lo que aceptan se sirve`, async () => {
    const s = await start(dataDir, { COPIAS_DE_ESCUCHA: '3' });
    const port = Number(new URL(s.url).port);
    await pollUntil(
      async () => (await descriptoresDeEscucha(s.child.pid ?? 0, port)) === 4,
      10_000,
      '4 descriptores del socket',
    );
    expect(s.lines.find((l) => l.msg === 'sockets de escucha extra')).toMatchObject({
      escuchas: 3,
      modo: conReusePort ? 'reusePort' : 'copias',
    });
    const respuestas = await Promise.all(
      Array.from({ length: 20 }, () => pedirA(s.url, health, { headers: { connection: 'close' } })),
    );
    expect(respuestas.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(await stop(s, 'SIGTERM')).toBe(0);
  }, 120_000);

  it.each([
    ['ENVIOS_A_LA_VEZ', '0', 'ENVIOS_A_LA_VEZ debe ser un número entero mayor que cero'],
    ['MEMORIA_DE_ENVIOS_MB', '0', 'MEMORIA_DE_ENVIOS_MB debe ser un número entero mayor que cero'],
    ['COPIAS_DE_ESCUCHA', '-1', 'COPIAS_DE_ESCUCHA debe ser un número entero 0 o mayor'],
    ['COPIAS_DE_ESCUCHA', 'muchas', 'COPIAS_DE_ESCUCHA debe ser un número entero 0 o mayor'],
  ])(
    '%s=%s no arranca: sale con 1 y lo dice',
    (nombre, valor, mensaje) => {
      const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
        cwd: path.resolve(import.meta.dirname, '..', '..', '..'),
        env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', [nombre]: valor },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(r.status).toBe(1);
      expect(r.stdout).toContain(mensaje);
    },
    60_000,
  );

  it('un segundo arranque no migra, no siembra ni crea usuarios de nuevo, y SIGINT cierra limpio', async () => {
    const s = await start(dataDir);
    const msgs = s.lines.map((l) => l.msg);
    expect(msgs).not.toContain('migraciones aplicadas');
    expect(msgs).not.toContain('datos iniciales cargados');
    expect(msgs.some((m) => typeof m === 'string' && m.startsWith('usuario inicial creado'))).toBe(false);
    expect(await stop(s, 'SIGINT')).toBe(0);
  }, 120_000);
});
