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
  const listed = viewerPage.waitForResponse((r) => r.url().endsWith('/api/estrategia/debate') && r.ok());
  await viewerPage.goto('/estrategia');
  await Promise.all([subscribed, listed]);

  const titulo = `Eje en vivo ${unique()}`;
  const res = await writerPage.request.post('/api/estrategia/debate', {
    data: { title: titulo, strategy: 'Responder con datos del plan de gobierno' },
    headers: { 'content-type': 'application/json' },
  });
  expect(res.status()).toBe(201);

  await expect(viewerPage.getByText(titulo)).toBeVisible({ timeout: 15_000 });
  const { id } = (await res.json()) as { id: string };
  await writerPage.request.delete(`/api/estrategia/debate/${id}`, {
    headers: { 'content-type': 'application/json' },
  });
  await viewer.close();
  await writer.close();
});
