import {
  DESCRIPCIONES_PRENSA,
  IMAGENES_PRENSA,
  MENSAJE_TELEFONO,
  MENSAJES_COMUNICACION as M,
  TEXTOS_COMUNES,
  TEXTOS_COMUNICACION as T,
  TITULOS_PANTALLA,
} from '@comando/contract';
import type { Page } from '@playwright/test';
import { expect, loginAs, test, unique } from './fixtures.js';

const tarjeta = (page: Page, titulo: string) => page.getByRole('region', { name: titulo, exact: true });
const botonTarjeta = (page: Page, titulo: string) => tarjeta(page, titulo).getByRole('button');

/** The count a list card shows, read from its button ("Prensa Pagada: 3 notas"). */
async function cuenta(page: Page, titulo: string): Promise<number> {
  const boton = botonTarjeta(page, titulo);
  await expect(boton).toBeVisible();
  const nombre = (await boton.getAttribute('aria-label')) ?? '';
  const n = /: (\d+) /.exec(nombre)?.[1];
  if (n === undefined) throw new Error(`sin cuenta en "${nombre}"`);
  return Number(n);
}

test.beforeEach(async ({ page }) => {
  await loginAs(page, 'editor');
  await page.goto('/comunicacion');
  await expect(page.getByRole('heading', { level: 1, name: TITULOS_PANTALLA.comunicacion })).toBeVisible();
});

test('muestra las cinco tarjetas con los datos del servidor', async ({ page }) => {
  for (const titulo of [T.prensaPagada, T.earnedMedia, T.voceros, T.materiales, T.publicidad]) {
    await expect(botonTarjeta(page, titulo)).toBeVisible();
  }
  await expect(tarjeta(page, T.materiales).getByRole('progressbar')).toBeVisible();
  await expect(tarjeta(page, T.publicidad).getByRole('progressbar')).toBeVisible();
});

test('cada tarjeta abre su diálogo con un clic en su título o en cualquier parte de ella', async ({
  page,
}) => {
  const dialogos: [string, string][] = [
    [T.prensaPagada, T.prensaPagada],
    [T.earnedMedia, T.earnedMedia],
    [T.voceros, T.voceros],
    [T.materiales, T.progresoMateriales],
    [T.publicidad, T.progresoPublicidad],
  ];
  for (const [titulo, dialogo] of dialogos) {
    const card = tarjeta(page, titulo);
    await card.getByRole('heading', { name: titulo }).click();
    await expect(page.getByRole('dialog', { name: dialogo })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(botonTarjeta(page, titulo)).toBeFocused();
    // The bottom-right corner of the card, far from the title, opens it too.
    const box = await card.boundingBox();
    if (!box) throw new Error(`sin caja para ${titulo}`);
    await card.click({ position: { x: box.width - 12, y: box.height - 12 } });
    await expect(page.getByRole('dialog', { name: dialogo })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

test('las tarjetas muestran un estado de carga hasta que responde el servidor', async ({ page }) => {
  let soltar: () => void = () => {};
  const retenida = new Promise<void>((r) => (soltar = r));
  await page.route('**/api/comunicacion/publicidad', async (route) => {
    await retenida;
    await route.continue();
  });
  await page.reload();
  await expect(tarjeta(page, T.publicidad).getByRole('status')).toHaveText(TEXTOS_COMUNES.cargando);
  await expect(botonTarjeta(page, T.publicidad)).toHaveCount(0);
  soltar();
  await expect(botonTarjeta(page, T.publicidad)).toBeVisible();
});

test('prensa pagada: agregar, ver enriquecida, recargar, editar y eliminar', async ({ page }) => {
  // A whole journey (add, reload, edit, delete) on a machine shared by parallel specs.
  test.slow();
  const antes = await cuenta(page, T.prensaPagada);
  const titulo = `Entrevista ${unique()}`;
  await botonTarjeta(page, T.prensaPagada).click();
  const dialogo = page.getByRole('dialog', { name: T.prensaPagada });
  await dialogo.getByRole('button', { name: T.agregarNotaPrensa }).click();
  const form = page.getByRole('dialog', { name: T.agregarNotaPrensa });
  await form.getByRole('button', { name: TEXTOS_COMUNES.guardar }).click();
  await expect(form.getByText(M.tituloRequerido)).toBeVisible();
  await form.getByLabel(T.titulo).fill(titulo);
  await form.getByLabel(T.url).fill('javascript:alert(1)');
  await form.getByLabel(T.medio).fill('La Razón');
  await form.getByRole('button', { name: TEXTOS_COMUNES.guardar }).click();
  await expect(form.getByText('La URL debe comenzar con http:// o https://')).toBeVisible();
  await form.getByLabel(T.url).fill('https://www.la-razon.com/entrevista-candidato');
  await form.getByRole('button', { name: TEXTOS_COMUNES.guardar }).click();

  const lista = page.getByRole('dialog', { name: T.prensaPagada });
  const item = lista.getByRole('listitem').filter({ hasText: titulo });
  await expect(item).toBeVisible();
  const enlace = item.getByRole('link', { name: titulo });
  await expect(enlace).toHaveAttribute('href', 'https://www.la-razon.com/entrevista-candidato');
  await expect(enlace).toHaveAttribute('target', '_blank');
  await expect(enlace).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(item).toContainText('la-razon.com');
  await expect(item).toContainText(DESCRIPCIONES_PRENSA.entrevista);
  await expect(item.locator('img')).toHaveAttribute('src', IMAGENES_PRENSA.entrevista);
  await expect(item.locator('img')).toHaveJSProperty('complete', true);
  expect(await item.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  expect(await cuenta(page, T.prensaPagada)).toBe(antes + 1);

  await page.reload();
  expect(await cuenta(page, T.prensaPagada)).toBe(antes + 1);
  await botonTarjeta(page, T.prensaPagada).click();
  await lista.getByRole('button', { name: `${T.editarNotaPrensa}: ${titulo}` }).click();
  const edicion = page.getByRole('dialog', { name: T.editarNotaPrensa });
  await expect(edicion.getByLabel(T.titulo)).toHaveValue(titulo);
  const corregido = `${titulo} corregida`;
  await edicion.getByLabel(T.titulo).fill(corregido);
  await edicion.getByLabel(T.url).fill('https://opinion.com.bo/analisis');
  await edicion.getByRole('button', { name: TEXTOS_COMUNES.guardar }).click();
  const editado = lista.getByRole('listitem').filter({ hasText: corregido });
  await expect(editado).toContainText('opinion.com.bo');
  await expect(editado).toContainText(DESCRIPCIONES_PRENSA.analisis);

  await lista.getByRole('button', { name: `${T.eliminarNotaPrensa}: ${corregido}` }).click();
  const confirmar = page.getByRole('dialog', { name: `${T.eliminarNotaPrensa}: ${corregido}` });
  await expect(confirmar).toContainText(T.confirmarEliminarNota);
  await confirmar.getByRole('button', { name: TEXTOS_COMUNES.eliminar }).click();
  await expect(confirmar).toBeHidden();
  await expect(lista.getByRole('listitem').filter({ hasText: corregido })).toHaveCount(0);
  await page.keyboard.press('Escape');
  expect(await cuenta(page, T.prensaPagada)).toBe(antes);
});

test('un guardado fallido muestra el texto del spec y conserva lo escrito', async ({ page }) => {
  await page.route('**/api/comunicacion/prensa-pagada', (route) =>
    route.request().method() === 'POST' ? route.abort('failed') : route.continue(),
  );
  await botonTarjeta(page, T.prensaPagada).click();
  await page
    .getByRole('dialog', { name: T.prensaPagada })
    .getByRole('button', { name: T.agregarNotaPrensa })
    .click();
  const form = page.getByRole('dialog', { name: T.agregarNotaPrensa });
  const titulo = `Nota ${unique()}`;
  await form.getByLabel(T.titulo).fill(titulo);
  await form.getByLabel(T.url).fill('https://diario.bo/nota');
  await form.getByLabel(T.medio).fill('Diario');
  await form.getByRole('button', { name: TEXTOS_COMUNES.guardar }).click();
  await expect(form.getByRole('alert')).toContainText(M.errorNotaPrensa);
  await expect(form.getByLabel(T.titulo)).toHaveValue(titulo);
  await expect(form.getByLabel(T.url)).toHaveValue('https://diario.bo/nota');
});

test('earned media: agregar, recargar, editar y eliminar', async ({ page }) => {
  // A whole journey (add, reload, edit, delete) on a machine shared by parallel specs.
  test.slow();
  const antes = await cuenta(page, T.earnedMedia);
  const titulo = `Mención ${unique()}`;
  await botonTarjeta(page, T.earnedMedia).click();
  const lista = page.getByRole('dialog', { name: T.earnedMedia });
  await lista.getByRole('button', { name: T.agregarEarnedMedia }).click();
  const form = page.getByRole('dialog', { name: T.agregarEarnedMedia });
  await form.getByLabel(T.titulo).fill(titulo);
  await form.getByLabel(T.url).fill('https://unitel.bo/video');
  await form.getByLabel(T.medio).fill('Unitel');
  await form.getByRole('button', { name: TEXTOS_COMUNES.guardar }).click();
  await expect(lista.getByRole('link', { name: titulo })).toHaveAttribute('rel', 'noopener noreferrer');
  await page.keyboard.press('Escape');
  expect(await cuenta(page, T.earnedMedia)).toBe(antes + 1);

  await page.reload();
  await botonTarjeta(page, T.earnedMedia).click();
  await lista.getByRole('button', { name: `${T.editarEarnedMedia}: ${titulo}` }).click();
  const edicion = page.getByRole('dialog', { name: T.editarEarnedMedia });
  await edicion.getByLabel(T.medio).fill('Red Uno');
  await edicion.getByRole('button', { name: TEXTOS_COMUNES.guardar }).click();
  await expect(lista.getByRole('listitem').filter({ hasText: titulo })).toContainText('Red Uno');

  await lista.getByRole('button', { name: `${T.eliminarEarnedMedia}: ${titulo}` }).click();
  const confirmar = page.getByRole('dialog', { name: `${T.eliminarEarnedMedia}: ${titulo}` });
  await confirmar.getByRole('button', { name: TEXTOS_COMUNES.eliminar }).click();
  await expect(confirmar).toBeHidden();
  await expect(lista.getByRole('listitem').filter({ hasText: titulo })).toHaveCount(0);
  await page.keyboard.press('Escape');
  expect(await cuenta(page, T.earnedMedia)).toBe(antes);
});

test('voceros: valida el teléfono, agrega, recarga, edita y elimina', async ({ page }) => {
  // A whole journey (add, reload, edit, delete) on a machine shared by parallel specs.
  test.slow();
  const antes = await cuenta(page, T.voceros);
  const nombre = `Vocera ${unique()}`;
  await botonTarjeta(page, T.voceros).click();
  const lista = page.getByRole('dialog', { name: T.voceros });
  await lista.getByRole('button', { name: T.agregarVocero }).click();
  const form = page.getByRole('dialog', { name: T.agregarVocero });
  await form.getByLabel(T.nombre).fill(nombre);
  await form.getByLabel(T.email).fill('vocera@campana.bo');
  await form.getByLabel(T.telefono).fill('12ab');
  await form.getByRole('button', { name: TEXTOS_COMUNES.guardar }).click();
  await expect(form.getByText(MENSAJE_TELEFONO)).toBeVisible();
  await form.getByLabel(T.telefono).fill('+591 71234567');
  await expect(form.getByText(MENSAJE_TELEFONO)).toHaveCount(0);
  await form.getByRole('button', { name: TEXTOS_COMUNES.guardar }).click();
  await expect(lista.getByRole('listitem').filter({ hasText: nombre })).toContainText('+591 71234567');
  await page.keyboard.press('Escape');
  expect(await cuenta(page, T.voceros)).toBe(antes + 1);

  await page.reload();
  await botonTarjeta(page, T.voceros).click();
  await lista.getByRole('button', { name: `${T.editarVocero}: ${nombre}` }).click();
  const edicion = page.getByRole('dialog', { name: T.editarVocero });
  await edicion.getByLabel(T.email).fill('prensa@campana.bo');
  await edicion.getByRole('button', { name: TEXTOS_COMUNES.guardar }).click();
  await expect(lista.getByRole('listitem').filter({ hasText: nombre })).toContainText('prensa@campana.bo');

  await lista.getByRole('button', { name: `${T.eliminarVocero}: ${nombre}` }).click();
  const confirmar = page.getByRole('dialog', { name: `${T.eliminarVocero}: ${nombre}` });
  await confirmar.getByRole('button', { name: TEXTOS_COMUNES.eliminar }).click();
  await expect(confirmar).toBeHidden();
  await expect(lista.getByRole('listitem').filter({ hasText: nombre })).toHaveCount(0);
  await page.keyboard.press('Escape');
  expect(await cuenta(page, T.voceros)).toBe(antes);
});

test('publicidad: porcentaje en vivo, límites y actualización que persiste', async ({ page }) => {
  await botonTarjeta(page, T.publicidad).click();
  const modal = page.getByRole('dialog', { name: T.progresoPublicidad });
  const meta = modal.getByLabel(T.metaPublicidad);
  const entregada = modal.getByLabel(T.publicidadEntregada);
  await meta.fill('200');
  await entregada.fill('50');
  await expect(modal.locator('output')).toHaveText('25,0%');
  await expect(modal.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '25,0%');
  await entregada.fill('201');
  await modal.getByRole('button', { name: T.actualizar }).click();
  await expect(modal.getByText(M.entregadaRango)).toBeVisible();
  // Editing clears the error; the next submit checks again (spec dashboard.md §5).
  await meta.fill('0');
  await expect(modal.getByText(M.entregadaRango)).toBeVisible();
  await entregada.fill('0');
  await expect(modal.getByText(M.entregadaRango)).toBeHidden();
  await modal.getByRole('button', { name: T.actualizar }).click();
  await expect(modal.getByText(M.metaRango)).toBeVisible();
  // Numbers as written here: a thousands point and a decimal comma.
  await meta.fill('1.500');
  await entregada.fill('375,5');
  await expect(modal.locator('output')).toHaveText('25,0%');
  await meta.fill('300');
  await entregada.fill('100');
  await expect(modal.locator('output')).toHaveText('33,3%');
  await modal.getByRole('button', { name: T.actualizar }).click();
  await expect(modal).toBeHidden();
  const card = tarjeta(page, T.publicidad);
  await expect(card).toContainText('33,3%');
  await expect(card).toContainText('300');

  await page.reload();
  await expect(tarjeta(page, T.publicidad)).toContainText('33,3%');
  await botonTarjeta(page, T.publicidad).click();
  await expect(page.getByLabel(T.metaPublicidad)).toHaveValue('300');
  await page.getByRole('button', { name: TEXTOS_COMUNES.cancelar }).click();
  await expect(modal).toBeHidden();
});

test('materiales: enteros entre 0 y la meta, actualización que persiste', async ({ page }) => {
  await botonTarjeta(page, T.materiales).click();
  const modal = page.getByRole('dialog', { name: T.progresoMateriales });
  await modal.getByLabel(T.metaMateriales).fill('150');
  await modal.getByLabel(T.producidos).fill('2.5');
  await modal.getByRole('button', { name: T.actualizar }).click();
  await expect(modal.getByText(M.producidosEnteros)).toBeVisible();
  await modal.getByLabel(T.producidos).fill('151');
  await expect(modal.getByText(M.producidosEnteros)).toBeHidden();
  await modal.getByRole('button', { name: T.actualizar }).click();
  await expect(modal.getByText(M.producidosRango)).toBeVisible();
  await modal.getByLabel(T.producidos).fill('120');
  await modal.getByRole('button', { name: T.actualizar }).click();
  await expect(modal).toBeHidden();
  await expect(botonTarjeta(page, T.materiales)).toHaveAccessibleName(
    `${T.materiales}: 120 ${T.producidosDe} 150`,
  );
  await page.reload();
  await expect(botonTarjeta(page, T.materiales)).toHaveAccessibleName(
    `${T.materiales}: 120 ${T.producidosDe} 150`,
  );
});

test('otro usuario ve al instante el vocero agregado y luego eliminado', async ({ page, browser }) => {
  // A whole journey (add, reload, edit, delete) on a machine shared by parallel specs.
  test.slow();
  const otro = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const admin = await otro.newPage();
  await loginAs(admin, 'admin');
  await admin.goto('/comunicacion');
  const antes = await cuenta(admin, T.voceros);
  const nombre = `Compartido ${unique()}`;

  await botonTarjeta(page, T.voceros).click();
  const lista = page.getByRole('dialog', { name: T.voceros });
  await lista.getByRole('button', { name: T.agregarVocero }).click();
  const form = page.getByRole('dialog', { name: T.agregarVocero });
  await form.getByLabel(T.nombre).fill(nombre);
  await form.getByLabel(T.email).fill('compartido@campana.bo');
  await form.getByLabel(T.telefono).fill('71234567');
  await form.getByRole('button', { name: TEXTOS_COMUNES.guardar }).click();
  await expect(lista.getByRole('listitem').filter({ hasText: nombre })).toBeVisible();

  await expect(botonTarjeta(admin, T.voceros)).toHaveAccessibleName(
    `${T.voceros}: ${antes + 1} ${antes + 1 === 1 ? T.voceroUnidad : T.vocerosUnidad}`,
  );
  await botonTarjeta(admin, T.voceros).click();
  await expect(admin.getByRole('dialog', { name: T.voceros }).getByText(nombre)).toBeVisible();

  await lista.getByRole('button', { name: `${T.eliminarVocero}: ${nombre}` }).click();
  const confirmar = page.getByRole('dialog', { name: `${T.eliminarVocero}: ${nombre}` });
  await confirmar.getByRole('button', { name: TEXTOS_COMUNES.eliminar }).click();
  await expect(confirmar).toBeHidden();
  await expect(admin.getByRole('dialog', { name: T.voceros }).getByText(nombre)).toHaveCount(0);
  await otro.close();
});
