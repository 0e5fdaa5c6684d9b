import { expect, loginAs, test, unique } from './fixtures.js';

test('lo que un usuario guarda aparece en la pantalla de otro sin recargar', async ({ browser, baseURL }) => {
  const viewer = await browser.newContext({ baseURL });
  const writer = await browser.newContext({ baseURL });
  const viewerPage = await viewer.newPage();
  const writerPage = await writer.newPage();
  await loginAs(viewerPage, 'admin');
  await loginAs(writerPage, 'editor');

  // The viewer must be subscribed to the change feed before the write happens.
  const subscribed = viewerPage.waitForResponse((r) => r.url().endsWith('/api/events') && r.ok());
  const listed = viewerPage.waitForResponse((r) => r.url().endsWith('/api/avisos') && r.ok());
  await viewerPage.goto('/dashboard?tab=cochabamba');
  await Promise.all([subscribed, listed]);

  const mensaje = `Aviso en vivo ${unique()} para todo el equipo`;
  const res = await writerPage.request.post('/api/avisos', {
    data: { mensaje, fecha: '2030-01-15', hora: '10:30' },
    headers: { 'content-type': 'application/json' },
  });
  expect(res.status()).toBe(201);

  await expect(viewerPage.getByText(mensaje)).toBeVisible({ timeout: 15_000 });
  await viewer.close();
  await writer.close();
});
