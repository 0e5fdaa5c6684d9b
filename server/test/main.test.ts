import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer as start, stopServer as stop } from './server-process.js';

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
