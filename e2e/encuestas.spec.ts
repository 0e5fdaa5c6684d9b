import { readFile } from 'node:fs/promises';
import { MENSAJES_ENCUESTAS, TEXTOS_ENCUESTAS, type Encuesta, type PuntoTracking } from '@comando/contract';
import type { Page } from '@playwright/test';
import { expect, loginAs, test, unique } from './fixtures.js';

test.describe.configure({ mode: 'serial' });

// Polls of this spec are dated in 2026 outside January (January belongs to the dashboard spec).
const FECHA = '2026-03-17';
const FECHA_ES = '17/03/2026';

const dialogo = (page: Page) => page.getByRole('dialog', { name: TEXTOS_ENCUESTAS.nuevaTitulo });

async function llenarEncuesta(page: Page, encuestadora: string, valores: string[]) {
  const d = dialogo(page);
  await d.getByLabel('Fecha').fill(FECHA);
  await d.getByLabel('Encuestadora').fill(encuestadora);
  await d.getByLabel('Muestra (opcional)').fill('1100');
  const nombres = ['CANDIDATO PROPIO', 'OPOSITOR 1', 'OPOSITOR 2', 'NO SABE/NO CONTESTÓ'];
  for (const [i, v] of valores.entries()) {
    await d.getByLabel(`Porcentaje de ${nombres[i]}`, { exact: true }).fill(v);
  }
}

test('registra una encuesta: la suma mayor a 100 se rechaza y, corregida, aparece en la tabla y en el tracking', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  await page.goto('/encuestas');
  await expect(page.getByRole('heading', { level: 1, name: TEXTOS_ENCUESTAS.titulo })).toBeVisible();
  const antes = (await (await page.request.get('/api/encuestas')).json()) as Encuesta[];
  await expect(page.getByText(`${antes.length} encuestas registradas`)).toBeVisible();

  const encuestadora = `Encuestadora ${unique()}`;
  await page.getByRole('button', { name: TEXTOS_ENCUESTAS.agregar }).click();
  await llenarEncuesta(page, encuestadora, ['40', '30', '20', '15']);
  await dialogo(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(dialogo(page).getByText(MENSAJES_ENCUESTAS.sumaExcedida)).toBeVisible();
  await expect(dialogo(page).getByText('Suma: 105,00%')).toBeVisible();

  // An extra candidate, added by name.
  await dialogo(page).getByRole('button', { name: TEXTOS_ENCUESTAS.agregarCandidato }).click();
  await dialogo(page).getByLabel('Candidato 5', { exact: true }).fill('Candidata Independiente');
  await dialogo(page).getByLabel('Porcentaje de Candidata Independiente').fill('2.5');
  await dialogo(page).getByLabel('Porcentaje de NO SABE/NO CONTESTÓ', { exact: true }).fill('7.5');
  await expect(dialogo(page).getByText(MENSAJES_ENCUESTAS.sumaExcedida)).toBeHidden();
  await dialogo(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(dialogo(page)).toBeHidden();

  const fila = page.getByRole('row').filter({ hasText: encuestadora });
  await expect(fila).toContainText(FECHA_ES);
  await expect(fila).toContainText('40,00%');
  await expect(fila).toContainText('2,50%');
  await expect(page.getByText(`${antes.length + 1} encuestas registradas`)).toBeVisible();

  // The tactical tracking chart of /dashboard is derived from the polls: its text
  // alternative (a visually hidden table) lists the new poll's date.
  await page.goto('/dashboard');
  await expect(page.getByRole('table', { name: 'Tracking táctico' })).toContainText(FECHA_ES);
  const tracking = (await (await page.request.get('/api/encuestas/tracking')).json()) as PuntoTracking[];
  expect(tracking).toContainEqual(
    expect.objectContaining({ date: FECHA, candidate: 'Candidata Independiente', percentage: 2.5 }),
  );
});

test('Exportar CSV descarga todas las encuestas en UTF-8 con BOM y acentos correctos', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/encuestas');
  const [descarga] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: TEXTOS_ENCUESTAS.exportar }).click(),
  ]);
  expect(descarga.suggestedFilename()).toBe('encuestas.csv');
  const bytes = await readFile(await descarga.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const texto = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(3));
  const lineas = texto.trimEnd().split('\r\n');
  expect(lineas[0]).toContain('Fecha;Encuestadora;Muestra;CANDIDATO PROPIO (%)');
  expect(lineas[0]).toContain('NO SABE/NO CONTESTÓ (%)');
  expect(
    lineas.some((l) => l.startsWith(`${FECHA_ES};Encuestadora `) && l.includes(';40;30;20;7,5;2,5')),
  ).toBe(true);
});

test('eliminar una encuesta pide confirmación y la quita de la tabla y del tracking', async ({ page }) => {
  await loginAs(page, 'editor');
  const encuestadora = `Borrable ${unique()}`;
  const res = await page.request.post('/api/encuestas', {
    data: {
      fecha: '2026-04-09',
      encuestadora,
      resultados: [{ candidato: 'CANDIDATO PROPIO', porcentaje: 33 }],
    },
    headers: { 'content-type': 'application/json' },
  });
  expect(res.status()).toBe(201);
  await page.goto('/encuestas');
  const fila = page.getByRole('row').filter({ hasText: encuestadora });
  await fila.getByRole('button', { name: `Eliminar encuesta del 09/04/2026 (${encuestadora})` }).click();
  const confirm = page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog', { name: TEXTOS_ENCUESTAS.eliminarTitulo }));
  await expect(confirm).toContainText(TEXTOS_ENCUESTAS.eliminarTexto);
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  // Until the server answers, the open confirmation hides the table from role queries.
  await expect(confirm).toBeHidden();
  await expect(fila).toHaveCount(0);
  await page.goto('/dashboard');
  const tabla = page.getByRole('table', { name: 'Tracking táctico' });
  await expect(tabla).toContainText('22/03/2025');
  await expect(tabla).not.toContainText('09/04/2026');
  const tracking = (await (await page.request.get('/api/encuestas/tracking')).json()) as PuntoTracking[];
  expect(tracking.some((p) => p.date === '2026-04-09')).toBe(false);
});
