import { TEXTOS_ESTRATEGIA as T } from '@comando/contract';
import type { Page, Request } from '@playwright/test';
import { expect, loginAs, test, unique } from './fixtures.js';

const crearEje = (page: Page, titulo: string) =>
  page.request.post('/api/estrategia/debate', {
    data: { title: titulo, strategy: 'Responder con datos del plan de gobierno' },
    headers: { 'content-type': 'application/json' },
  });

const esStream = (r: Request) => new URL(r.url()).pathname === '/api/events';

test('lo que un usuario guarda aparece en la pantalla de otro sin recargar', async ({ browser, baseURL }) => {
  const viewer = await browser.newContext({ baseURL });
  const writer = await browser.newContext({ baseURL });
  const viewerPage = await viewer.newPage();
  const writerPage = await writer.newPage();
  await loginAs(viewerPage, 'admin');
  await loginAs(writerPage, 'editor');

  // The viewer must be subscribed to the change feed before the write happens.
  const subscribed = viewerPage.waitForResponse((r) => esStream(r.request()) && r.ok());
  const listed = viewerPage.waitForResponse((r) => r.url().endsWith('/api/estrategia/debate') && r.ok());
  await viewerPage.goto('/estrategia');
  await Promise.all([subscribed, listed]);

  const titulo = `Eje en vivo ${unique()}`;
  const res = await crearEje(writerPage, titulo);
  expect(res.status()).toBe(201);

  await expect(viewerPage.getByText(titulo)).toBeVisible({ timeout: 15_000 });
  const { id } = (await res.json()) as { id: string };
  await writerPage.request.delete(`/api/estrategia/debate/${id}`);
  await viewer.close();
  await writer.close();
});

test('diez pestañas de un navegador cargan con un solo canal; lo escrito en la 1 aparece en la 10', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL });
  // Each stream with the tab that opened it (noted when it opens: a closed tab's frame is gone).
  const streams: { request: Request; tab: Page }[] = [];
  context.on('request', (r) => {
    if (esStream(r)) streams.push({ request: r, tab: r.frame().page() });
  });
  const tabs: Page[] = [];
  for (let i = 0; i < 10; i++) tabs.push(await context.newPage());
  await loginAs(tabs[0]!, 'admin');
  for (const tab of tabs) {
    await tab.goto('/estrategia');
    await expect(tab.getByRole('button', { name: T.debate.titulo, exact: true })).toBeVisible();
  }
  // Ten tabs, one stream: the browser's six connections per host stay free for answers.
  await expect.poll(() => streams.length).toBe(1);

  const titulo = `Eje de la pestaña 1 ${unique()}`;
  const res = await crearEje(tabs[0]!, titulo);
  expect(res.status()).toBe(201);
  await expect(tabs[9]!.getByText(titulo)).toBeVisible();

  // The tab holding the stream closes: another one takes over within a second, resuming (the
  // closing tab's own stream may have reconnected meanwhile, as EventSource does: not the relay).
  await tabs[0]!.close();
  const relevos = () => streams.filter((s) => s.tab !== tabs[0]);
  await expect.poll(() => relevos().length, { timeout: 1_000 }).toBe(1);
  expect(new URL(relevos()[0]!.request.url()).searchParams.get('ultimo')).toMatch(/:\d+$/);
  const otro = `Eje tras el relevo ${unique()}`;
  expect((await crearEje(tabs[1]!, otro)).status()).toBe(201);
  await expect(tabs[9]!.getByText(otro)).toBeVisible();
  await context.close();
});

test('una pantalla abierta muestra una escritura en menos de 2 s aunque lleguen otras cada 100 ms', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const viewer = await browser.newContext({ baseURL });
  const writer = await browser.newContext({ baseURL });
  const viewerPage = await viewer.newPage();
  const writerPage = await writer.newPage();
  await loginAs(viewerPage, 'admin');
  await loginAs(writerPage, 'editor');
  const subscribed = viewerPage.waitForResponse((r) => esStream(r.request()) && r.ok());
  const listed = viewerPage.waitForResponse((r) => r.url().endsWith('/api/estrategia/debate') && r.ok());
  await viewerPage.goto('/estrategia');
  await Promise.all([subscribed, listed]);

  // Another account saves an eje every 100 ms (40 in all, 4 s) while the viewer's screen is open.
  const marca = unique();
  const titulo = (n: number) => `Eje de la ráfaga ${n} ${marca}`;
  const guardados: Promise<string>[] = [];
  let tic: ReturnType<typeof setInterval> | undefined;
  const terminados = new Promise<void>((fin) => {
    tic = setInterval(() => {
      guardados.push(
        crearEje(writerPage, titulo(guardados.length)).then(async (res) => {
          expect(res.status()).toBe(201);
          return ((await res.json()) as { id: string }).id;
        }),
      );
      if (guardados.length === 40) {
        clearInterval(tic);
        fin();
      }
    }, 100);
  });
  try {
    await expect.poll(() => guardados.length).toBeGreaterThan(0);
    await guardados[0];
    // The first eje is on screen within 2 s of its save, while the others keep arriving.
    await expect(viewerPage.getByText(titulo(0), { exact: true })).toBeVisible({ timeout: 2_000 });
    expect(guardados.length).toBeLessThan(40);
    await terminados;
  } finally {
    clearInterval(tic);
  }
  const ids = await Promise.all(guardados);
  for (const id of ids) await writerPage.request.delete(`/api/estrategia/debate/${id}`);
  await viewer.close();
  await writer.close();
});
