import { certificadoDePrueba } from '../server/test/certificado.js';
import { expect, test, unique } from './fixtures.js';
import { arrancarServidor, type ServidorPropio } from './servidor-propio.js';

let servidor: ServidorPropio;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  servidor = await arrancarServidor('comando-tls-', (dir) => {
    // A self-signed certificate made for this run by the openssl CLI.
    const { cert, key } = certificadoDePrueba(dir);
    return { TLS_CERT: cert, TLS_KEY: key };
  });
});

test.afterAll(async () => {
  await servidor?.cerrar();
});

test('sobre HTTPS la app carga por HTTP/2 y ocho pestañas reciben los cambios en vivo', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: servidor.url });
  const login = await context.request.post('/api/auth/login', {
    data: { usuario: 'admin', contrasena: servidor.passwords.admin },
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
