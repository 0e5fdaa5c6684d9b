import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../server/test/puerto-libre.js';

const root = path.resolve(import.meta.dirname, '..');

/** GET status, over HTTPS accepting a test's self-signed certificate. */
function status(url: string): Promise<number> {
  if (url.startsWith('http:')) return fetch(url).then((r) => r.status);
  return new Promise((resolve, reject) => {
    const req = httpsRequest(url, { rejectUnauthorized: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

export interface ServidorPropio {
  url: string;
  dir: string;
  passwords: { admin: string; editor: string };
  cerrar(): Promise<void>;
}

/**
 * A server of the built app of its own, on a fresh data dir, for a spec whose data must not
 * meet the other specs' (the Día D window, TLS). `prepararDir` runs first (e.g. to make a
 * certificate in the same dir) and may return extra environment.
 */
export async function arrancarServidor(
  prefijo: string,
  prepararDir: (dir: string) => Record<string, string> = () => ({}),
): Promise<ServidorPropio> {
  const dir = mkdtempSync(path.join(tmpdir(), prefijo));
  const extra = prepararDir(dir);
  const port = await freePort();
  const url = `${extra.TLS_CERT ? 'https' : 'http'}://127.0.0.1:${port}`;
  const passwords = { admin: randomBytes(12).toString('hex'), editor: randomBytes(12).toString('hex') };
  const server: ChildProcess = spawn(process.execPath, [process.env.E2E_SERVER_FILE ?? ''], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      WEB_DIST: process.env.E2E_WEB_DIST ?? '',
      ADMIN_PASSWORD: passwords.admin,
      EDITOR_PASSWORD: passwords.editor,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...extra,
    },
  });
  const cerrar = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`el servidor terminó con código ${server.exitCode}`);
    if ((await status(`${url}/api/health`).catch(() => 0)) === 200) return { url, dir, passwords, cerrar };
    await new Promise((r) => setTimeout(r, 200));
  }
  await cerrar();
  throw new Error('el servidor propio no respondió a tiempo');
}
