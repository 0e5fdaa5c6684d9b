import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

interface Started {
  child: ChildProcess;
  lines: Record<string, unknown>[];
  url: string;
}

/** Starts src/main.ts as `npm start` would run it, and waits until it answers. */
async function start(dataDir: string, env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: Record<string, unknown>[] = [];
  let buffer = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    buffer += chunk;
    let i: number;
    while ((i = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, i);
      buffer = buffer.slice(i + 1);
      try {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        lines.push({ msg: line });
      }
    }
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`salió con ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, lines, url };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('no arrancó');
}

function stop(s: Started, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    s.child.once('exit', (code) => resolve(code));
    s.child.kill(signal);
  });
}

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
    const res = await fetch(`${s.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usuario: 'admin', contrasena: admin?.contrasena }),
    });
    expect(res.status).toBe(200);
    expect(await stop(s, 'SIGTERM')).toBe(0);
    expect(s.lines.some((l) => l.msg === 'cerrado')).toBe(true);
  }, 120_000);

  it('un segundo arranque no migra, no siembra ni crea usuarios de nuevo, y SIGINT cierra limpio', async () => {
    const s = await start(dataDir);
    const msgs = s.lines.map((l) => l.msg);
    expect(msgs).not.toContain('migraciones aplicadas');
    expect(msgs).not.toContain('datos iniciales cargados');
    expect(msgs.some((m) => typeof m === 'string' && m.startsWith('usuario inicial creado'))).toBe(false);
    expect(await stop(s, 'SIGINT')).toBe(0);
  }, 120_000);
});
