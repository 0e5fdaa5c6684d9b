import {
  ETIQUETAS_CAMPOS as C,
  MENSAJES_TRACKING,
  TEXTOS_DASHBOARD,
  TEXTOS_PANELES_DASHBOARD as T,
  TITULOS_MODALES as M,
} from '@comando/contract';
import type { Locator, Page } from '@playwright/test';
import { expect, loginAs, test, unique } from './fixtures.js';

/** Opens a modal by its edit button, lets `fill` change it, saves and waits for it to close. */
async function editar(page: Page, titulo: string, fill: (dialog: Locator) => Promise<void>) {
  await page.getByRole('button', { name: titulo }).click();
  const dialog = page.getByRole('dialog', { name: titulo });
  await expect(dialog).toBeVisible();
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
}

const testigo = `Testigo e2e ${unique()}`;

async function verCifras(page: Page) {
  await expect(page.getByRole('heading', { name: '33,33%' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'AIRE' })).toHaveAttribute('aria-valuetext', '41,23%');
  await expect(page.getByRole('progressbar', { name: 'CRECIMIENTO PROMEDIO' })).toHaveAttribute(
    'aria-valuetext',
    '7,70%',
  );
  await expect(page.getByText('-3,30%')).toBeVisible();
  await expect(page.getByRole('table', { name: T.tracking })).toContainText('14/01/2026');
  await expect(page.getByText('77,7K')).toBeVisible();
  await expect(page.getByText(testigo)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'MICROCAMPAÑA 5' })).toHaveAttribute(
    'aria-valuetext',
    'Avance 66,66%, Retraso 11,11%',
  );
  await expect(page.getByRole('cell', { name: '1.234/5.678' })).toBeVisible();
}

test.describe.serial('dashboard del editor', () => {
  test('cada uno de los ocho modales guarda, se ve tras recargar y el admin ve lo mismo', async ({
    page,
    browser,
  }) => {
    // Eight saves, a reload and a second browser: longer than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    await loginAs(page, 'editor');
    await page.goto('/dashboard/editor');
    await expect(page.getByRole('heading', { name: T.progresoCampanas })).toBeVisible();

    await editar(page, M.perfil, async (d) => {
      await d.getByLabel(C.cumplimiento, { exact: true }).fill('33,33');
    });
    await editar(page, M.campanas, async (d) => {
      await d.getByLabel(C.campana, { exact: true }).selectOption('AIRE');
      await d.getByLabel(C.progreso, { exact: true }).fill('41,23');
      await d.getByLabel(C.tendencia, { exact: true }).selectOption('down');
    });
    await editar(page, M.indicadores, async (d) => {
      await d.getByLabel(C.tipo, { exact: true }).selectOption('CRECIMIENTO PROMEDIO');
      await d.getByLabel(C.valor, { exact: true }).fill('7,7');
    });
    await editar(page, M.finanzas, async (d) => {
      await d.getByLabel(C.retrasoCronograma, { exact: true }).fill('-3,3');
    });
    await editar(page, M.tactico, async (d) => {
      await d.getByLabel(C.candidato, { exact: true }).selectOption('OPOSITOR 2');
      await d.getByLabel(C.fecha, { exact: true }).fill('2026-01-14');
      await d.getByLabel(C.porcentaje, { exact: true }).fill('12,5');
    });
    await editar(page, M.escucha, async (d) => {
      await d.getByLabel(C.menciones, { exact: true }).fill('77,7');
      // The first witness cannot be removed; the others can.
      await expect(d.getByRole('button', { name: `${C.quitarTestigo} 1` })).toHaveCount(0);
      await expect(d.getByRole('button', { name: `${C.quitarTestigo} 2` })).toBeVisible();
      await d.getByLabel(`${C.contenido} 1`, { exact: true }).fill(testigo);
      await d.getByRole('button', { name: C.agregarTestigo }).click();
      await d.getByLabel(`${C.usuario} 4`, { exact: true }).fill('@extra');
      await d.getByLabel(`${C.contenido} 4`, { exact: true }).fill('Un cuarto testigo');
      await d.getByRole('button', { name: `${C.quitarTestigo} 4` }).click();
      await expect(d.getByLabel(`${C.usuario} 4`, { exact: true })).toHaveCount(0);
    });
    await editar(page, M.operacion, async (d) => {
      await d.getByLabel(C.microcampana, { exact: true }).selectOption({ label: 'MICROCAMPAÑA 5' });
      await d.getByLabel(C.progreso, { exact: true }).fill('66,66');
      await d.getByLabel(C.retraso, { exact: true }).fill('11,11');
    });
    await editar(page, M.metricas, async (d) => {
      await d.getByLabel(C.area, { exact: true }).selectOption('TELEFONÍA');
      await d.getByLabel(C.progreso, { exact: true }).fill('55,5');
      await d.getByLabel('MENSAJES (actual)', { exact: true }).fill('1.234');
      await d.getByLabel('MENSAJES (meta)', { exact: true }).fill('5.678');
    });
    await verCifras(page);

    await page.reload();
    await verCifras(page);
    // The edit fields show the saved numbers the Spanish way, as the cards do.
    await page.getByRole('button', { name: M.perfil }).click();
    await expect(
      page.getByRole('dialog', { name: M.perfil }).getByLabel(C.cumplimiento, { exact: true }),
    ).toHaveValue('33,33');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: M.finanzas }).click();
    await expect(
      page.getByRole('dialog', { name: M.finanzas }).getByLabel(C.retrasoCronograma, { exact: true }),
    ).toHaveValue('-3,3');
    await page.keyboard.press('Escape');

    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await loginAs(adminPage, 'admin');
    await adminPage.goto('/dashboard/editor');
    await verCifras(adminPage);
    // The admin variant shows the shared panels without edit buttons.
    await adminPage.goto('/dashboard');
    await expect(adminPage.getByRole('heading', { name: '33,33%' })).toBeVisible();
    await expect(adminPage.getByText('77,7K')).toBeVisible();
    await expect(adminPage.getByRole('button', { name: M.perfil })).toHaveCount(0);
    await expect(adminPage.getByRole('button', { name: M.escucha })).toHaveCount(0);
    await expect(adminPage.getByRole('button', { name: M.tactico })).toHaveCount(0);
    await admin.close();
  });

  test('el modal táctico muestra los mensajes de validación y el error al guardar', async ({ page }) => {
    await loginAs(page, 'editor');
    await page.goto('/dashboard/editor');
    await page.getByRole('button', { name: M.tactico }).click();
    const dialog = page.getByRole('dialog', { name: M.tactico });
    // Pre-filled from the latest entry of OPOSITOR 2 saved by the previous test.
    await dialog.getByLabel(C.candidato, { exact: true }).selectOption('OPOSITOR 2');
    await expect(dialog.getByLabel(C.fecha, { exact: true })).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    await dialog.getByLabel(C.fecha, { exact: true }).fill('');
    await dialog.getByLabel(C.porcentaje, { exact: true }).fill('101');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText(MENSAJES_TRACKING.fechaRequerida)).toBeVisible();
    await expect(dialog.getByText(MENSAJES_TRACKING.porcentajeRango)).toBeVisible();
    // The form moves focus to the first invalid field; typing before that settles would land there.
    await expect(dialog.getByLabel(C.fecha, { exact: true })).toBeFocused();
    // Errors clear when the field is edited.
    await dialog.getByLabel(C.porcentaje, { exact: true }).fill('20');
    await expect(dialog.getByText(MENSAJES_TRACKING.porcentajeRango)).toBeHidden();

    await dialog.getByLabel(C.fecha, { exact: true }).fill('2026-01-21');
    await page.route('**/api/encuestas/tracking', (route) =>
      route.request().method() === 'POST' ? route.abort('failed') : route.continue(),
    );
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    // The spec's text first; the reason (no connection) under it.
    await expect(dialog.getByRole('alert').locator('p').first()).toHaveText(MENSAJES_TRACKING.errorGuardar);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(C.porcentaje, { exact: true })).toHaveValue('20');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('table', { name: T.tracking })).not.toContainText('21/01/2026');
  });

  test('al recargar muestra al instante las últimas cifras conocidas y luego las frescas', async ({
    page,
  }) => {
    await loginAs(page, 'editor');
    await page.goto('/dashboard/editor');
    await expect(page.getByRole('heading', { name: '33,33%' })).toBeVisible();
    let soltar: () => void = () => {};
    const retenida = new Promise<void>((r) => (soltar = r));
    await page.route('**/api/dashboard/perfil', async (route) => {
      await retenida;
      await route.continue();
    });
    await page.reload();
    // The server has not answered yet: the figure comes from dashboard-storage.
    await expect(page.getByRole('heading', { name: '33,33%' })).toBeVisible();
    await expect(page.getByText(TEXTOS_DASHBOARD.cargando)).toHaveCount(0);
    soltar();
    await expect(page.getByRole('heading', { name: '33,33%' })).toBeVisible();
  });

  test('sin datos en el navegador muestra Cargando dashboard... hasta la primera respuesta', async ({
    page,
  }) => {
    await loginAs(page, 'editor');
    let soltar: () => void = () => {};
    const retenida = new Promise<void>((r) => (soltar = r));
    await page.route('**/api/dashboard/**', async (route) => {
      await retenida;
      await route.continue();
    });
    await page.route('**/api/escucha', async (route) => {
      await retenida;
      await route.continue();
    });
    await page.route('**/api/encuestas/tracking', async (route) => {
      await retenida;
      await route.continue();
    });
    await page.goto('/dashboard/editor');
    await expect(page.getByRole('status').filter({ hasText: TEXTOS_DASHBOARD.cargando })).toBeVisible();
    soltar();
    await expect(page.getByRole('heading', { name: '33,33%' })).toBeVisible();
    await expect(page.getByText(TEXTOS_DASHBOARD.cargando)).toHaveCount(0);
  });
});
