import {
  ETIQUETAS_TIPO,
  hoyEnLaPaz,
  MENSAJES_ACTUALIZACIONES,
  MENSAJES_ADVERSARIOS,
  mostrarFecha,
  TEXTOS_ACTUALIZACIONES,
  TEXTOS_ADVERSARIOS,
  TEXTOS_NAV,
} from '@comando/contract';
import type { Page } from '@playwright/test';
import { expect, loginAs, test, unique } from './fixtures.js';

// Only this spec writes adversaries and updates, so the empty states can be checked first.
test.describe.configure({ mode: 'serial' });

const panelAdversarios = (page: Page) =>
  page.getByRole('region', { name: TEXTOS_ADVERSARIOS.titulo, exact: true });
const panelActualizaciones = (page: Page) =>
  page.getByRole('region', { name: TEXTOS_ACTUALIZACIONES.titulo });
const tarjetas = (page: Page) =>
  page.getByRole('list', { name: TEXTOS_ADVERSARIOS.lista }).getByRole('listitem');
const filas = (page: Page) =>
  page.getByRole('table', { name: TEXTOS_ACTUALIZACIONES.tabla }).locator('tbody tr:not([aria-hidden])');
const dialogoAdversario = (page: Page) => page.getByRole('dialog', { name: TEXTOS_ADVERSARIOS.modalTitulo });
const dialogoActualizacion = (page: Page) =>
  page.getByRole('dialog', { name: TEXTOS_ACTUALIZACIONES.modalTitulo });

async function crearAdversario(page: Page, nombre: string, partido = 'Movimiento Cívico Valluno') {
  await page.getByRole('button', { name: TEXTOS_ADVERSARIOS.nuevo }).click();
  const d = dialogoAdversario(page);
  await d.getByLabel(TEXTOS_ADVERSARIOS.nombre).fill(nombre);
  await d.getByLabel(TEXTOS_ADVERSARIOS.partido).fill(partido);
  await d.getByLabel(TEXTOS_ADVERSARIOS.descripcion).fill('Concejal con base en el eje metropolitano');
  await d.getByRole('button', { name: TEXTOS_ADVERSARIOS.guardar }).click();
  await expect(d).toBeHidden();
}

async function crearActualizacion(
  page: Page,
  nombre: string,
  mensaje: string,
  tipo: 'positiva' | 'negativa',
) {
  await page.getByRole('button', { name: TEXTOS_ACTUALIZACIONES.nueva }).click();
  const d = dialogoActualizacion(page);
  await d
    .getByLabel(TEXTOS_ACTUALIZACIONES.adversario)
    .selectOption({ label: `${nombre} — Movimiento Cívico Valluno` });
  await d.getByLabel(TEXTOS_ACTUALIZACIONES.tipo).selectOption(tipo);
  await d.getByLabel(TEXTOS_ACTUALIZACIONES.hora).fill('16:20');
  await d.getByLabel(TEXTOS_ACTUALIZACIONES.mensaje).fill(mensaje);
  await d.getByRole('button', { name: TEXTOS_ACTUALIZACIONES.guardar }).click();
  await expect(d).toBeHidden();
}

test('sin adversarios: textos vacíos y Nueva Actualización deshabilitado', async ({ page }) => {
  await loginAs(page, 'editor');
  await page.goto('/dashboard/editor?tab=adversarios');
  await expect(page.getByRole('tab', { name: 'Adversarios' })).toHaveAttribute('aria-selected', 'true');
  await expect(panelAdversarios(page).getByText(TEXTOS_ADVERSARIOS.vacio)).toBeVisible();
  await expect(
    panelActualizaciones(page).getByText(TEXTOS_ACTUALIZACIONES.vacio, { exact: true }),
  ).toBeVisible();
  await expect(panelActualizaciones(page).getByText(TEXTOS_ACTUALIZACIONES.vacioTexto)).toBeVisible();
  await expect(page.getByRole('button', { name: TEXTOS_ACTUALIZACIONES.nueva })).toBeDisabled();
  await expect(page.getByRole('button', { name: TEXTOS_ADVERSARIOS.nuevo })).toBeEnabled();
});

test('formulario de adversario: mensajes del spec que se borran al editar; cancelar vacía', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  await page.goto('/dashboard?tab=adversarios');
  await page.getByRole('button', { name: TEXTOS_ADVERSARIOS.nuevo }).click();
  const d = dialogoAdversario(page);
  await d.getByRole('button', { name: TEXTOS_ADVERSARIOS.guardar }).click();
  await expect(d.getByText(MENSAJES_ADVERSARIOS.nombreRequerido)).toBeVisible();
  await expect(d.getByText(MENSAJES_ADVERSARIOS.partidoRequerido)).toBeVisible();
  await expect(d.getByText(MENSAJES_ADVERSARIOS.descripcionRequerida)).toBeVisible();
  // Editing a field clears its error; the next submit checks again (spec §5).
  await d.getByLabel(TEXTOS_ADVERSARIOS.nombre).fill('Ñ');
  await expect(d.getByText(MENSAJES_ADVERSARIOS.nombreRequerido)).toBeHidden();
  await d.getByLabel(TEXTOS_ADVERSARIOS.partido).fill('MA');
  await d.getByLabel(TEXTOS_ADVERSARIOS.descripcion).fill('corta');
  await expect(d.getByText(MENSAJES_ADVERSARIOS.partidoRequerido)).toBeHidden();
  await expect(d.getByText(MENSAJES_ADVERSARIOS.descripcionRequerida)).toBeHidden();
  await d.getByRole('button', { name: TEXTOS_ADVERSARIOS.guardar }).click();
  await expect(d.getByText(MENSAJES_ADVERSARIOS.nombreMin)).toBeVisible();
  await expect(d.getByText(MENSAJES_ADVERSARIOS.partidoMin)).toBeVisible();
  await expect(d.getByText(MENSAJES_ADVERSARIOS.descripcionMin)).toBeVisible();
  await d.getByLabel(TEXTOS_ADVERSARIOS.nombre).fill('Ñu');
  await expect(d.getByText(MENSAJES_ADVERSARIOS.nombreMin)).toBeHidden();
  await d.getByLabel(TEXTOS_ADVERSARIOS.descripcion).fill('ya es bastante larga');
  await expect(d.getByText(MENSAJES_ADVERSARIOS.descripcionMin)).toBeHidden();
  await expect(d.getByText(MENSAJES_ADVERSARIOS.partidoMin)).toBeVisible();
  await d.getByRole('button', { name: TEXTOS_ADVERSARIOS.cancelar }).click();
  await expect(d).toBeHidden();
  await page.getByRole('button', { name: TEXTOS_ADVERSARIOS.nuevo }).click();
  await expect(d.getByLabel(TEXTOS_ADVERSARIOS.nombre)).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(panelAdversarios(page).getByText(TEXTOS_ADVERSARIOS.vacio)).toBeVisible();
});

test('adversarios y actualizaciones: crear, ver arriba, recargar, eliminar con confirmación y en cascada', async ({
  page,
}) => {
  await loginAs(page, 'editor');
  await page.goto('/dashboard/editor?tab=adversarios');
  const ana = `Ana Quiroga ${unique()}`;
  const beto = `Beto Vargas ${unique()}`;
  await crearAdversario(page, ana);
  await expect(page.getByRole('button', { name: TEXTOS_ACTUALIZACIONES.nueva })).toBeEnabled();
  await expect(
    panelActualizaciones(page).getByText(TEXTOS_ACTUALIZACIONES.vacioTextoConAdversarios),
  ).toBeVisible();
  await crearAdversario(page, beto);
  await expect(tarjetas(page)).toHaveCount(2);
  await expect(tarjetas(page).first()).toContainText(beto);
  await expect(tarjetas(page).first()).toContainText('Movimiento Cívico Valluno');
  await expect(tarjetas(page).first()).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

  // The update form opens with tipo neutral and today's date in La Paz.
  await page.getByRole('button', { name: TEXTOS_ACTUALIZACIONES.nueva }).click();
  const d = dialogoActualizacion(page);
  await expect(d.getByLabel(TEXTOS_ACTUALIZACIONES.tipo)).toHaveValue('neutral');
  // Shown as dd/mm/aaaa whatever the browser's language.
  await expect(d.getByLabel(TEXTOS_ACTUALIZACIONES.fecha)).toHaveValue(mostrarFecha(hoyEnLaPaz()));
  await d.getByRole('button', { name: TEXTOS_ACTUALIZACIONES.guardar }).click();
  await expect(d.getByText(MENSAJES_ACTUALIZACIONES.adversarioRequerido)).toBeVisible();
  await expect(d.getByText(MENSAJES_ACTUALIZACIONES.mensajeRequerido)).toBeVisible();
  await expect(d.getByText(MENSAJES_ACTUALIZACIONES.horaRequerida)).toBeVisible();
  await d.getByLabel(TEXTOS_ACTUALIZACIONES.adversario).selectOption({ index: 1 });
  await expect(d.getByText(MENSAJES_ACTUALIZACIONES.adversarioRequerido)).toBeHidden();
  await d
    .getByLabel(TEXTOS_ACTUALIZACIONES.fecha)
    .fill(mostrarFecha(hoyEnLaPaz(new Date(Date.now() - 86_400_000))));
  await expect(d.getByText(MENSAJES_ACTUALIZACIONES.fechaPasada)).toBeHidden();
  await d.getByRole('button', { name: TEXTOS_ACTUALIZACIONES.guardar }).click();
  await expect(d.getByText(MENSAJES_ACTUALIZACIONES.fechaPasada)).toBeVisible();
  await d.getByRole('button', { name: 'Cerrar' }).click();
  await expect(d).toBeHidden();

  const m1 = `Ana anunció un cabildo en Quillacollo ${unique()}`;
  const m2 = `Beto perdió el apoyo de los transportistas ${unique()}`;
  const m3 = `Ana recibió críticas por su propuesta ${unique()}`;
  await crearActualizacion(page, ana, m1, 'negativa');
  await crearActualizacion(page, beto, m2, 'positiva');
  await crearActualizacion(page, ana, m3, 'positiva');
  await expect(filas(page)).toHaveCount(3);
  await expect(filas(page).first()).toContainText(m3);
  await expect(filas(page).first()).toContainText(ana);
  await expect(filas(page).first()).toContainText(ETIQUETAS_TIPO.positiva);
  await expect(filas(page).nth(2)).toContainText(ETIQUETAS_TIPO.negativa);

  await page.reload();
  await expect(filas(page).first()).toContainText(m3);
  await expect(tarjetas(page).first()).toContainText(beto);

  // Delete one update: cancel keeps it, confirm removes it.
  const fila = filas(page).filter({ hasText: m2 });
  await fila.getByRole('button', { name: TEXTOS_ACTUALIZACIONES.eliminar }).click();
  const confirmarAct = page.getByRole('dialog', { name: TEXTOS_ACTUALIZACIONES.confirmarTitulo });
  await confirmarAct.getByRole('button', { name: TEXTOS_ACTUALIZACIONES.cancelar }).click();
  await expect(fila).toBeVisible();
  await fila.getByRole('button', { name: TEXTOS_ACTUALIZACIONES.eliminar }).click();
  await confirmarAct.getByRole('button', { name: TEXTOS_ACTUALIZACIONES.confirmar }).click();
  await expect(confirmarAct).toBeHidden();
  await expect(filas(page)).toHaveCount(2);
  await expect(page.getByText(m2)).toHaveCount(0);

  // Deleting Ana removes her card and both of her updates.
  await page.getByRole('button', { name: TEXTOS_ADVERSARIOS.eliminar(ana) }).click();
  const confirmarAdv = page.getByRole('dialog', { name: TEXTOS_ADVERSARIOS.confirmarTitulo });
  await expect(confirmarAdv).toContainText(TEXTOS_ADVERSARIOS.confirmarTexto(ana));
  await confirmarAdv.getByRole('button', { name: TEXTOS_ADVERSARIOS.confirmar }).click();
  await expect(confirmarAdv).toBeHidden();
  await expect(tarjetas(page)).toHaveCount(1);
  await expect(
    panelActualizaciones(page).getByText(TEXTOS_ACTUALIZACIONES.vacio, { exact: true }),
  ).toBeVisible();
  await page.reload();
  await expect(tarjetas(page)).toHaveCount(1);
  await expect(page.getByText(m1)).toHaveCount(0);
  await expect(page.getByText(m3)).toHaveCount(0);
});

test('en un teléfono (360 px) cada actualización es una tarjeta legible y nada se sale de la pantalla', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs(page, 'editor');
  await page.goto('/dashboard/editor?tab=adversarios');
  await expect(tarjetas(page)).toHaveCount(1);
  const nombre = `Telefono ${unique()}`;
  const mensaje = `Caravana anunciada en Sacaba ${unique()}`;
  await crearAdversario(page, nombre);
  await crearActualizacion(page, nombre, mensaje, 'positiva');
  const fila = filas(page).filter({ hasText: mensaje });
  await expect(fila).toBeVisible();
  // Other specs' data may push the card below the fold: scrolled to, it must show whole (not cut sideways).
  await fila.getByText(mensaje).scrollIntoViewIfNeeded();
  await expect(fila.getByText(mensaje)).toBeInViewport({ ratio: 1 });
  const nueva = page.getByRole('button', { name: TEXTOS_ACTUALIZACIONES.nueva });
  await nueva.scrollIntoViewIfNeeded();
  await expect(nueva).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // Leaves the tab as it found it: deleting the adversary removes its update too.
  await page.getByRole('button', { name: TEXTOS_ADVERSARIOS.eliminar(nombre) }).click();
  await page
    .getByRole('dialog', { name: TEXTOS_ADVERSARIOS.confirmarTitulo })
    .getByRole('button', { name: TEXTOS_ADVERSARIOS.confirmar })
    .click();
  await expect(tarjetas(page)).toHaveCount(1);
});

test('si el servidor falla se ven las alertas del spec y nada aparece', async ({ page }) => {
  await loginAs(page, 'editor');
  await page.goto('/dashboard/editor?tab=adversarios');
  await expect(tarjetas(page)).toHaveCount(1);
  const falla = { status: 500, json: { error: 'Error interno del servidor. Intente nuevamente.' } };
  await page.route('**/api/adversarios', (r) =>
    r.request().method() === 'POST' ? r.fulfill(falla) : r.continue(),
  );
  await page.route('**/api/adversarios/actualizaciones', (r) =>
    r.request().method() === 'POST' ? r.fulfill(falla) : r.continue(),
  );

  const nombre = `No se guarda ${unique()}`;
  await page.getByRole('button', { name: TEXTOS_ADVERSARIOS.nuevo }).click();
  const d = dialogoAdversario(page);
  await d.getByLabel(TEXTOS_ADVERSARIOS.nombre).fill(nombre);
  await d.getByLabel(TEXTOS_ADVERSARIOS.partido).fill('Partido X');
  await d.getByLabel(TEXTOS_ADVERSARIOS.descripcion).fill('Descripción suficiente');
  await d.getByRole('button', { name: TEXTOS_ADVERSARIOS.guardar }).click();
  await expect(d.getByRole('alert')).toContainText(MENSAJES_ADVERSARIOS.errorGuardar);
  await expect(d.getByLabel(TEXTOS_ADVERSARIOS.nombre)).toHaveValue(nombre);
  await d.getByRole('button', { name: TEXTOS_ADVERSARIOS.cancelar }).click();
  await expect(page.getByText(nombre)).toHaveCount(0);

  await page.getByRole('button', { name: TEXTOS_ACTUALIZACIONES.nueva }).click();
  const da = dialogoActualizacion(page);
  await da.getByLabel(TEXTOS_ACTUALIZACIONES.adversario).selectOption({ index: 1 });
  await da.getByLabel(TEXTOS_ACTUALIZACIONES.hora).fill('09:00');
  await da.getByLabel(TEXTOS_ACTUALIZACIONES.mensaje).fill('Mensaje que no se guarda nunca');
  await da.getByRole('button', { name: TEXTOS_ACTUALIZACIONES.guardar }).click();
  await expect(da.getByRole('alert')).toContainText(MENSAJES_ACTUALIZACIONES.errorGuardar);
  await da.getByRole('button', { name: TEXTOS_ACTUALIZACIONES.cancelar }).click();
  await expect(
    panelActualizaciones(page).getByText(TEXTOS_ACTUALIZACIONES.vacio, { exact: true }),
  ).toBeVisible();

  await page.route('**/api/adversarios/*', (r) =>
    r.request().method() === 'DELETE' ? r.fulfill(falla) : r.continue(),
  );
  await tarjetas(page).first().getByRole('button').click();
  const confirmar = page.getByRole('dialog', { name: TEXTOS_ADVERSARIOS.confirmarTitulo });
  await confirmar.getByRole('button', { name: TEXTOS_ADVERSARIOS.confirmar }).click();
  await expect(confirmar.getByRole('alert')).toContainText(MENSAJES_ADVERSARIOS.errorEliminar);
  await confirmar.getByRole('button', { name: TEXTOS_ADVERSARIOS.cancelar }).click();
  await expect(tarjetas(page)).toHaveCount(1);
});

test('el enlace Adversarios de la navegación abre la pestaña', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: TEXTOS_NAV.navegacion })
    .getByRole('link', { name: TEXTOS_NAV.adversarios })
    .click();
  await expect(page).toHaveURL(/\/dashboard\?tab=adversarios$/);
  await expect(page.getByRole('tab', { name: 'Adversarios' })).toHaveAttribute('aria-selected', 'true');
  await expect(panelAdversarios(page)).toBeVisible();
});

test('10.000 adversarios y 10.000 actualizaciones: solo unas filas en el DOM y el scroll llega al final', async ({
  page,
}) => {
  await loginAs(page, 'editor');
  const n = 10_000;
  const instante = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();
  const adversarios = Array.from({ length: n }, (_, i) => ({
    id: `adv-${n - i}`,
    nombre: `Adversario sintético ${n - i}`,
    partido: 'Partido de prueba',
    descripcion: 'Descripción de prueba para medir la lista',
    fechaCreacion: instante(n - i),
  }));
  const actualizaciones = Array.from({ length: n }, (_, i) => ({
    id: `act-${n - i}`,
    adversarioId: `adv-${n - i}`,
    adversarioNombre: `Adversario sintético ${n - i}`,
    mensaje: `Actualización sintética ${n - i} sobre su campaña`,
    tipo: ['positiva', 'negativa', 'neutral', 'desconocido'][i % 4],
    fecha: '2030-01-01',
    hora: '10:00',
    fechaCreacion: instante(n - i),
  }));
  await page.route('**/api/adversarios', (r) =>
    r.request().method() === 'GET' ? r.fulfill({ json: adversarios }) : r.continue(),
  );
  await page.route('**/api/adversarios/actualizaciones', (r) =>
    r.request().method() === 'GET' ? r.fulfill({ json: actualizaciones }) : r.continue(),
  );
  await page.goto('/dashboard/editor?tab=adversarios');
  await expect(tarjetas(page).first()).toContainText(`Adversario sintético ${n}`);
  await expect(filas(page).first()).toContainText(`Actualización sintética ${n} `);
  // An unknown type is shown as Neutral.
  await expect(filas(page).nth(3)).toContainText(ETIQUETAS_TIPO.neutral);
  expect(await tarjetas(page).count()).toBeLessThan(40);
  expect(await filas(page).count()).toBeLessThan(40);

  await page
    .getByRole('list', { name: TEXTOS_ADVERSARIOS.lista })
    .evaluate((el) => el.parentElement?.scrollTo({ top: el.scrollHeight }));
  await expect(tarjetas(page).last()).toContainText('Adversario sintético 1');
  await expect(tarjetas(page).last()).toHaveAttribute('aria-posinset', String(n));
  await page
    .getByRole('table', { name: TEXTOS_ACTUALIZACIONES.tabla })
    .evaluate((el) => el.parentElement?.scrollTo({ top: el.scrollHeight }));
  await expect(filas(page).last()).toContainText('Actualización sintética 1 ');
  expect(await filas(page).count()).toBeLessThan(40);
});
