import { MENSAJES_SIMULACRO as M, TEXTOS_LOGIN } from '@comando/contract';
import { expect, sesionEn, test } from './fixtures.js';
import { arrancarServidor, type ServidorPropio } from './servidor-propio.js';

// Issue 30: a server in rehearsal mode (SIMULACRO=1) says so on the login page, on every signed-in
// screen and on the delegate's phone page; an admin wipes the rehearsal in one confirmed step.
let servidor: ServidorPropio;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  servidor = await arrancarServidor('comando-simulacro-', () => ({ SIMULACRO: '1' }));
});
test.afterAll(async () => {
  await servidor?.cerrar();
});

const banda = (page: import('@playwright/test').Page) =>
  page.getByRole('status').filter({ hasText: M.banda });

test('la banda SIMULACRO está en el login, en las pantallas y en la página del delegado', async ({
  browser,
}) => {
  const anonimo = await browser.newContext({ baseURL: servidor.url });
  const login = await anonimo.newPage();
  await login.goto('/');
  await expect(login.getByRole('heading', { name: TEXTOS_LOGIN.titulo })).toBeVisible();
  await expect(banda(login)).toContainText(M.bandaDetalle);
  const telefono = await anonimo.newPage();
  await telefono.goto('/delegado');
  await expect(banda(telefono)).toBeVisible();
  await anonimo.close();

  const editor = await sesionEn(browser, servidor, 'editor');
  const page = await editor.newPage();
  for (const ruta of ['/encuestas', '/dia-d/conteo']) {
    await page.goto(ruta);
    await expect(banda(page)).toBeVisible();
  }
  // Only an admin may wipe.
  await expect(page.getByRole('button', { name: M.borrar })).toHaveCount(0);
  await editor.close();
});

test('un admin borra los datos del simulacro tras confirmarlo', async ({ browser }) => {
  const admin = await sesionEn(browser, servidor, 'admin');
  const page = await admin.newPage();
  await page.goto('/dashboard');
  await page.getByRole('button', { name: M.borrar }).click();
  const dialogo = page.getByRole('dialog', { name: M.confirmarTitulo });
  await expect(dialogo).toContainText(M.confirmarTexto);
  const borrado = page.waitForResponse((r) => r.url().endsWith('/api/dia-d/simulacro/borrar'));
  await dialogo.getByRole('button', { name: M.borrar }).click();
  expect((await borrado).status()).toBe(200);
  await expect(dialogo).toBeHidden();
  await expect(banda(page)).toContainText(M.borrado);
  await admin.close();
});
