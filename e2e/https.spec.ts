import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, unique } from './fixtures.js';

const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/** GET over HTTPS accepting the test's self-signed certificate. */
function httpsGet(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(url, { rejectUnauthorized: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

let dir: string;
let server: ChildProcess;
let url: string;
const passwords = { admin: randomBytes(12).toString('hex'), editor: randomBytes(12).toString('hex') };

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dir = mkdtempSync(path.join(tmpdir(), 'comando-tls-'));
  // A self-signed certificate made for this run by the openssl CLI.
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-keyout',
    key,
    '-out',
    cert,
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
  ]);
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr.toString()}`);
  const port = await freePort();
  url = `https://127.0.0.1:${port}`;
  server = spawn(process.execPath, [process.env.E2E_SERVER_FILE ?? ''], {
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
      TLS_CERT: cert,
      TLS_KEY: key,
    },
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`el servidor terminó con código ${server.exitCode}`);
    if ((await httpsGet(`${url}/api/health`).catch(() => 0)) === 200) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('el servidor https no respondió a tiempo');
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  rmSync(dir, { recursive: true, force: true });
});

test('sobre HTTPS la app carga por HTTP/2 y ocho pestañas reciben los cambios en vivo', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: url });
  const login = await context.request.post('/api/auth/login', {
    data: { usuario: 'admin', contrasena: passwords.admin },
    headers: { 'content-type': 'application/json' },
  });
  expect(login.status()).toBe(200);
  // Over HTTPS the session cookie is Secure without being told, and HSTS is sent.
  expect(login.headers()['set-cookie']).toMatch(/;\s*Secure/i);
  expect(login.headers()['strict-transport-security']).toMatch(/max-age=\d+/);

  const pages = [];
  for (let i = 0; i < 8; i++) {
    const page = await context.newPage();
    const listed = page.waitForResponse((r) => r.url().endsWith('/api/estrategia/debate') && r.ok());
    // The tabs of one browser share one stream: the first tab opens it, the others listen.
    const subscribed =
      i === 0 ? page.waitForResponse((r) => r.url().endsWith('/api/events') && r.ok()) : Promise.resolve();
    await page.goto('/estrategia');
    await Promise.all([subscribed, listed]);
    pages.push(page);
  }
  const protocolo = await pages[0]!.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
  );
  expect(protocolo).toBe('h2');

  // A write made outside the tabs reaches all eight through the one shared stream.
  const titulo = `Eje por h2 ${unique()}`;
  const res = await context.request.post('/api/estrategia/debate', {
    data: { title: titulo, strategy: 'Responder con datos del plan de gobierno' },
    headers: { 'content-type': 'application/json' },
  });
  expect(res.status()).toBe(201);
  for (const page of pages) await expect(page.getByText(titulo)).toBeVisible({ timeout: 15_000 });
  await context.close();
});

test('sobre http sin certificado no se envía HSTS', async ({ request, baseURL }) => {
  expect(baseURL).toMatch(/^http:/);
  const res = await request.get('/api/health');
  expect(res.ok()).toBe(true);
  expect(res.headers()['strict-transport-security']).toBeUndefined();
});
