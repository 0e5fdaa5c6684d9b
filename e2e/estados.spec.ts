import {
  MENSAJES_GENERALES,
  TEXTOS_COMUNES,
  TEXTOS_LOGIN,
  TEXTOS_PANELES_DASHBOARD,
} from '@comando/contract';
import type { Route } from '@playwright/test';
import { esperarCarga, expect, loginAs, test } from './fixtures.js';

// States people can read (issue 15, part 4). A failure is a request the browser aborts, as when
// the server cannot be reached; nothing of the server is mocked.

test('la pantalla de inicio de sesión no hace ninguna petición que deje un error en la consola', async ({
  page,
}) => {
  const errores: string[] = [];
  const fallidas: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errores.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 400) fallidas.push(`${r.status()} ${r.url()}`);
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: TEXTOS_LOGIN.entrar })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: TEXTOS_LOGIN.entrar })).toBeVisible();
  expect(fallidas).toEqual([]);
  expect(errores).toEqual([]);
});

test('un panel que no puede leer sus datos lo dice en español y Reintentar los trae', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.route('**/api/encuestas', (route) =>
    route.request().method() === 'GET' ? route.abort('connectionrefused') : route.continue(),
  );
  await page.goto('/encuestas');
  const alerta = page.getByRole('alert').filter({ hasText: TEXTOS_COMUNES.errorCarga });
  await expect(alerta).toContainText(MENSAJES_GENERALES.sinConexion, { timeout: 15_000 });
  // Not a spinner that never ends, not an empty table.
  await expect(page.getByRole('status').filter({ hasText: /Cargando/ })).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.unroute('**/api/encuestas');
  await alerta.getByRole('button', { name: TEXTOS_COMUNES.reintentar }).click();
  await expect(alerta).toBeHidden();
  await expect(page.getByRole('table')).toBeVisible();
});

test('las cifras del dashboard guardadas en el navegador se marcan como no actuales sin servidor', async ({
  page,
}) => {
  await loginAs(page, 'editor');
  await page.goto('/dashboard/editor');
  await esperarCarga(page);
  const campanas = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: TEXTOS_PANELES_DASHBOARD.progresoCampanas }) });
  await expect(campanas.getByText('TERRITORIO').first()).toBeVisible();
  await expect(page.getByText(TEXTOS_COMUNES.datosNoActuales)).toHaveCount(0);

  // The server becomes unreachable for the dashboard's reads; the page is opened again.
  const sinServidor = (route: Route) =>
    route.request().method() === 'GET' ? route.abort('connectionrefused') : route.continue();
  await page.route('**/api/dashboard/**', sinServidor);
  await page.goto('/dashboard/editor');
  // The figures kept in this browser are shown at once, and marked as not current.
  await expect(campanas.getByText('TERRITORIO').first()).toBeVisible();
  const aviso = campanas.getByRole('status').filter({ hasText: TEXTOS_COMUNES.datosNoActuales });
  await expect(aviso).toBeVisible({ timeout: 15_000 });

  await page.unroute('**/api/dashboard/**', sinServidor);
  await aviso.getByRole('button', { name: TEXTOS_COMUNES.reintentar }).click();
  await expect(aviso).toBeHidden();
  await expect(campanas.getByText('TERRITORIO').first()).toBeVisible();
});
