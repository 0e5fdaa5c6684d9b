import { MENSAJES_GENERALES, MENSAJES_TERRITORIAL, TEXTOS_TERRITORIAL as T } from '@comando/contract';
import type { Page } from '@playwright/test';
import { expect, loginAs, test, unique } from './fixtures.js';

// Long user journeys over several modals on a machine shared with other runs.
test.describe.configure({ timeout: 120_000 });

/** Only this spec writes territorial data; each test owns one region. */
const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const fila = (page: Page, cardName: string, region: string) =>
  card(page, cardName).getByRole('button', { name: new RegExp(`^${region}:`) });
const dialogo = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

test('configura una región, agrega defensor, evento, promovidos y segmento; otro usuario lo ve', async ({
  page,
  browser,
}) => {
  const defensor = `Ana ${unique()}`;
  const evento = `Mitin ${unique()}`;
  const seg = `Jóvenes ${unique()}`;
  await loginAs(page, 'editor');
  await page.goto('/territorial');
  await expect(page.getByRole('heading', { level: 1, name: 'Territorial' })).toBeVisible();
  await expect(page.getByText(T.subtitulo)).toBeVisible();
  const movilizacion = card(page, T.movilizacion);
  await expect(movilizacion.getByText(T.proximamente)).toBeVisible();
  await expect(movilizacion.getByText(T.enDesarrollo)).toBeVisible();
  await expect(movilizacion.getByRole('button')).toHaveCount(0);

  // Estructura Electoral: the configuration form comes first.
  await fila(page, T.estructura, 'Tarija').click();
  let modal = dialogo(page, `${T.estructura} — Tarija`);
  await expect(modal.getByRole('button', { name: T.guardar })).toBeVisible();
  await expect(modal.getByRole('button', { name: T.cancelar })).toHaveCount(0);
  await expect(modal.getByRole('button', { name: T.configuracion })).toHaveCount(0);
  await modal.getByLabel(T.fechaEleccion).fill('2026-08-16');
  await modal.getByLabel(T.metaDefensores).fill('0');
  await modal.getByRole('button', { name: T.guardar }).click();
  await expect(modal.getByText(MENSAJES_TERRITORIAL.metaDefensoresMin)).toBeVisible();
  await modal.getByLabel(T.metaDefensores).fill('50');
  await expect(modal.getByText(MENSAJES_TERRITORIAL.metaDefensoresMin)).toHaveCount(0);
  await modal.getByRole('button', { name: T.guardar }).click();
  await expect(modal.getByText(T.sinDefensores)).toBeVisible();

  // Nuevo Defensor, without polling station.
  await modal.getByRole('button', { name: T.agregarDefensor }).click();
  const nuevo = dialogo(page, T.nuevoDefensor);
  await nuevo.getByRole('button', { name: T.guardar }).click();
  await expect(nuevo.getByText(MENSAJES_TERRITORIAL.nombreRequerido)).toBeVisible();
  await nuevo.getByLabel(T.nombre).fill(defensor);
  await nuevo.getByLabel(T.celular).fill('70012345');
  await nuevo.getByLabel(T.email).fill('ana@example.com');
  await nuevo.getByRole('button', { name: T.guardar }).click();
  await expect(nuevo).toBeHidden();
  const filaDefensor = modal.getByRole('row', { name: new RegExp(defensor) });
  await expect(filaDefensor.getByRole('cell').nth(3)).toHaveText(T.sinCasilla);
  for (const col of [T.nombre, T.celular, T.email, T.casilla]) {
    await expect(modal.getByRole('columnheader', { name: col, exact: true })).toBeVisible();
  }

  // Configuración reopens with Actualizar and Cancelar.
  await modal.getByRole('button', { name: T.configuracion }).click();
  await expect(modal.getByLabel(T.metaDefensores)).toHaveValue('50');
  await expect(modal.getByRole('button', { name: T.actualizar })).toBeVisible();
  await modal.getByRole('button', { name: T.cancelar }).click();
  await expect(filaDefensor).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(fila(page, T.estructura, 'Tarija')).toHaveAccessibleName(/1 \/ 50 defensores, 2,0%/);
  // Focus is back on the row that opened the dialog (Radix returns it when the closing ends;
  // moving on before that, the focus would be taken back and Enter reopen Estructura).
  await expect(fila(page, T.estructura, 'Tarija')).toBeFocused();

  // Eventos, opened from the keyboard.
  await fila(page, T.eventos, 'Tarija').focus();
  await expect(fila(page, T.eventos, 'Tarija')).toBeFocused();
  await page.keyboard.press('Enter');
  modal = dialogo(page, `${T.eventos} — Tarija`);
  await modal.getByRole('button', { name: T.agregarEvento }).click();
  const nuevoEvento = dialogo(page, T.nuevoEvento);
  await nuevoEvento.getByLabel(T.nombreEvento).fill(evento);
  await nuevoEvento.getByLabel(T.fecha).fill('2026-08-01');
  await nuevoEvento.getByLabel(T.esperados).fill('100');
  await nuevoEvento.getByRole('button', { name: T.guardar }).click();
  await expect(nuevoEvento).toBeHidden();
  const filaEvento = modal.getByRole('row', { name: new RegExp(evento) });
  await expect(filaEvento).toContainText('1 de agosto de 2026');
  await expect(filaEvento).toContainText('0,0%');
  await filaEvento.getByRole('button', { name: `${T.actualizarAsistentes}: ${evento}` }).click();
  const asistentes = dialogo(page, T.actualizarAsistentes);
  await expect(asistentes.getByLabel(T.esperados)).toHaveAttribute('readonly', '');
  await asistentes.getByLabel(T.reales).fill('95');
  await asistentes.getByRole('button', { name: T.actualizar }).click();
  await expect(asistentes).toBeHidden();
  await expect(filaEvento.getByRole('cell', { name: '95,0%' })).toHaveAttribute('data-color', 'teal');
  await page.keyboard.press('Escape');
  await expect(fila(page, T.eventos, 'Tarija')).toHaveAccessibleName(/1 evento, Activo/);

  // Promoción: goal and registration.
  await fila(page, T.promocion, 'Tarija').click();
  modal = dialogo(page, `${T.promocion} — Tarija`);
  await modal.getByLabel(T.metaPromovidos).fill('200');
  await modal.getByRole('button', { name: T.actualizarMeta }).click();
  await expect(modal.getByText(T.personasPromovidas(0, 200))).toBeVisible();
  await modal.getByLabel(T.cantidadPersonas).fill('30');
  await modal.getByRole('button', { name: T.registrar }).click();
  await expect(modal.getByText(T.personasPromovidas(30, 200))).toBeVisible();
  await expect(modal.getByLabel(T.cantidadPersonas)).toHaveValue('');
  await page.keyboard.press('Escape');

  // Segmento.
  await expect(fila(page, T.segmento, 'Tarija')).toHaveAccessibleName(/Sin segmentos/);
  await fila(page, T.segmento, 'Tarija').click();
  modal = dialogo(page, `${T.segmento} — Tarija`);
  await modal.getByRole('button', { name: T.agregarSegmento }).click();
  const nuevoSeg = dialogo(page, T.nuevoSegmento);
  await nuevoSeg.getByLabel(T.nombre).fill(seg);
  await nuevoSeg.getByRole('button', { name: T.guardar }).click();
  await expect(modal.getByText(seg)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(fila(page, T.segmento, 'Tarija')).toHaveAccessibleName(/1 segmento, Configurado/);

  const comprobar = async (p: Page) => {
    await expect(fila(p, T.estructura, 'Tarija')).toHaveAccessibleName(/1 \/ 50 defensores/);
    await expect(fila(p, T.eventos, 'Tarija')).toHaveAccessibleName(/Activo/);
    await expect(fila(p, T.promocion, 'Tarija')).toHaveAccessibleName(/30 \/ 200 promovidos, 15,0%/);
    await expect(fila(p, T.segmento, 'Tarija')).toHaveAccessibleName(/Configurado/);
    await fila(p, T.estructura, 'Tarija').click();
    await expect(dialogo(p, `${T.estructura} — Tarija`).getByText(defensor)).toBeVisible();
    await p.keyboard.press('Escape');
    await fila(p, T.eventos, 'Tarija').click();
    await expect(
      dialogo(p, `${T.eventos} — Tarija`).getByRole('row', { name: new RegExp(evento) }),
    ).toContainText('95,0%');
    await p.keyboard.press('Escape');
    await fila(p, T.segmento, 'Tarija').click();
    await expect(dialogo(p, `${T.segmento} — Tarija`).getByText(seg)).toBeVisible();
    await p.keyboard.press('Escape');
  };
  await page.reload();
  await comprobar(page);

  const otro = await browser.newContext();
  const page2 = await otro.newPage();
  await loginAs(page2, 'admin');
  await page2.goto('/territorial');
  await comprobar(page2);
  await otro.close();
});

test('un guardado fallido conserva lo escrito; eliminar pide confirmación', async ({ page }) => {
  const seg = `Mujeres ${unique()}`;
  await loginAs(page, 'editor');
  await page.goto('/territorial');
  await fila(page, T.segmento, 'Oruro').press(' ');
  const modal = dialogo(page, `${T.segmento} — Oruro`);
  await expect(modal.getByText(T.sinSegmentosRegistrados)).toBeVisible();
  await modal.getByRole('button', { name: T.agregarSegmento }).click();
  const nuevo = dialogo(page, T.nuevoSegmento);
  await nuevo.getByLabel(T.nombre).fill(seg);

  await page.route('**/api/territorial/oruro/segmentos', (route) => route.abort());
  await nuevo.getByRole('button', { name: T.guardar }).click();
  await expect(nuevo.getByRole('alert')).toContainText(MENSAJES_TERRITORIAL.errorSegmento);
  await expect(nuevo.getByRole('alert')).toContainText(MENSAJES_GENERALES.sinConexion);
  await expect(nuevo.getByLabel(T.nombre)).toHaveValue(seg);
  await page.unroute('**/api/territorial/oruro/segmentos');
  await nuevo.getByRole('button', { name: T.guardar }).click();
  await expect(nuevo).toBeHidden();
  await expect(modal.getByText(seg)).toBeVisible();

  // Delete asks first: cancelling keeps it, confirming removes it.
  await modal.getByRole('button', { name: `${T.eliminarSegmento}: ${seg}` }).click();
  let confirmar = dialogo(page, `${T.eliminarSegmento}: ${seg}`);
  await expect(confirmar.getByText(T.confirmarSegmento(seg))).toBeVisible();
  await confirmar.getByRole('button', { name: T.cancelar }).click();
  await expect(confirmar).toBeHidden();
  await expect(modal.getByText(seg)).toBeVisible();
  await modal.getByRole('button', { name: `${T.eliminarSegmento}: ${seg}` }).click();
  confirmar = dialogo(page, `${T.eliminarSegmento}: ${seg}`);
  await confirmar.getByRole('button', { name: T.confirmarEliminar }).click();
  await expect(confirmar).toBeHidden();
  await expect(modal.getByText(T.sinSegmentosRegistrados)).toBeVisible();
});

test('edita y elimina un defensor; elimina un evento tras confirmar', async ({ page }) => {
  const defensor = `Luis ${unique()}`;
  const evento = `Foro ${unique()}`;
  await loginAs(page, 'editor');
  await page.goto('/territorial');

  await fila(page, T.estructura, 'Chuquisaca').click();
  const modal = dialogo(page, `${T.estructura} — Chuquisaca`);
  await modal.getByRole('button', { name: T.guardar }).click();
  await modal.getByRole('button', { name: T.agregarDefensor }).click();
  const nuevo = dialogo(page, T.nuevoDefensor);
  await nuevo.getByLabel(T.nombre).fill(defensor);
  await nuevo.getByLabel(T.celular).fill('71234567');
  await nuevo.getByLabel(T.email).fill('luis@example.com');
  await nuevo.getByLabel(T.casilla).fill('C-12');
  await nuevo.getByRole('button', { name: T.guardar }).click();
  const filaDefensor = modal.getByRole('row', { name: new RegExp(defensor) });
  await expect(filaDefensor.getByRole('cell').nth(3)).toHaveText('C-12');

  await filaDefensor.getByRole('button', { name: `${T.editarDefensor}: ${defensor}` }).click();
  const editar = dialogo(page, T.editarDefensor);
  await expect(editar.getByLabel(T.nombre)).toHaveValue(defensor);
  await editar.getByLabel(T.casilla).fill('');
  await editar.getByRole('button', { name: T.guardar }).click();
  await expect(editar).toBeHidden();
  await expect(filaDefensor.getByRole('cell').nth(3)).toHaveText(T.sinCasilla);

  await filaDefensor.getByRole('button', { name: `${T.eliminarDefensor}: ${defensor}` }).click();
  await dialogo(page, `${T.eliminarDefensor}: ${defensor}`)
    .getByRole('button', { name: T.confirmarEliminar })
    .click();
  await expect(modal.getByText(T.sinDefensores)).toBeVisible();
  await page.keyboard.press('Escape');

  await fila(page, T.eventos, 'Chuquisaca').click();
  const eventos = dialogo(page, `${T.eventos} — Chuquisaca`);
  await eventos.getByRole('button', { name: T.agregarEvento }).click();
  const nuevoEvento = dialogo(page, T.nuevoEvento);
  await nuevoEvento.getByLabel(T.nombreEvento).fill(evento);
  await nuevoEvento.getByLabel(T.fecha).fill('2026-09-01');
  await nuevoEvento.getByLabel(T.esperados).fill('10');
  await nuevoEvento.getByLabel(T.reales).fill('6');
  await nuevoEvento.getByRole('button', { name: T.guardar }).click();
  const filaEvento = eventos.getByRole('row', { name: new RegExp(evento) });
  await expect(filaEvento.getByRole('cell', { name: '60,0%' })).toHaveAttribute('data-color', 'rosa');
  await filaEvento.getByRole('button', { name: `${T.eliminarEvento}: ${evento}` }).click();
  await dialogo(page, `${T.eliminarEvento}: ${evento}`)
    .getByRole('button', { name: T.confirmarEliminar })
    .click();
  await expect(eventos.getByText(T.sinEventosRegistrados)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(fila(page, T.eventos, 'Chuquisaca')).toHaveAccessibleName(/0 eventos, Sin eventos/);
});
