import AxeBuilder from '@axe-core/playwright';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { MENSAJES_ACTAS, TEXTOS_ACTAS as T, TEXTOS_DIA_D } from '@comando/contract';
import { MENSAJES_CELULAR, NOMBRE_APP_CELULAR, TEXTOS_CELULAR as TC } from '@comando/contract/celular-textos';
import type { BrowserContext, CDPSession, Page, Request } from '@playwright/test';
import { expect, sesionEn, test } from './fixtures.js';
import { delegadoDeMesa, eleccionHoy, FOTO_JPEG } from './dia-d-preparar.js';
import { CIFRAS_FOTO, fotoDeCamara } from './foto-acta-camara.js';
import { arrancarServidor, type ServidorPropio } from './servidor-propio.js';

// Issue 44, the delegate's phone on a rural network, in real Chromium at 360 px with the network
// emulated by Chromium itself (CDP Network.emulateNetworkConditions): the page opens with no
// signal after one visit and queues the acta, which goes when the signal returns; on a slow
// link the queue never has two uploads in flight; the photo sent is the one prepared on the phone
// (≤ 600 KB, no EXIF or GPS), and its SHA-256 is what HQ stored. The election is today: a server
// of its own.
let servidor: ServidorPropio;
let sede: BrowserContext;
let camara: Buffer;

const PARTIDOS = ['ALFA', 'BETA', 'GAMA'] as const;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  servidor = await arrancarServidor('comando-celular-');
  sede = await sesionEn(browser, servidor, 'admin');
  await eleccionHoy(sede.request, [
    'cochabamba;Cercado;Unidad Educativa Sucre;R-100;1;M-100-1;300',
    'cochabamba;Cercado;Unidad Educativa Sucre;R-100;2;M-100-2;300',
    'cochabamba;Cercado;Unidad Educativa Sucre;R-100;3;M-100-3;300',
    'cochabamba;Cercado;Unidad Educativa Sucre;R-100;4;M-100-4;300',
  ]);
  const papeleta = await sede.request.put('/api/dia-d/partidos', {
    data: PARTIDOS.map((sigla) => ({ sigla, nombre: `Alianza ${sigla}`, color: '#2563eb' })),
  });
  expect(papeleta.status()).toBe(200);
  camara = await fotoDeCamara();
});
test.afterAll(async () => {
  await sede?.close();
  await servidor?.cerrar();
});

interface Evidencia {
  acta: { sha256Enviada: string | null; sha256Guardada: string | null } | null;
}
const evidencia = async (mesa: string) =>
  (await (await sede.request.get(`/api/dia-d/mesas/${mesa}/evidencia`)).json()) as Evidencia;

/** A delegate's phone at 360 px, on their mesa's page once with signal: the worker in place. */
async function telefonoDe(mesa: string): Promise<{ ctx: BrowserContext; page: Page; cdp: CDPSession }> {
  const acceso = await delegadoDeMesa(sede.request, mesa);
  const ctx = await sede.browser()!.newContext({
    baseURL: servidor.url,
    viewport: { width: 360, height: 740 },
    hasTouch: true,
  });
  const page = await ctx.newPage();
  await page.goto(`/delegado#${acceso.codigo}`);
  await expect(page.getByRole('heading', { name: T.actaTitulo })).toBeVisible();
  await expect(page.getByText(TC.listaSinSenal)).toBeVisible();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  return { ctx, page, cdp };
}

const red = (cdp: CDPSession, c: { offline?: boolean; subida?: number; latencia?: number }) =>
  cdp.send('Network.emulateNetworkConditions', {
    offline: c.offline ?? false,
    latency: c.latencia ?? 0,
    downloadThroughput: c.subida ? 750_000 / 8 : -1,
    uploadThroughput: c.subida ? (c.subida * 1000) / 8 : -1,
  });

/** Serious and critical WCAG 2.1 AA violations of what the page shows now. */
const graves = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id);

async function llenarActa(page: Page, foto: Buffer) {
  for (const sigla of PARTIDOS) {
    await page.getByLabel(`${sigla} — Alianza ${sigla}`).fill(String(CIFRAS_FOTO[sigla]));
  }
  await page.getByLabel(T.blancos).fill(String(CIFRAS_FOTO.blancos));
  await page.getByLabel(T.nulos).fill(String(CIFRAS_FOTO.nulos));
  await page
    .getByLabel(T.fotoActa, { exact: true })
    .setInputFiles({ name: 'acta.jpg', mimeType: 'image/jpeg', buffer: foto });
}

test('sin señal la página abre desde el teléfono y guarda el acta; con la señal de vuelta la sede la recibe', async () => {
  test.setTimeout(90_000);
  const { ctx, page, cdp } = await telefonoDe('M-100-1');
  // The HQ's screens are none of the worker's business.
  const hq = await ctx.newPage();
  await hq.goto('/');
  expect(await hq.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await hq.close();

  // Installable ("Agregar a la pantalla de inicio"): Chromium finds nothing missing but what
  // Playwright's off-the-record contexts lack, and the manifest names the page as the contract does.
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito']);
  const { data } = await cdp.send('Page.getAppManifest');
  expect(JSON.parse(data ?? '{}')).toMatchObject({ name: NOMBRE_APP_CELULAR, scope: '/delegado' });

  await red(cdp, { offline: true });
  await page.reload();
  await expect(page.getByRole('heading', { name: T.actaTitulo })).toBeVisible();
  await expect(page.getByText('M-100-1')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: TEXTOS_DIA_D.sinConexion })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);

  // A photo the phone cannot read is refused on the phone, and nothing is queued.
  await llenarActa(page, Buffer.from('no es una foto'));
  await expect(page.getByText(MENSAJES_CELULAR.fotoIlegible)).toBeVisible();
  await page.getByRole('button', { name: T.enviarActa }).click();
  await expect(page.getByRole('region', { name: T.actaTitulo }).getByRole('alert')).toHaveText(
    MENSAJES_CELULAR.fotoIlegible,
  );
  await expect(page.getByRole('region', { name: TC.cola })).toHaveCount(0);

  await llenarActa(page, camara);
  await expect(page.getByRole('img', { name: TC.fotoPreparadaAlt })).toBeVisible();
  await page.getByRole('button', { name: T.enviarActa }).click();
  await expect(page.getByRole('status').filter({ hasText: TEXTOS_DIA_D.enCola(1) })).toBeVisible();
  const cola = page.getByRole('region', { name: TC.cola });
  await expect(cola.getByRole('listitem')).toContainText(TC.acta('M-100-1'));
  await expect(cola.getByRole('listitem')).toContainText(TC.esperandoSenal);
  await page.screenshot({
    path: test.info().outputPath('celular-sin-senal-acta-en-cola.png'),
    fullPage: true,
  });
  expect((await evidencia('M-100-1')).acta).toBeNull();

  await red(cdp, {});
  await expect(page.getByText(T.actaEnviada(1, 'Recibida'))).toBeVisible({ timeout: 20_000 });
  await expect(cola).toHaveCount(0);
  expect((await evidencia('M-100-1')).acta?.sha256Guardada).toMatch(/^[0-9a-f]{64}$/);
  await ctx.close();
});

test('en un enlace lento nunca hay dos envíos en vuelo, y la foto enviada es la preparada: ≤ 600 KB, sin EXIF ni GPS, con la huella que guardó la sede', async () => {
  test.setTimeout(120_000);
  const { ctx, page, cdp } = await telefonoDe('M-100-2');
  let enVuelo = 0;
  let maxEnVuelo = 0;
  const envios: { inicio: number; fin: number; request: Request }[] = [];
  const esEnvio = (r: Request) => r.method() === 'POST' && r.url().includes('/api/delegado/acta');
  ctx.on('request', (r) => {
    if (!esEnvio(r)) return;
    envios.push({ inicio: Date.now(), fin: 0, request: r });
    maxEnVuelo = Math.max(maxEnVuelo, ++enVuelo);
  });
  const termina = (r: Request) => {
    const e = envios.find((x) => x.request === r);
    if (!e || e.fin) return;
    e.fin = Date.now();
    enVuelo -= 1;
  };
  ctx.on('requestfinished', termina);
  ctx.on('requestfailed', termina);
  // The first try finds the server busy (503): the phone waits, then tries again.
  await page.route(
    '**/api/delegado/acta',
    (r) =>
      r.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Ocupado' }) }),
    { times: 1 },
  );
  await red(cdp, { subida: 250, latencia: 150 });

  await llenarActa(page, camara);
  await expect(page.getByRole('img', { name: TC.fotoPreparadaAlt })).toBeVisible();
  await expect(page.getByText(TC.fotoPreparada)).toBeVisible();
  expect(await graves(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('celular-foto-preparada.png'), fullPage: true });
  const ocupado = page.waitForResponse((r) => esEnvio(r.request()) && r.status() === 503);
  await page.getByRole('button', { name: T.enviarActa }).click();
  await ocupado;
  // The second try, after its wait, uploads at 250 kbit/s: meanwhile the signal "returns" twice
  // and a second tab of the page opens; none of them starts another upload.
  await page.waitForRequest(esEnvio);
  const cola = page.getByRole('region', { name: TC.cola });
  await expect(cola.getByRole('progressbar')).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  const otra = await ctx.newPage();
  await otra.goto('/delegado');
  await expect(otra.getByRole('region', { name: TC.cola })).toContainText(TC.acta('M-100-2'));
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.screenshot({ path: test.info().outputPath('celular-cola-enviando.png'), fullPage: true });
  await expect(page.getByText(T.actaEnviada(1, 'Recibida'))).toBeVisible({ timeout: 60_000 });
  await expect(otra.getByRole('region', { name: TC.cola })).toHaveCount(0);

  expect(envios.map((e) => e.fin > 0)).toEqual([true, true]);
  expect(maxEnVuelo).toBe(1);
  // The second try waited its turn (2 s drawn between 1 and 2 s), and took longer than that.
  expect(envios[1]!.inicio - envios[0]!.fin).toBeGreaterThanOrEqual(1000);
  expect(envios[1]!.fin - envios[1]!.inicio).toBeGreaterThan(5000);

  // The photo HQ keeps is the bytes the phone sent, byte for byte: the hash the phone took of what
  // it queued is the hash of what the server stored (a photo with EXIF would have been stripped
  // there, and its hash would differ).
  const { mesas } = (await (await sede.request.get('/api/dia-d/actas?departamento=cochabamba')).json()) as {
    mesas: { codigo: string; acta: { fotoUrl: string } | null }[];
  };
  const fotoUrl = mesas.find((m) => m.codigo === 'M-100-2')!.acta!.fotoUrl;
  const foto = await (await sede.request.get(fotoUrl)).body();
  expect(foto.length).toBeLessThanOrEqual(600 * 1024);
  const meta = await sharp(foto).metadata();
  expect({ formato: meta.format, ancho: meta.width, alto: meta.height, exif: meta.exif }).toEqual({
    formato: 'jpeg',
    ancho: 2000,
    alto: 1500,
    exif: undefined,
  });
  expect(foto.includes('Exif')).toBe(false);
  const huella = createHash('sha256').update(foto).digest('hex');
  expect((await evidencia('M-100-2')).acta).toMatchObject({ sha256Enviada: huella, sha256Guardada: huella });
  await ctx.close();
});

test('con la página cerrada, el trabajador envía la cola cuando el navegador lo despierta (Background Sync)', async () => {
  test.setTimeout(60_000);
  const { ctx, page, cdp } = await telefonoDe('M-100-4');
  await red(cdp, { offline: true });
  await llenarActa(page, camara);
  await page.getByRole('button', { name: T.enviarActa }).click();
  await expect(page.getByRole('status').filter({ hasText: TEXTOS_DIA_D.enCola(1) })).toBeVisible();
  await page.close();
  expect((await evidencia('M-100-4')).acta).toBeNull();
  // The signal is back and no page of the phone's is open: the browser fires the queue's sync.
  const otra = await ctx.newPage();
  const sesion = await ctx.newCDPSession(otra);
  const registro = new Promise<string>((ok) =>
    sesion.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const r = registrations.find((x) => x.scopeURL.endsWith('/delegado') && !x.isDeleted);
      if (r) ok(r.registrationId);
    }),
  );
  await sesion.send('ServiceWorker.enable');
  await sesion.send('ServiceWorker.dispatchSyncEvent', {
    origin: servidor.url,
    registrationId: await registro,
    tag: 'comando-delegado-cola',
    lastChance: false,
  });
  await expect
    .poll(async () => (await evidencia('M-100-4')).acta?.sha256Guardada, { timeout: 20_000 })
    .toMatch(/^[0-9a-f]{64}$/);
  // Opened again, the page finds the queue empty.
  await otra.goto('/delegado');
  await expect(otra.getByText(T.actaEnviada(1, 'Recibida'))).toBeVisible();
  await expect(otra.getByRole('region', { name: TC.cola })).toHaveCount(0);
  await ctx.close();
});

test('la cola que guardó una versión anterior de la página se envía; lo que la sede rechaza queda marcado con su motivo hasta que el delegado lo quita', async () => {
  test.setTimeout(60_000);
  const { ctx, page, cdp } = await telefonoDe('M-100-3');
  await red(cdp, { offline: true });
  // The queue as the page kept it before issue 44 (the submissions themselves, in idb-keyval's
  // store): an arrival, and an acta typed under a ballot without GAMA.
  await page.evaluate(async (foto64) => {
    const foto = new Blob([Uint8Array.from(atob(foto64), (c) => c.charCodeAt(0))], { type: 'image/jpeg' });
    const cola = [
      { tipo: 'llegada', id: 'a'.repeat(32) },
      { tipo: 'acta', id: 'b'.repeat(32), votos: { ALFA: 10, BETA: 5 }, blancos: 1, nulos: 0, foto },
    ];
    await new Promise((ok, mal) => {
      const abrir = indexedDB.open('keyval-store');
      abrir.onerror = mal;
      abrir.onsuccess = () => {
        const tx = abrir.result.transaction('keyval', 'readwrite');
        tx.objectStore('keyval').put(cola, 'comando-delegado-cola');
        tx.oncomplete = ok;
        tx.onerror = mal;
      };
    });
  }, FOTO_JPEG);
  // The new page, from the worker, without signal: both are there, in order.
  await page.reload();
  const cola = page.getByRole('region', { name: TC.cola });
  await expect(cola.getByRole('listitem')).toHaveCount(2);
  await expect(cola.getByRole('listitem').first()).toContainText(TC.llegada);
  await expect(cola.getByRole('status').filter({ hasText: TEXTOS_DIA_D.enCola(2) })).toBeVisible();

  await red(cdp, {});
  // HQ has the arrival (the phone shows the server's time of it)...
  await expect(page.getByText(new RegExp(TEXTOS_DIA_D.llegadaRegistrada('\\d{2}:\\d{2}')))).toBeVisible();
  // ...and refused the acta, which stays on the phone with the server's reason.
  const acta = TC.acta('M-100-3');
  const rechazada = cola.getByRole('listitem').filter({ hasText: acta });
  await expect(rechazada).toContainText(TC.rechazado(MENSAJES_ACTAS.faltaPartido('GAMA')));
  await expect(cola.getByRole('listitem')).toHaveCount(1);
  await expect(cola.getByRole('status').filter({ hasText: /pendiente/ })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('celular-rechazada.png'), fullPage: true });
  expect(await graves(page)).toEqual([]);
  // Removed after a confirmation (and "No" keeps it).
  await rechazada.getByRole('button', { name: TC.quitarAria(acta) }).click();
  const confirmar = cola.getByRole('group', { name: TC.quitarAria(acta) });
  await expect(confirmar).toContainText(TC.confirmarQuitar);
  await confirmar.getByRole('button', { name: TC.noQuitar }).click();
  await expect(rechazada).toBeVisible();
  await rechazada.getByRole('button', { name: TC.quitarAria(acta) }).click();
  await confirmar.getByRole('button', { name: TC.siQuitar }).click();
  await expect(cola).toHaveCount(0);
  expect((await evidencia('M-100-3')).acta).toBeNull();
  await ctx.close();
});
