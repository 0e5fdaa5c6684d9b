import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import {
  ERRORES_ESTRATEGIA,
  MENSAJES_ESTRATEGIA,
  TEXTOS_ESTRATEGIA as T,
  TITULOS_PANTALLA,
} from '@comando/contract';
import type { Page } from '@playwright/test';
import { expect, loginAs, test, unique } from './fixtures.js';

const PDF = Buffer.from(
  `%PDF-1.4\n% Comando e2e ${unique()}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`,
  'latin1',
);

/**
 * Confirms a deletion and waits for the confirmation to close, i.e. for the server's answer.
 * While it is open Radix hides the rest of the page from the accessibility tree, so a
 * role query for the deleted row would already report it gone, and a reload right after
 * would abort the DELETE still under way.
 */
async function confirmarEliminacion(page: Page, titulo: string) {
  const confirmacion = page.getByRole('dialog', { name: titulo });
  await confirmacion.getByRole('button', { name: T.eliminar }).click();
  await expect(confirmacion).toBeHidden();
}

async function abrir(page: Page) {
  // "Today" in the browser is pinned so the countdown and the calendar are predictable.
  await page.clock.setFixedTime(new Date('2026-11-23T15:00:00Z'));
  await loginAs(page, 'editor');
  await page.goto('/estrategia');
  await expect(page.getByRole('heading', { level: 1, name: TITULOS_PANTALLA.estrategia })).toBeVisible();
}

async function descargar(page: Page, nombre: string): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: `${T.descargar} ${nombre}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(nombre);
  return readFile(await download.path());
}

test.describe.configure({ mode: 'serial' });

test('la pantalla muestra sus cinco tarjetas y un enlace a la Base de Datos Jurídica', async ({ page }) => {
  await abrir(page);
  for (const titulo of [
    T.diaD.titulo,
    T.planeacion.titulo,
    T.precampana.titulo,
    T.calendario.titulo,
    T.debate.titulo,
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: titulo, exact: true })).toBeVisible();
  }
  await expect(page.getByText(T.planeacion.candidato)).toBeVisible();
  await expect(page.getByRole('img', { name: T.planeacion.retrato })).toBeVisible();
  await page.getByRole('link', { name: T.enlaceJuridico }).click();
  await expect(page).toHaveURL(/\/juridico$/);
});

test('cada tarjeta abre su modal con un clic en su título o en cualquier parte; sus controles siguen siendo suyos', async ({
  page,
}) => {
  await abrir(page);
  const tarjetas: [string, string][] = [
    [T.diaD.titulo, T.diaD.modal],
    [T.planeacion.titulo, T.planeacion.modal],
    [T.calendario.titulo, T.calendario.modal],
    [T.debate.titulo, T.debate.modal],
  ];
  for (const [titulo, modal] of tarjetas) {
    const tarjeta = page.getByRole('region', { name: titulo, exact: true });
    await tarjeta.getByRole('heading', { name: titulo, exact: true }).click();
    await expect(page.getByRole('dialog', { name: modal })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(tarjeta.getByRole('button', { name: titulo, exact: true })).toBeFocused();
    // Far from the title: the card's bottom-left corner.
    const box = await tarjeta.boundingBox();
    if (!box) throw new Error(`sin caja para ${titulo}`);
    await tarjeta.click({ position: { x: 8, y: box.height - 8 } });
    await expect(page.getByRole('dialog', { name: modal })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  // Inner controls keep their own action: the month arrows change the month, no modal opens.
  await page.getByRole('button', { name: T.calendario.siguiente }).click();
  await expect(page.getByText('Diciembre 2026')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: T.calendario.anterior }).click();
  await expect(page.getByText('Noviembre 2026')).toBeVisible();
});

test('Día D: valida, guarda con la fecha de la elección, persiste y maneja archivos', async ({ page }) => {
  await abrir(page);
  // Seed: 1000 / 750 and 2025-05-01, already past: no negative count.
  await expect(page.getByTestId('cuenta-regresiva')).toHaveText('La elección ya pasó (1 de mayo de 2025)');
  await expect(page.getByText('75,0')).toBeVisible();

  await page.getByRole('button', { name: T.diaD.titulo, exact: true }).click();
  const modal = page.getByRole('dialog', { name: T.diaD.modal });
  await modal.getByLabel(T.diaD.total).fill('2000');
  await modal.getByLabel(T.diaD.cubiertas).fill('3000');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(modal.getByText(MENSAJES_ESTRATEGIA.cubiertasRango)).toBeVisible();

  // A failed save shows the spec's text and keeps what was typed.
  await modal.getByLabel(T.diaD.cubiertas).fill('1500');
  await modal.getByLabel(T.diaD.fechaEleccion).fill('2026-12-03');
  await page.route('**/api/estrategia/diad', (route) =>
    route.request().method() === 'POST' ? route.abort('failed') : route.continue(),
  );
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(modal.getByRole('alert').filter({ hasText: ERRORES_ESTRATEGIA.diaD })).toBeVisible();
  // Kept as typed, shown the Spanish way (thousands point).
  await expect(modal.getByLabel(T.diaD.cubiertas)).toHaveValue('1.500');
  await page.unroute('**/api/estrategia/diad');

  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('cuenta-regresiva')).toHaveText('Faltan 10 días');
  await page.reload();
  await expect(page.getByTestId('cuenta-regresiva')).toHaveText('Faltan 10 días');
  await expect(page.getByText('2.000', { exact: true })).toBeVisible();
  await expect(page.getByText('1.500', { exact: true })).toBeVisible();

  // Files: upload a PDF, download it back byte for byte, delete it.
  await page.getByRole('button', { name: T.diaD.titulo, exact: true }).click();
  const nombre = `acta-${unique()}.pdf`;
  await modal
    .getByLabel(T.diaD.subir)
    .setInputFiles({ name: nombre, mimeType: 'application/pdf', buffer: PDF });
  await expect(modal.getByRole('link', { name: nombre, exact: true })).toBeVisible();
  expect((await descargar(page, nombre)).equals(PDF)).toBe(true);
  await modal.getByRole('button', { name: `${T.eliminar} ${nombre}` }).click();
  await confirmarEliminacion(page, T.eliminar);
  await expect(modal.getByRole('link', { name: nombre, exact: true })).toBeHidden();
  await page.reload();
  await page.getByRole('button', { name: T.diaD.titulo, exact: true }).click();
  await expect(modal.getByText(T.diaD.sinArchivos)).toBeVisible();
});

test('Debate: agrega un eje temático, persiste y se elimina', async ({ page }) => {
  await abrir(page);
  const titulo = `Seguridad ${unique()}`;
  await page.getByRole('button', { name: T.debate.titulo, exact: true }).click();
  const modal = page.getByRole('dialog', { name: T.debate.modal });
  await expect(modal.getByRole('heading', { name: T.debate.agregarEje })).toBeVisible();
  await modal.getByRole('button', { name: T.debate.agregar, exact: true }).click();
  await expect(modal.getByText(MENSAJES_ESTRATEGIA.tituloRequerido)).toBeVisible();
  await modal.getByLabel(T.debate.tituloCampo).fill(titulo);
  await modal.getByLabel(T.debate.estrategia, { exact: true }).fill('Policía de barrio');
  await modal.getByRole('button', { name: T.debate.agregar, exact: true }).click();
  await expect(modal.getByText('Policía de barrio')).toBeVisible();
  // Editing goes through PUT.
  await modal.getByRole('button', { name: `Editar ${titulo}` }).click();
  await expect(modal.getByRole('heading', { name: T.debate.editarEje })).toBeVisible();
  await modal.getByLabel(T.debate.estrategia, { exact: true }).fill('Policía comunitaria');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(modal.getByText('Policía comunitaria')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByText(titulo)).toBeVisible();
  await page.getByRole('button', { name: T.debate.titulo, exact: true }).click();
  await expect(modal.getByText('Policía comunitaria')).toBeVisible();
  await modal.getByRole('button', { name: `${T.eliminar} ${titulo}` }).click();
  await confirmarEliminacion(page, T.debate.eliminarTitulo);
  await expect(modal.getByText(titulo)).toBeHidden();
  await page.reload();
  await expect(page.getByText(titulo)).toBeHidden();
});

test('Calendario: crea un evento, colorea el día, muestra el tooltip con el teclado, marca y elimina', async ({
  page,
}) => {
  await abrir(page);
  const titulo = `Mitin ${unique()}`;
  await expect(page.getByText('Noviembre 2026')).toBeVisible();
  await page.getByRole('button', { name: T.calendario.titulo, exact: true }).click();
  const modal = page.getByRole('dialog', { name: T.calendario.modal });
  await modal.getByLabel(T.calendario.tituloCampo).fill(titulo);
  await modal.getByLabel(T.calendario.fecha).fill('2026-11-23');
  await modal.getByRole('button', { name: T.calendario.agregar }).click();
  await expect(modal.getByText('23 de noviembre de 2026')).toBeVisible();
  await expect(modal.getByText('(1 evento(s))')).toBeVisible();
  await page.keyboard.press('Escape');
  // The closed dialog hands focus back to the button that opened it; focusing the day before
  // that would lose the focus (and the tooltip) to it a moment later.
  await expect(modal).toBeHidden();
  await expect(page.getByRole('button', { name: T.calendario.titulo, exact: true })).toBeFocused();

  const dia = page.getByRole('button', { name: '23 de noviembre de 2026: 1 evento' });
  await expect(dia).toHaveAttribute('data-color', 'pendiente');
  await dia.focus();
  await expect(page.getByRole('tooltip').filter({ hasText: `${titulo} — ${T.pendiente}` })).toBeVisible();

  await dia.click();
  // The box follows the save (optimistically, after any refetch under way is cancelled).
  await modal.getByRole('checkbox', { name: `${T.completado}: ${titulo}` }).click();
  await expect(modal.getByRole('checkbox', { name: `${T.completado}: ${titulo}` })).toBeChecked();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(dia).toHaveAttribute('data-color', 'completado');

  await page.getByRole('button', { name: T.calendario.siguiente }).click();
  await expect(page.getByText('Diciembre 2026')).toBeVisible();
  await page.getByRole('button', { name: T.calendario.anterior }).click();

  await page.getByRole('button', { name: T.calendario.titulo, exact: true }).click();
  await modal.getByRole('button', { name: `${T.eliminar} ${titulo}` }).click();
  await confirmarEliminacion(page, T.calendario.eliminarTitulo);
  await expect(modal.getByText(T.calendario.sinEventos)).toBeVisible();
  await page.reload();
  await expect(dia).toBeHidden();
});

test('Precampaña: nuevo requisito con valores por defecto, marcar, filtrar, persistir y eliminar', async ({
  page,
}) => {
  await abrir(page);
  const titulo = `Inscripción ${unique()}`;
  await page.getByRole('button', { name: T.precampana.agregar }).click();
  const modal = page.getByRole('dialog', { name: T.precampana.modal });
  await expect(modal.getByLabel(T.precampana.prioridad)).toHaveValue('medium');
  await expect(modal.getByLabel(T.precampana.categoria)).toHaveValue('administrative');
  await modal.getByLabel(T.precampana.tituloCampo).fill(titulo);
  await modal.getByLabel(T.precampana.descripcion).fill('Presentar documentos');
  await modal.getByLabel(T.precampana.fechaLimite).fill('2026-12-15');
  await modal.getByLabel(T.precampana.responsable).fill('Ana Pérez');
  await modal.getByLabel(T.precampana.prioridad).selectOption('high');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(modal).toBeHidden();

  const item = page.getByRole('listitem', { name: titulo });
  await expect(item).toBeVisible();
  await expect(item.getByText('Alta')).toBeVisible();
  await item.getByRole('checkbox').click();
  await expect(item.getByRole('checkbox')).toBeChecked();
  await page.reload();
  await expect(item.getByRole('checkbox')).toBeChecked();

  await page.getByLabel(T.precampana.estado).selectOption('pendientes');
  await expect(item).toBeHidden();
  await page.getByLabel(T.precampana.estado).selectOption('completados');
  await expect(item).toBeVisible();
  await page.getByLabel(T.precampana.estado).selectOption('todos');

  // An attachment on the requirement survives a reload.
  const adjunto = `poder-${unique()}.pdf`;
  await item.getByRole('button', { name: `${T.precampana.adjuntos} (0)` }).click();
  await item
    .getByLabel(T.precampana.adjuntar)
    .setInputFiles({ name: adjunto, mimeType: 'application/pdf', buffer: PDF });
  await expect(item.getByRole('link', { name: adjunto, exact: true })).toBeVisible();
  await page.reload();
  await item.getByRole('button', { name: `${T.precampana.adjuntos} (1)` }).click();
  expect((await descargar(page, adjunto)).equals(PDF)).toBe(true);

  await item.getByRole('button', { name: `${T.eliminar} ${titulo}` }).click();
  await confirmarEliminacion(page, T.precampana.eliminarTitulo);
  await expect(item).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: T.precampana.titulo })).toBeVisible();
  await expect(item).toBeHidden();
});

test('Planeación: estrategia con archivo, Documentos Clave con descarga idéntica, eliminar y recargar', async ({
  page,
}) => {
  await abrir(page);
  const descripcion = `Recorrido por barrios ${unique()}`;
  await page.getByRole('button', { name: T.planeacion.titulo, exact: true }).click();
  const modal = page.getByRole('dialog', { name: T.planeacion.modal });
  const plan = `plan-${unique()}.pdf`;
  await modal.getByLabel(T.planeacion.descripcion).fill(descripcion);
  await modal
    .getByLabel(T.planeacion.archivo)
    .setInputFiles({ name: plan, mimeType: 'application/pdf', buffer: PDF });
  await modal.getByRole('button', { name: T.planeacion.guardar }).click();
  await expect(modal.getByText(descripcion)).toBeVisible();
  await expect(modal.getByRole('link', { name: plan, exact: true })).toBeVisible();
  await expect(modal.getByLabel(T.planeacion.descripcion)).toHaveValue('');

  const doc = `clave-${unique()}.pdf`;
  await modal
    .getByLabel(T.planeacion.subirDocumentos)
    .setInputFiles({ name: doc, mimeType: 'application/pdf', buffer: PDF });
  await expect(modal.getByRole('link', { name: doc, exact: true })).toBeVisible();
  expect((await descargar(page, doc)).equals(PDF)).toBe(true);
  expect((await descargar(page, plan)).equals(PDF)).toBe(true);

  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByText(descripcion)).toBeVisible();

  await page.getByRole('button', { name: T.planeacion.titulo, exact: true }).click();
  await modal.getByRole('button', { name: `${T.eliminar}: ${descripcion}` }).click();
  await confirmarEliminacion(page, T.planeacion.eliminarTitulo);
  await expect(modal.getByText(descripcion)).toBeHidden();
  await modal.getByRole('button', { name: `${T.eliminar} ${doc}` }).click();
  await confirmarEliminacion(page, T.eliminar);
  await expect(modal.getByRole('link', { name: doc, exact: true })).toBeHidden();
  await page.reload();
  await expect(page.getByText(descripcion)).toBeHidden();
});

test('el calendario colorea cada día con los datos del servidor: pendiente si falta alguno, completado si todos', async ({
  page,
}) => {
  await abrir(page);
  const u = unique();
  const post = (url: string, data: object) =>
    page.request
      .post(url, { data, headers: { 'content-type': 'application/json' } })
      .then((r) => r.json() as Promise<{ id: string }>);
  const creados = {
    ev: [
      await post('/api/estrategia/calendario', { title: `Mitin ${u}`, date: '2026-11-25' }),
      await post('/api/estrategia/calendario', { title: `Foro ${u}`, date: '2026-11-25' }),
      await post('/api/estrategia/calendario', { title: `Debate TV ${u}`, date: '2026-11-10' }),
    ],
    req: [
      await post('/api/estrategia/precampana', {
        titulo: `Inscripción ${u}`,
        descripcion: 'Presentar documentos ante el órgano electoral',
        fecha_limite: '2026-12-15',
        responsable: 'Ana Pérez',
        prioridad: 'high',
        categoria: 'legal',
      }),
      await post('/api/estrategia/precampana', {
        titulo: `Spots ${u}`,
        descripcion: 'Grabar spots de radio',
        fecha_limite: '2026-12-01',
        responsable: 'Luis',
        prioridad: 'low',
        categoria: 'communication',
      }),
    ],
    plan: [
      await post('/api/estrategia/planeacion', {
        description: `Recorrido casa por casa en los distritos del sur con brigadas de jóvenes y material impreso; reforzar presencia en mercados ${u}`,
      }),
    ],
    eje: [await post('/api/estrategia/debate', { title: `Seguridad ${u}`, strategy: 'Policía de barrio' })],
  };
  await page.request.patch(`/api/estrategia/calendario/${creados.ev[2]!.id}`, {
    data: { completado: true },
    headers: { 'content-type': 'application/json' },
  });
  await page.reload();
  const dia = page.getByRole('button', { name: '25 de noviembre de 2026: 2 eventos' });
  await expect(dia).toHaveAttribute('data-color', 'pendiente');
  await expect(page.getByRole('button', { name: '10 de noviembre de 2026: 1 evento' })).toHaveAttribute(
    'data-color',
    'completado',
  );
  await page.getByRole('button', { name: T.calendario.titulo, exact: true }).click();
  await expect(page.getByText('(2 evento(s))')).toBeVisible();
  await page.keyboard.press('Escape');

  const del = (url: string) => page.request.delete(url, { headers: { 'content-type': 'application/json' } });
  for (const e of creados.ev) await del(`/api/estrategia/calendario/${e.id}`);
  for (const r of creados.req) await del(`/api/estrategia/precampana/${r.id}`);
  for (const p of creados.plan) await del(`/api/estrategia/planeacion/${p.id}`);
  for (const e of creados.eje) await del(`/api/estrategia/debate/${e.id}`);
});

test('el calendario con un día pendiente, uno completado y hoy pendiente no tiene fallos graves de axe', async ({
  page,
}) => {
  // Today is pinned to 23 November 2026 by abrir(): every state of a day is on screen.
  await abrir(page);
  const u = unique();
  const crear = async (title: string, date: string) => {
    const r = await page.request.post('/api/estrategia/calendario', {
      data: { title, date },
      headers: { 'content-type': 'application/json' },
    });
    expect(r.status()).toBe(201);
    return ((await r.json()) as { id: string }).id;
  };
  const ids = [
    await crear(`Caravana ${u}`, '2026-11-23'),
    await crear(`Ensayo ${u}`, '2026-11-12'),
    await crear(`Cierre ${u}`, '2026-11-13'),
  ];
  try {
    await page.request.patch(`/api/estrategia/calendario/${ids[2]}`, {
      data: { completado: true },
      headers: { 'content-type': 'application/json' },
    });
    await page.reload();
    const hoy = page.getByRole('button', { name: /^23 de noviembre de 2026: \d+ eventos?$/ });
    await expect(hoy).toHaveAttribute('data-color', 'pendiente');
    await expect(hoy).toHaveAttribute('aria-current', 'date');
    await expect(page.getByRole('button', { name: /^12 de noviembre de 2026: / })).toHaveAttribute(
      'data-color',
      'pendiente',
    );
    await expect(page.getByRole('button', { name: /^13 de noviembre de 2026: / })).toHaveAttribute(
      'data-color',
      'completado',
    );
    // A day with an open focus ring too.
    await hoy.focus();
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const graves = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect(graves).toEqual([]);
  } finally {
    for (const id of ids) {
      await page.request.delete(`/api/estrategia/calendario/${id}`, {
        headers: { 'content-type': 'application/json' },
      });
    }
  }
});
