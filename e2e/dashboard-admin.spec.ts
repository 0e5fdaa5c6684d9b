import { MENSAJES_PANELES, SERIE_PROPIA, TEXTOS_PANELES_DASHBOARD, TITULOS_PANELES } from '@comando/contract';
import type { Page } from '@playwright/test';
import { expect, loginAs, test } from './fixtures.js';

// Only this spec writes the admin panels; its tests run in order.
test.describe.configure({ mode: 'serial' });

const panel = (page: Page, titulo: string) => page.getByRole('region', { name: titulo, exact: true });
const carrusel = (page: Page) => page.getByRole('group', { name: 'Mapas de circunscripción' });

test('el admin ve cada panel con las cifras sembradas', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/dashboard');
  const digital = panel(page, TITULOS_PANELES.digital);
  await expect(digital).toContainText('241');
  await expect(digital).toContainText('332');
  await expect(digital).toContainText('$375.000 USD');
  await expect(digital).toContainText('$235.180 USD');
  await expect(
    digital.getByRole('progressbar', { name: 'Avance de la inversión publicitaria' }),
  ).toHaveAttribute('aria-valuetext', '62,71%');
  const contenidos = panel(page, TITULOS_PANELES.contenidos);
  await expect(contenidos).toContainText('1.136');
  await expect(contenidos).toContainText('97');
  const inversion = panel(page, TITULOS_PANELES.inversion);
  await expect(inversion).toContainText('$752.530 USD');
  await expect(inversion).toContainText('486.639.245');
  await expect(inversion).toContainText('Febrero a Agosto 2025');
  await expect(inversion.getByRole('table', { name: 'Micro-segmentos' })).toBeVisible();
  await expect(inversion.getByRole('table', { name: 'Geolocalizaciones' })).toBeVisible();
  await expect(panel(page, TITULOS_PANELES['intencion-mensual']).getByRole('row')).toHaveCount(5);
  // Charts carry their figures as text.
  const facebook = panel(page, TITULOS_PANELES.facebook);
  await expect(facebook.getByRole('table', { name: 'Género (Facebook)' })).toContainText('48,60%');
  await expect(
    panel(page, TITULOS_PANELES.instagram).getByRole('table', { name: /Tipos de contenido/ }),
  ).toContainText('Reels');
  await expect(panel(page, TITULOS_PANELES['analisis-cuantitativo'])).toBeVisible();
  await expect(carrusel(page)).toContainText('Mapa 1 de 4');
  // Spec order: DIGITAL before the carousel, the monthly table before Facebook, investment last.
  const orden = await page
    .getByRole('region')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')).filter((x) => x !== null));
  const pos = (t: string) => orden.indexOf(t);
  expect(pos(TITULOS_PANELES.digital)).toBeLessThan(pos(TITULOS_PANELES.mapas));
  expect(pos(TITULOS_PANELES.mapas)).toBeLessThan(pos(TITULOS_PANELES['intencion-mensual']));
  expect(pos(TITULOS_PANELES['intencion-mensual'])).toBeLessThan(pos(TITULOS_PANELES.facebook));
  expect(pos(TITULOS_PANELES.facebook)).toBeLessThan(pos(TITULOS_PANELES.instagram));
  expect(pos(TITULOS_PANELES.contenidos)).toBeLessThan(pos(TITULOS_PANELES.inversion));
});

test('el admin corrige las cifras DIGITAL y el dashboard las muestra tras recargar', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/dashboard');
  await panel(page, TITULOS_PANELES.digital).getByRole('button', { name: 'Editar DIGITAL' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Editar DIGITAL' });
  await dialogo.getByLabel('Contenidos estratégicos').fill('-3');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialogo.getByText(MENSAJES_PANELES.noNegativo)).toBeVisible();
  await dialogo.getByLabel('Contenidos estratégicos').fill('258');
  await expect(dialogo.getByText(MENSAJES_PANELES.noNegativo)).toBeHidden();
  await dialogo.getByLabel('Inversión ejecutada (USD)').fill('300000');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialogo).toBeHidden();
  await page.reload();
  const digital = panel(page, TITULOS_PANELES.digital);
  await expect(digital).toContainText('258');
  await expect(digital).toContainText('$300.000 USD');
  await expect(digital.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '80,00%');
});

test('el admin corrige una fila de la tabla de inversión y la participación se recalcula', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  await page.goto('/dashboard');
  const inversion = panel(page, TITULOS_PANELES.inversion);
  await inversion.getByRole('button', { name: `Editar ${TITULOS_PANELES.inversion}` }).click();
  const dialogo = page.getByRole('dialog', { name: `Editar ${TITULOS_PANELES.inversion}` });
  await expect(dialogo.getByLabel('Nombre (Micro-segmentos 1)')).toHaveValue('Jóvenes urbanos 18-29');
  await dialogo.getByLabel('Nombre (Micro-segmentos 1)').fill('Jóvenes universitarios');
  await dialogo.getByLabel('Inversión (USD) (Micro-segmentos 1)').fill('376265');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialogo).toBeHidden();
  await page.reload();
  const fila = panel(page, TITULOS_PANELES.inversion).getByRole('row', { name: /Jóvenes universitarios/ });
  await expect(fila).toContainText('$376.265');
  await expect(fila).toContainText('50,00%');
});

test('un editor ve los paneles sin botones de edición y el servidor le niega la escritura', async ({
  page,
}) => {
  await loginAs(page, 'editor');
  await page.goto('/dashboard');
  await expect(panel(page, TITULOS_PANELES.contenidos)).toContainText('1.136');
  await expect(page.getByRole('button', { name: /^Editar / })).toHaveCount(0);
  const res = await page.request.put('/api/dashboard/paneles/contenidos', {
    data: { publicaciones: 1, estudios: 1 },
    headers: { 'content-type': 'application/json' },
  });
  expect(res.status()).toBe(403);
});

test('el carrusel avanza cada 12 s; el control manual lo detiene; el zoom se alterna', async ({ page }) => {
  await page.clock.install();
  await loginAs(page, 'admin');
  await page.goto('/dashboard');
  const c = carrusel(page);
  await expect(c).toContainText('Mapa 1 de 4');
  // From here only runFor moves the page's time (a few ms have passed since the carousel mounted).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await expect(c).toContainText('Mapa 1 de 4');
  await page.clock.runFor(12_000);
  await expect(c).toContainText('Mapa 2 de 4');
  await page.clock.runFor(12_000);
  await expect(c).toContainText('Mapa 3 de 4');

  // Manual control: next (by keyboard) stops auto-play for good.
  await c.getByRole('button', { name: 'Mapa siguiente' }).focus();
  await page.keyboard.press('Enter');
  await expect(c).toContainText('Mapa 4 de 4');
  await expect(c).toContainText('Avance automático detenido');
  await page.clock.runFor(36_000);
  await expect(c).toContainText('Mapa 4 de 4');
  await page.keyboard.press('ArrowRight');
  await expect(c).toContainText('Mapa 1 de 4');
  await c.getByRole('button', { name: /^Mostrar mapa 3:/ }).click();
  await expect(c).toContainText('Mapa 3 de 4');

  const imagen = c.getByRole('button', { name: /^Ampliar mapa 22/ });
  await imagen.click();
  const ampliada = c.getByRole('button', { name: /^Reducir mapa 22/ });
  await expect(ampliada).toHaveAttribute('aria-pressed', 'true');
  await expect(c.getByRole('img')).toHaveAttribute('data-zoom', '1.5');
  await ampliada.click();
  await expect(c.getByRole('button', { name: /^Ampliar mapa 22/ })).toHaveAttribute('aria-pressed', 'false');
  await expect(c.getByRole('img')).toHaveAttribute('data-zoom', '1');
});

test('hacer clic en la imagen detiene el avance automático', async ({ page }) => {
  await page.clock.install();
  await loginAs(page, 'admin');
  await page.goto('/dashboard');
  const c = carrusel(page);
  await expect(c).toContainText('Mapa 1 de 4');
  await c.getByRole('button', { name: /^Ampliar mapa 20/ }).click();
  await page.clock.runFor(24_000);
  await expect(c).toContainText('Mapa 1 de 4');
  await expect(c).toContainText('Avance automático detenido');
});

test('sin avance automático cuando el usuario prefiere movimiento reducido', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await loginAs(page, 'admin');
  await page.goto('/dashboard');
  const c = carrusel(page);
  await expect(c).toContainText('Mapa 1 de 4');
  await page.clock.runFor(30_000);
  await expect(c).toContainText('Mapa 1 de 4');
  await c.getByRole('button', { name: 'Mapa siguiente' }).click();
  await expect(c).toContainText('Mapa 2 de 4');
});

test('al pasar el puntero por el tracking táctico se leen las cifras de la fecha bajo el puntero', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  await page.goto('/dashboard');
  const grafico = page.getByRole('img', { name: TEXTOS_PANELES_DASHBOARD.tracking });
  await expect(grafico.locator('svg path').first()).toBeVisible();
  const caja = await grafico.boundingBox();
  if (!caja) throw new Error('el gráfico no tiene caja');
  // The first date: the seed's poll, with every candidate. Specs running beside this one add
  // later dates, some with one candidate only (the tactical modal's), so the last date may not
  // have the own candidate.
  await page.mouse.move(caja.x + 4, caja.y + caja.height / 2);
  await expect(grafico.getByText(new RegExp(`^${SERIE_PROPIA}: \\d+,\\d+%$`))).toBeVisible();
  await page.mouse.move(caja.x + caja.width / 2, caja.y + caja.height + 40);
  await expect(grafico.getByText(new RegExp(`^${SERIE_PROPIA}: `))).toHaveCount(0);
});
