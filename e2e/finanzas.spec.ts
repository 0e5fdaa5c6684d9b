import { readFile } from 'node:fs/promises';
import { MENSAJES_FINANZAS, TEXTOS_COMUNES, TEXTOS_FINANZAS, TITULOS_PANTALLA } from '@comando/contract';
import { expect, loginAs, test, unique } from './fixtures.js';

const T = TEXTOS_FINANZAS;

test('meta, ingresos, tarjetas y gráfico persisten; Editar vuelve a mostrar el campo', async ({ page }) => {
  await loginAs(page, 'editor');
  await page.goto('/finanzas');
  await expect(page.getByRole('heading', { level: 1, name: TITULOS_PANTALLA.finanzas })).toBeVisible();

  // This spec is the only writer of the target: it starts unset on a fresh server.
  const campoMeta = page.getByLabel(T.metaCampo);
  await campoMeta.fill('0');
  await page.getByRole('button', { name: T.guardarMeta }).click();
  await expect(page.getByText(MENSAJES_FINANZAS.metaInvalida)).toBeVisible();
  // Written as here: a thousands point (es-ES), read as one thousand.
  await campoMeta.fill('1.000');
  await page.getByRole('button', { name: T.guardarMeta }).click();
  await expect(page.getByText(`${T.metaActual}:`)).toContainText('$1.000');
  await expect(page.getByRole('region', { name: T.tarjetas.meta })).toContainText('$1.000');

  // Empty form: messages under the fields, nothing saved.
  await page.getByRole('button', { name: T.agregar }).click();
  await expect(page.getByText(MENSAJES_FINANZAS.tituloRequerido)).toBeVisible();
  await expect(page.getByText(MENSAJES_FINANZAS.montoRequerido)).toBeVisible();

  const a = `Rifa ${unique()}`;
  const b = `Cena ${unique()}`;
  const lista = page.getByRole('list', { name: T.lista });
  for (const [titulo, monto] of [
    [a, '0,10'],
    [b, '0,20'],
  ] as const) {
    await page.getByLabel(T.titulo).fill(titulo);
    await page.getByLabel(T.concepto).fill('Donación');
    await page.getByLabel(T.monto).fill(monto);
    await page.getByRole('button', { name: T.agregar }).click();
    await expect(lista.getByText(titulo)).toBeVisible();
  }
  await expect(page.getByLabel(T.titulo)).toHaveValue('');

  const comprobar = async () => {
    await expect(page.getByRole('region', { name: T.tarjetas.acumulado })).toContainText('$0,30');
    await expect(page.getByRole('region', { name: T.tarjetas.restante })).toContainText('$999,70');
    await expect(page.getByRole('region', { name: T.tarjetas.progreso })).toContainText('0,0%');
    // Newest first.
    await expect(lista.getByRole('listitem').first()).toContainText(b);
    await expect(lista.getByRole('listitem').nth(1)).toContainText(a);
    const grafico = page.getByRole('region', { name: T.grafico });
    // The drawing (SVG), its legend and the axis up to the target.
    await expect(grafico.locator('svg path').first()).toBeVisible();
    await expect(grafico.getByText(T.graficoMeta, { exact: true })).toBeVisible();
    await expect(grafico.locator('svg').getByText('$1.000', { exact: true })).toBeVisible();
    // y axis capped at 1.1 × max(target 1000, accumulated 0,30).
    await expect(grafico.locator('[data-eje-maximo]')).toHaveAttribute('data-eje-maximo', /^1100(\.0+\d*)?$/);
    const tabla = page.getByRole('table', { name: T.tablaGrafico });
    await expect(tabla.getByRole('row')).toHaveCount(3);
    await expect(tabla.getByRole('row').last()).toContainText('$0,30');
  };
  await comprobar();

  await page.reload();
  await comprobar();

  // CSV from the server: BOM, ; separator, decimal comma.
  const descarga = page.waitForEvent('download');
  await page.getByRole('link', { name: T.exportar }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toMatch(/^ingresos-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await archivo.path()) ?? '');
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString('utf8')).toContain(`;${a};Donación;0,10`);

  // Delete asks first.
  await page.getByRole('button', { name: `${T.eliminar} ${a}` }).click();
  const dialogo = page.getByRole('dialog', { name: T.confirmarTitulo });
  await expect(dialogo).toContainText(a);
  await dialogo.getByRole('button', { name: TEXTOS_COMUNES.eliminar }).click();
  await expect(dialogo).toBeHidden();
  await expect(lista.getByText(a)).toBeHidden();
  await expect(page.getByRole('region', { name: T.tarjetas.acumulado })).toContainText('$0,20');

  // Editar clears the target: the input comes back with the previous value.
  await page.getByRole('button', { name: T.editar }).click();
  // The kit's number field shows the previous target as es-ES.
  await expect(page.getByLabel(T.metaCampo)).toHaveValue('1.000');
  await expect(page.getByRole('region', { name: T.tarjetas.meta })).toContainText(T.sinMeta);
  // A million as people write it is accepted (it was refused with a message about decimals).
  await page.getByLabel(T.metaCampo).fill('1.000.000');
  await page.getByRole('button', { name: T.guardarMeta }).click();
  await expect(page.getByText(`${T.metaActual}:`)).toContainText('$1.000.000');
  await page.getByRole('button', { name: T.editar }).click();
  await expect(page.getByLabel(T.metaCampo)).toHaveValue('1.000.000');
  await page.reload();
  await expect(page.getByLabel(T.metaCampo)).toBeVisible();
  await expect(page.getByRole('region', { name: T.tarjetas.restante })).toContainText('—');
});
