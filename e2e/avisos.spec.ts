import { contarAvisos, hoyEnLaPaz, MENSAJES_AVISOS, TEXTOS_AVISOS, TEXTOS_NAV } from '@comando/contract';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import Database from 'better-sqlite3';
import { expect, loginAs, test, unique } from './fixtures.js';

// Only this spec writes avisos, so the empty state can be checked first.
test.describe.configure({ mode: 'serial' });

const manana = () => hoyEnLaPaz(new Date(Date.now() + 24 * 3600 * 1000));
const ayer = () => hoyEnLaPaz(new Date(Date.now() - 24 * 3600 * 1000));

const panel = (page: Page) => page.getByRole('region', { name: TEXTOS_AVISOS.titulo });
const lista = (page: Page) => page.getByRole('list', { name: TEXTOS_AVISOS.lista });
const dialogo = (page: Page) => page.getByRole('dialog', { name: TEXTOS_AVISOS.modalTitulo });

async function crearAviso(page: Page, mensaje: string, fecha = manana(), hora = '18:30') {
  await panel(page).getByRole('button', { name: TEXTOS_AVISOS.nuevo, exact: true }).click();
  const d = dialogo(page);
  await d.getByLabel(TEXTOS_AVISOS.mensaje).fill(mensaje);
  await d.getByLabel(TEXTOS_AVISOS.fecha).fill(fecha);
  await d.getByLabel(TEXTOS_AVISOS.hora).fill(hora);
  await d.getByRole('button', { name: TEXTOS_AVISOS.guardar }).click();
  await expect(d).toBeHidden();
}

test('sin avisos muestra el estado vacío con Crear Aviso', async ({ page }) => {
  await loginAs(page, 'editor');
  await page.goto('/dashboard/editor?tab=cochabamba');
  await expect(page.getByRole('tab', { name: 'Cochabamba' })).toHaveAttribute('aria-selected', 'true');
  const p = panel(page);
  await expect(p.getByRole('heading', { name: TEXTOS_AVISOS.titulo })).toBeVisible();
  await expect(p.getByText(TEXTOS_AVISOS.vacioTitulo, { exact: true })).toBeVisible();
  await expect(p.getByText(TEXTOS_AVISOS.vacioTexto)).toBeVisible();
  await expect(p.getByText(contarAvisos(0))).toBeVisible();
  await p.getByRole('button', { name: TEXTOS_AVISOS.crear }).click();
  await expect(dialogo(page)).toBeVisible();
  await dialogo(page).getByRole('button', { name: TEXTOS_AVISOS.cancelar }).click();
  await expect(dialogo(page)).toBeHidden();
});

test('el formulario muestra los mensajes del spec y los borra al editar; cancelar lo vacía', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  await page.goto('/dashboard?tab=cochabamba');
  await panel(page).getByRole('button', { name: TEXTOS_AVISOS.nuevo, exact: true }).click();
  const d = dialogo(page);
  await d.getByRole('button', { name: TEXTOS_AVISOS.guardar }).click();
  await expect(d.getByText(MENSAJES_AVISOS.mensajeRequerido)).toBeVisible();
  await expect(d.getByText(MENSAJES_AVISOS.fechaRequerida)).toBeVisible();
  await expect(d.getByText(MENSAJES_AVISOS.horaRequerida)).toBeVisible();

  // Editing a field clears its error at once; errors come back only on the next submit (spec §5).
  const mensaje = d.getByLabel(TEXTOS_AVISOS.mensaje);
  await mensaje.fill('ñáé corto');
  await expect(d.getByText(MENSAJES_AVISOS.mensajeRequerido)).toBeHidden();
  await expect(d.getByText(MENSAJES_AVISOS.mensajeMin)).toBeHidden();
  await d.getByLabel(TEXTOS_AVISOS.fecha).fill(ayer());
  await expect(d.getByText(MENSAJES_AVISOS.fechaRequerida)).toBeHidden();
  await expect(d.getByText(MENSAJES_AVISOS.fechaPasada)).toBeHidden();
  await expect(d.getByText(MENSAJES_AVISOS.horaRequerida)).toBeVisible();
  await d.getByRole('button', { name: TEXTOS_AVISOS.guardar }).click();
  await expect(d.getByText(MENSAJES_AVISOS.mensajeMin)).toBeVisible();
  await expect(d.getByText(MENSAJES_AVISOS.fechaPasada)).toBeVisible();
  await expect(d.getByText(MENSAJES_AVISOS.horaRequerida)).toBeVisible();

  // Typing again clears the message and does not re-validate while typing.
  await mensaje.fill('ñáé ya no es corto');
  await expect(d.getByText(MENSAJES_AVISOS.mensajeMin)).toBeHidden();
  await mensaje.fill('corto');
  await expect(d.getByText(MENSAJES_AVISOS.mensajeMin)).toBeHidden();
  await mensaje.fill('ñáé ya no es corto');
  await d.getByLabel(TEXTOS_AVISOS.fecha).fill(hoyEnLaPaz());
  await expect(d.getByText(MENSAJES_AVISOS.fechaPasada)).toBeHidden();
  await d.getByLabel(TEXTOS_AVISOS.hora).fill('10:15');
  await expect(d.getByText(MENSAJES_AVISOS.horaRequerida)).toBeHidden();

  // Closing with Esc resets the form; nothing was saved.
  await page.keyboard.press('Escape');
  await expect(d).toBeHidden();
  await panel(page).getByRole('button', { name: TEXTOS_AVISOS.nuevo, exact: true }).click();
  await expect(d.getByLabel(TEXTOS_AVISOS.mensaje)).toHaveValue('');
  await expect(d.getByText(MENSAJES_AVISOS.mensajeRequerido)).toBeHidden();
  await d.getByRole('button', { name: 'Cerrar' }).click();
  await expect(d).toBeHidden();
  await expect(panel(page).getByText(TEXTOS_AVISOS.vacioTitulo, { exact: true })).toBeVisible();
});

test('crear: aparece arriba, sigue tras recargar; eliminar pide confirmación', async ({ page }) => {
  await loginAs(page, 'editor');
  await page.goto('/dashboard/editor?tab=cochabamba');
  const primero = `Caravana en Sacaba ${unique()}`;
  const segundo = `Cabildo en la plaza 14 de Septiembre ${unique()}`;
  await crearAviso(page, primero, manana(), '08:00');
  await expect(panel(page).getByText(contarAvisos(1))).toBeVisible();
  await crearAviso(page, segundo, hoyEnLaPaz(), '19:45');
  await expect(panel(page).getByText(contarAvisos(2))).toBeVisible();

  const items = lista(page).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(segundo);
  await expect(items.first()).toContainText('19:45');
  await expect(items.first()).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(items.nth(1)).toContainText(primero);

  await page.reload();
  await expect(lista(page).getByRole('listitem').first()).toContainText(segundo);

  // Cancel keeps it; confirm deletes it.
  const item = lista(page).getByRole('listitem').filter({ hasText: segundo });
  await item.getByRole('button', { name: TEXTOS_AVISOS.eliminar }).click();
  const confirmar = page.getByRole('dialog', { name: TEXTOS_AVISOS.confirmarTitulo });
  await expect(confirmar).toContainText(TEXTOS_AVISOS.confirmarTexto);
  await confirmar.getByRole('button', { name: TEXTOS_AVISOS.cancelar }).click();
  await expect(confirmar).toBeHidden();
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: TEXTOS_AVISOS.eliminar }).click();
  await confirmar.getByRole('button', { name: TEXTOS_AVISOS.confirmar }).click();
  await expect(confirmar).toBeHidden();
  await expect(lista(page).getByText(segundo)).toHaveCount(0);
  await expect(panel(page).getByText(contarAvisos(1))).toBeVisible();
  await page.reload();
  await expect(lista(page).getByRole('listitem')).toHaveCount(1);
  await expect(lista(page).getByText(segundo)).toHaveCount(0);
});

test('guardar un aviso hace una sola petición: la lista toma el aviso de la respuesta', async ({
  page,
  browser,
  baseURL,
}) => {
  await loginAs(page, 'editor');
  const peticiones: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/avisos') peticiones.push(r.method());
  });
  const subscribed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events' && r.ok());
  await page.goto('/dashboard?tab=cochabamba');
  await subscribed;
  await expect.poll(() => peticiones).toEqual(['GET']);
  peticiones.length = 0;

  const propio = `Aviso guardado con una sola petición ${unique()}`;
  await crearAviso(page, propio);
  await expect(lista(page).getByRole('listitem').first()).toContainText(propio);

  // Another browser's aviso is read again once; this tab's own event came first on the
  // same stream, so had it caused a read, that read would be counted by now.
  const otro = await browser.newContext({ baseURL });
  const otraPagina = await otro.newPage();
  await loginAs(otraPagina, 'admin');
  const ajeno = `Aviso de otro navegador ${unique()}`;
  const res = await otraPagina.request.post('/api/avisos', {
    data: { mensaje: ajeno, fecha: manana(), hora: '09:00' },
  });
  expect(res.status()).toBe(201);
  await expect(lista(page).getByText(ajeno)).toBeVisible();
  expect(peticiones).toEqual(['POST', 'GET']);
  for (const item of await otraPagina.request
    .get('/api/avisos')
    .then((r) => r.json() as Promise<{ id: string; mensaje: string }[]>)) {
    if (item.mensaje === propio || item.mensaje === ajeno)
      await otraPagina.request.delete(`/api/avisos/${item.id}`);
  }
  await otro.close();
});

test('un mensaje largo se recorta a dos líneas y el texto completo está en hover y al enfocar', async ({
  page,
}) => {
  await loginAs(page, 'editor');
  await page.goto('/dashboard/editor?tab=cochabamba');
  const largo =
    `Aviso largo ${unique()} ${'con muchas palabras para ocupar varias líneas del panel '.repeat(6)}`.trim();
  await crearAviso(page, largo);
  const articulo = lista(page).getByRole('article', { name: largo });
  await expect(articulo).toHaveAttribute('title', largo);
  const texto = articulo.getByText(largo);
  await expect(texto).toHaveCSS('-webkit-line-clamp', '2');
  await articulo.focus();
  await expect(texto).toHaveCSS('-webkit-line-clamp', 'none');
});

test('si el servidor falla al guardar o eliminar se ve la alerta del spec y nada cambia', async ({
  page,
}) => {
  await loginAs(page, 'editor');
  await page.goto('/dashboard/editor?tab=cochabamba');
  await expect(lista(page)).toBeVisible();
  const antes = await lista(page).getByRole('listitem').count();

  await page.route('**/api/avisos', (route) =>
    route.request().method() === 'POST' ? route.abort('failed') : route.continue(),
  );
  await panel(page).getByRole('button', { name: TEXTOS_AVISOS.nuevo, exact: true }).click();
  const d = dialogo(page);
  const mensaje = `Aviso que no se guarda ${unique()}`;
  await d.getByLabel(TEXTOS_AVISOS.mensaje).fill(mensaje);
  await d.getByLabel(TEXTOS_AVISOS.fecha).fill(manana());
  await d.getByLabel(TEXTOS_AVISOS.hora).fill('12:00');
  await d.getByRole('button', { name: TEXTOS_AVISOS.guardar }).click();
  await expect(d.getByRole('alert')).toContainText(MENSAJES_AVISOS.errorGuardar);
  await expect(d.getByLabel(TEXTOS_AVISOS.mensaje)).toHaveValue(mensaje);
  await expect(lista(page).getByText(mensaje)).toHaveCount(0);
  await d.getByRole('button', { name: TEXTOS_AVISOS.cancelar }).click();

  await page.route('**/api/avisos/*', (route) => route.abort('failed'));
  await lista(page).getByRole('button', { name: TEXTOS_AVISOS.eliminar }).first().click();
  const confirmar = page.getByRole('dialog', { name: TEXTOS_AVISOS.confirmarTitulo });
  await confirmar.getByRole('button', { name: TEXTOS_AVISOS.confirmar }).click();
  await expect(confirmar.getByRole('alert')).toContainText(MENSAJES_AVISOS.errorEliminar);
  await confirmar.getByRole('button', { name: TEXTOS_AVISOS.cancelar }).click();
  await expect(lista(page).getByRole('listitem')).toHaveCount(antes);
});

test('el enlace Cochabamba de la navegación abre la pestaña en /dashboard', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: TEXTOS_NAV.navegacion })
    .getByRole('link', { name: TEXTOS_NAV.cochabamba })
    .click();
  await expect(page).toHaveURL(/\/dashboard\?tab=cochabamba$/);
  await expect(page.getByRole('tab', { name: 'Cochabamba' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page).getByRole('heading', { name: TEXTOS_AVISOS.titulo })).toBeVisible();
});

/** 10,000 avisos answered by the browser's network layer, so no server data is written. */
/**
 * Writes real avisos straight into the e2e server's database (10.000 POSTs would
 * take minutes). They are older than any other aviso, so they sit at the end of
 * the newest-first list; `borrarAvisos` removes them again.
 */
function sembrarAvisos(prefijo: string, desde: number, hasta: number) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'comando.db'));
  db.pragma('busy_timeout = 5000');
  const insert = db.prepare(
    'insert into avisos (id, mensaje, fecha, hora, fecha_creacion) values (?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (let i = desde; i <= hasta; i++) {
      insert.run(
        `${prefijo}-${String(i).padStart(5, '0')}`,
        `Aviso sintético ${i}: reunión con dirigentes vecinales en el distrito ${i % 14}.`,
        '2030-01-01',
        '18:30',
        new Date(Date.UTC(2020, 0, 1) + i * 1000).toISOString(),
      );
    }
  })();
  db.close();
}

function borrarAvisos(prefijo: string) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'comando.db'));
  db.pragma('busy_timeout = 5000');
  db.prepare('delete from avisos where id like ?').run(`${prefijo}-%`);
  db.close();
}

async function cuantosAvisos(page: Page): Promise<number> {
  const res = await page.request.get('/api/avisos');
  return ((await res.json()) as unknown[]).length;
}

async function contarAnimaciones(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __entradas: number[] };
    w.__entradas = [];
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its element below
    const original = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      w.__entradas.push(typeof options === 'object' ? Number(options.delay ?? 0) : 0);
      return original.call(this, keyframes, options);
    };
  });
}

/** Average frame time while scrolling the panel 40 times by 200px, one frame each. */
function medirScroll(page: Page) {
  return lista(page).evaluate(async (el) => {
    const panelScroll = el.parentElement as HTMLElement;
    const t0 = performance.now();
    for (let i = 0; i < 40; i++) {
      panelScroll.scrollTop += 200;
      await new Promise<void>((r) => requestAnimationFrame(() => r()));
    }
    return (performance.now() - t0) / 40;
  });
}

test('10.000 avisos: solo unas filas en el DOM, se mide el scroll frente a 100 y llega al final', async ({
  page,
}) => {
  await loginAs(page, 'editor');
  const prefijo = `sintetico-${unique()}`;
  const antes = await cuantosAvisos(page);
  try {
    sembrarAvisos(prefijo, 1, 100);
    await page.goto('/dashboard/editor?tab=cochabamba');
    await expect(panel(page).getByText(contarAvisos(antes + 100))).toBeVisible();
    const base = await medirScroll(page);

    sembrarAvisos(prefijo, 101, 10_000);
    // Bytes over the wire (compressed body + headers) of the avisos calls of the first screen.
    const tamanos: Promise<number>[] = [];
    const anotar = (req: Request) => {
      if (new URL(req.url()).pathname.startsWith('/api/avisos'))
        tamanos.push(req.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
    };
    page.on('requestfinished', anotar);
    await page.reload();
    await expect(panel(page).getByText(contarAvisos(antes + 10_000))).toBeVisible();
    await expect(lista(page).getByRole('listitem').first()).toBeVisible();
    page.off('requestfinished', anotar);
    const bytes = (await Promise.all(tamanos)).reduce((a, b) => a + b, 0);
    expect(tamanos.length).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(100_000);
    expect(await lista(page).getByRole('listitem').count()).toBeLessThan(30);
    const grande = await medirScroll(page);
    expect(await lista(page).getByRole('listitem').count()).toBeLessThan(30);

    // Pages arrive as the scroll nears the end of what is loaded: scroll to the end until the last is there.
    await expect(async () => {
      await lista(page).evaluate((el) => el.parentElement?.scrollTo({ top: el.scrollHeight }));
      await expect(lista(page).getByRole('listitem').last()).toHaveAttribute(
        'aria-posinset',
        String(antes + 10_000),
        { timeout: 200 },
      );
    }).toPass({ intervals: [50], timeout: 60_000 });
    await expect(lista(page).getByRole('listitem').last()).toHaveAttribute(
      'aria-setsize',
      String(antes + 10_000),
    );
    await expect(lista(page).getByRole('listitem').last()).toContainText('Aviso sintético 1:');

    const texto = `scroll con 10.000 avisos: ${grande.toFixed(1)} ms/cuadro (con 100: ${base.toFixed(1)} ms/cuadro), ratio ${(grande / base).toFixed(2)}; primera pantalla ${(bytes / 1024).toFixed(1)} KB de /api/avisos`;
    test.info().annotations.push({ type: 'medida', description: texto });
    console.log(texto);
  } finally {
    borrarAvisos(prefijo);
  }
});

test('la entrada es escalonada de 100 ms y no se anima con prefers-reduced-motion', async ({ page }) => {
  await loginAs(page, 'editor');
  const prefijo = `escalonada-${unique()}`;
  sembrarAvisos(prefijo, 1, 4);
  try {
    await contarAnimaciones(page);
    await page.goto('/dashboard/editor?tab=cochabamba');
    await expect(lista(page).getByText('Aviso sintético 1:')).toBeVisible();
    const entradas = await page.evaluate(() => (window as unknown as { __entradas: number[] }).__entradas);
    // Every item that enters is 100 ms after the one before it.
    expect(entradas.length).toBeGreaterThanOrEqual(4);
    expect(entradas).toEqual(entradas.map((_, i) => i * 100));

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(lista(page).getByText('Aviso sintético 1:')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __entradas: number[] }).__entradas)).toEqual([]);
  } finally {
    borrarAvisos(prefijo);
  }
});
