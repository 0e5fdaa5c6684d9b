import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../server/test/puerto-libre.js';

const root = path.resolve(import.meta.dirname, '..');

function run(command: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} falló`);
}

async function waitForHealth(url: string, server: ReturnType<typeof spawn>) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`el servidor terminó con código ${server.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('el servidor no respondió a tiempo');
}

/**
 * Builds the web app and the server bundle into a private temp dir (so parallel
 * runs never share an output), starts the server on a free port with a fresh
 * data dir and random passwords, and hands URL and passwords to the tests.
 */
export default async function globalSetup() {
  // Inside the repo so the server bundle resolves node_modules; one dir per run.
  const work = mkdtempSync(path.join(root, '.e2e-'));
  const webDist = process.env.E2E_WEB_DIST ?? path.join(work, 'web');
  const serverFile = path.join(work, 'server', 'main.js');
  if (!process.env.E2E_WEB_DIST)
    run('npx', ['vite', 'build', 'web', '--logLevel', 'warn'], { WEB_OUT_DIR: webDist });
  mkdirSync(path.dirname(serverFile), { recursive: true });
  run('node', ['server/build.mjs'], { SERVER_OUT_FILE: serverFile });

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const passwords = { admin: randomBytes(12).toString('hex'), editor: randomBytes(12).toString('hex') };
  const dataDir = path.join(work, 'data');
  const server = spawn(process.execPath, ['--enable-source-maps', serverFile], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      ADMIN_PASSWORD: passwords.admin,
      EDITOR_PASSWORD: passwords.editor,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  });
  await waitForHealth(url, server);

  process.env.E2E_BASE_URL = url;
  process.env.E2E_ADMIN_PASSWORD = passwords.admin;
  process.env.E2E_EDITOR_PASSWORD = passwords.editor;
  process.env.E2E_DATA_DIR = dataDir;
  // Specs that need a server of their own (HTTPS) start this same build.
  process.env.E2E_SERVER_FILE = serverFile;
  process.env.E2E_WEB_DIST = webDist;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(work, { recursive: true, force: true });
  };
}
