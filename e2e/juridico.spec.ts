import { readFile } from 'node:fs/promises';
import {
  formatTamano,
  MENSAJES_JURIDICO,
  TEXTOS_COMUNES,
  TEXTOS_JURIDICO,
  TITULOS_PANTALLA,
} from '@comando/contract';
import type { Download, Page } from '@playwright/test';
import { expect, loginAs, test, unique } from './fixtures.js';

const T = TEXTOS_JURIDICO;

/** A small valid PDF (xref offsets computed), different on each run. */
function pdf(texto: string): Buffer {
  const stream = `BT /F1 14 Tf 72 770 Td (${texto}) Tj ET`;
  const objetos = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let s = '%PDF-1.4\n';
  const offsets = objetos.map((o, i) => {
    const off = s.length;
    s += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return off;
  });
  const xref = s.length;
  s += `xref\n0 6\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  s += `trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(s, 'latin1');
}
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function bytesDe(descarga: Promise<Download>): Promise<Buffer> {
  return readFile((await (await descarga).path()) ?? '');
}

async function crearCarpeta(
  page: Page,
  nombre: string,
  campoArchivos: string,
  archivos: { name: string; mimeType: string; buffer: Buffer }[],
) {
  await page.getByLabel(T.nombre).fill(nombre);
  await page.getByLabel(T.descripcion).fill(`Descripción de ${nombre}`);
  await page.getByLabel(campoArchivos).setInputFiles(archivos);
  await page.getByRole('button', { name: T.crear }).click();
  await expect(page.getByRole('button', { name: T.abrir(nombre) })).toBeVisible();
}

test('carpetas de cada tipo con archivos reales: ver un PDF, descargarlo byte a byte, recargar', async ({
  page,
}) => {
  await loginAs(page, 'editor');
  await page.goto('/juridico');
  await expect(page.getByRole('heading', { level: 1, name: TITULOS_PANTALLA.juridico })).toBeVisible();
  for (const id of ['contratos', 'expedientes-defensa', 'expedientes-ofensiva']) {
    await expect(page.locator(`#${id}`)).toHaveRole('tab');
  }
  await expect(page.getByRole('tab', { name: T.tabs.contratos })).toHaveAttribute('aria-selected', 'true');

  // Required fields and the file, with the spec's messages; nothing is created.
  await page.getByRole('button', { name: T.crear }).click();
  await expect(page.getByText(MENSAJES_JURIDICO.nombreRequerido)).toBeVisible();
  await expect(page.getByText(MENSAJES_JURIDICO.descripcionRequerida)).toBeVisible();

  // Contract: one PDF; clicking the folder opens the file straight away.
  const contrato = `Contrato ${unique()}`;
  const pdfContrato = pdf(contrato);
  await crearCarpeta(page, contrato, T.archivoContrato, [
    { name: 'contrato.pdf', mimeType: 'application/pdf', buffer: pdfContrato },
  ]);
  const respuesta = page.waitForResponse(
    (r) => r.url().includes('/api/juridico/carpetas/') && r.request().method() === 'GET',
  );
  await page.getByRole('button', { name: T.abrir(contrato) }).click();
  const visor = page.getByRole('dialog', { name: 'contrato.pdf' });
  const marco = visor.locator('iframe[title="contrato.pdf"]');
  await expect(marco).toBeVisible();
  const r = await respuesta;
  expect(r.status()).toBe(200);
  expect(r.headers()['content-type']).toBe('application/pdf');
  const descargado = await bytesDe(
    Promise.all([
      page.waitForEvent('download'),
      visor.getByRole('link', { name: T.descargarArchivo }).click(),
    ]).then(([d]) => d),
  );
  expect(descargado.equals(pdfContrato)).toBe(true);
  await visor.getByRole('button', { name: TEXTOS_COMUNES.cerrar }).click();
  await expect(visor).toBeHidden();

  // Defence: several files, a folder dialog with size and date, view and download each, add later.
  await page.getByRole('tab', { name: T.tabs['expedientes-defensa'] }).click();
  await expect(page).toHaveURL(/\?tab=expedientes-defensa$/);
  await expect(page.getByLabel(T.tipo)).toHaveValue('expedientes-defensa');
  const defensa = `Defensa ${unique()}`;
  const pdfDefensa = pdf(defensa);
  await crearCarpeta(page, defensa, T.archivos, [
    { name: 'descargo.pdf', mimeType: 'application/pdf', buffer: pdfDefensa },
    { name: 'evidencia.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await page.getByRole('button', { name: T.abrir(defensa) }).click();
  const carpeta = page.getByRole('dialog', { name: defensa });
  const filas = carpeta.getByRole('table', { name: T.listaArchivos }).getByRole('row');
  await expect(filas).toHaveCount(3);
  await expect(filas.filter({ hasText: 'descargo.pdf' })).toContainText(formatTamano(pdfDefensa.length));
  await expect(filas.filter({ hasText: 'evidencia.png' })).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

  await carpeta.getByRole('button', { name: T.ver('evidencia.png') }).click();
  const visorImagen = page.getByRole('dialog', { name: 'evidencia.png' });
  await expect(visorImagen.getByRole('img', { name: 'evidencia.png' })).toBeVisible();
  await expect
    .poll(() => visorImagen.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(1);
  await page.keyboard.press('Escape');
  await expect(visorImagen).toBeHidden();
  await expect(carpeta).toBeVisible();

  const bajado = await bytesDe(
    Promise.all([
      page.waitForEvent('download'),
      carpeta.getByRole('link', { name: T.descargar('descargo.pdf') }).click(),
    ]).then(([d]) => d),
  );
  expect(bajado.equals(pdfDefensa)).toBe(true);

  await carpeta
    .getByLabel(T.archivosNuevos)
    .setInputFiles([
      { name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('Audiencia el lunes a las 9.\n') },
    ]);
  await carpeta.getByRole('button', { name: T.agregarArchivos }).click();
  await expect(filas).toHaveCount(4);

  await carpeta.getByRole('button', { name: T.eliminarArchivo('evidencia.png') }).click();
  const confirmar = page.getByRole('dialog', { name: T.confirmarArchivoTitulo });
  await confirmar.getByRole('button', { name: TEXTOS_COMUNES.eliminar }).click();
  await expect(confirmar).toBeHidden();
  await expect(filas).toHaveCount(3);
  await expect(carpeta.getByText('evidencia.png')).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(carpeta).toBeHidden();

  // Offence.
  await page.getByRole('tab', { name: T.tabs['expedientes-ofensiva'] }).click();
  await expect(page).toHaveURL(/\?tab=expedientes-ofensiva$/);
  const ofensiva = `Ofensiva ${unique()}`;
  await crearCarpeta(page, ofensiva, T.archivos, [
    { name: 'denuncia.pdf', mimeType: 'application/pdf', buffer: pdf(ofensiva) },
  ]);

  // Reload: the tab comes from the URL and every folder is still there.
  await page.reload();
  await expect(page.getByRole('tab', { name: T.tabs['expedientes-ofensiva'] })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('button', { name: T.abrir(ofensiva) })).toBeVisible();
  await page.getByRole('tab', { name: T.tabs['expedientes-defensa'] }).click();
  await page.getByRole('button', { name: T.abrir(defensa) }).click();
  await expect(page.getByRole('dialog', { name: defensa }).getByRole('row')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: T.tabs.contratos }).click();
  await expect(page.getByRole('button', { name: T.abrir(contrato) })).toBeVisible();

  // Delete a folder, after confirming.
  await page.getByRole('button', { name: T.eliminarCarpeta(contrato) }).click();
  const confirmarCarpeta = page.getByRole('dialog', { name: T.confirmarCarpetaTitulo });
  await expect(confirmarCarpeta).toContainText(contrato);
  await confirmarCarpeta.getByRole('button', { name: TEXTOS_COMUNES.eliminar }).click();
  // Until the server answers, the open confirmation hides the page from role queries.
  await expect(confirmarCarpeta).toBeHidden();
  await expect(page.getByRole('button', { name: T.abrir(contrato) })).toBeHidden();
  await page.reload();
  await expect(page.getByRole('tab', { name: T.tabs.contratos })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: T.abrir(contrato) })).toBeHidden();
});

test('el contrato sembrado abre su PDF en el visor', async ({ page }) => {
  await loginAs(page, 'editor');
  await page.goto('/juridico?tab=contratos');
  await page.getByRole('button', { name: T.abrir('Contrato de alquiler de la sede') }).click();
  const visor = page.getByRole('dialog', { name: 'contrato-alquiler-sede.pdf' });
  await expect(visor.locator('iframe')).toBeVisible();
  await expect(visor.getByText(MENSAJES_JURIDICO.noSePudoCargar)).toBeHidden();
});
