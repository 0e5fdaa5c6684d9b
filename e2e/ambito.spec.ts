import AxeBuilder from '@axe-core/playwright';
import {
  TEXTOS_ACTAS,
  TEXTOS_AMBITO as A,
  TEXTOS_DIA_D,
  TEXTOS_MAPA as M,
  TEXTOS_NAV,
  TEXTOS_NAV_DIA_D,
  TEXTOS_USUARIOS,
  type Ambito,
} from '@comando/contract';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { esperarCarga, etiquetaDiaD, expect, LOGIN_TIMEOUT, sesionEn, test, unique } from './fixtures.js';
import { arrancarServidor, type ServidorPropio } from './servidor-propio.js';

// Issue 27, the web: a scoped account's screens name their ground, a scope change reaches an
// open screen live, and a departmental chief runs the count on a phone. A server of its own:
// the registry it imports must not meet the other specs' Día D data.
let servidor: ServidorPropio;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  servidor = await arrancarServidor('comando-ambito-');
  const admin = await sesionEn(browser, servidor, 'admin');
  const registro = [
    'departamento;municipio;recinto;codigo_recinto;mesa;codigo_mesa;habilitados',
    'cochabamba;Sacaba;Colegio Sacaba;R-700;1;M-700-1;220',
    'tarija;Cercado;Escuela Tarija;R-800;1;M-800-1;198',
  ];
  const res = await admin.request.post('/api/dia-d/mesas/importar?aplicar=true', {
    data: registro.join('\n'),
    headers: { 'content-type': 'text/csv' },
  });
  expect(res.status()).toBe(200);
  await admin.close();
});
test.afterAll(async () => {
  await servidor?.cerrar();
});

/** A new scoped editor (or reader), logged in on a context of its own with a password of its own. */
async function jefe(
  browser: Browser,
  api: APIRequestContext,
  ambito: Ambito,
  viewport?: { width: number; height: number },
  rol: 'editor' | 'lector' = 'editor',
) {
  const usuario = `jefe.${unique()}`;
  const nombre = `Jefa ${usuario.slice(5)}`;
  const creado = await api.post('/api/usuarios', {
    data: { usuario, nombre, email: `${usuario}@comando.bo`, rol, ambito },
  });
  expect(creado.status()).toBe(201);
  const { contrasenaTemporal } = (await creado.json()) as { contrasenaTemporal: string };
  const ctx = await browser.newContext({ baseURL: servidor.url, ...(viewport ? { viewport } : {}) });
  expect(
    (
      await ctx.request.post('/api/auth/login', { data: { usuario, contrasena: contrasenaTemporal } })
    ).status(),
  ).toBe(200);
  const cambio = await ctx.request.post('/api/auth/contrasena', {
    data: { actual: contrasenaTemporal, nueva: `Quinua-Tarija-${unique()}-Sajama` },
  });
  expect(cambio.status(), await cambio.text()).toBeLessThan(300);
  return { ctx, nombre };
}

async function sinViolacionesGraves(page: Page, dentro?: string) {
  let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (dentro) axe = axe.include(dentro);
  const graves = (await axe.analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(graves).toEqual([]);
}

const sinDesplazamientoLateral = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);

test('un cambio de ámbito llega sin recargar a la pantalla abierta del usuario', async ({ browser }) => {
  // Three logins (scrypt) and two screens on a machine shared with the other specs.
  test.setTimeout(90_000);
  const admin = await sesionEn(browser, servidor, 'admin');
  const { ctx, nombre } = await jefe(browser, admin.request, {
    nivel: 'departamento',
    departamento: 'cochabamba',
  });
  const page = await ctx.newPage();
  const errores: string[] = [];
  page.on('pageerror', (e) => errores.push(e.message));
  await page.goto('/dia-d/conteo');
  await expect(page.getByRole('heading', { level: 1 }), errores.join('\n')).toHaveText(
    A.titulo(TEXTOS_ACTAS.conteoTitulo, 'Cochabamba'),
    LOGIN_TIMEOUT,
  );
  await expect(page.getByRole('navigation', { name: TEXTOS_NAV.navegacion }).first()).toContainText(
    'Editor · Cochabamba',
  );
  // A mark on this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { sinRecargar: true }));

  const usuarios = await admin.newPage();
  await usuarios.goto('/usuarios');
  await usuarios.getByRole('button', { name: A.cambiar(nombre) }).click();
  const dialogo = usuarios.getByRole('dialog', { name: A.cambiar(nombre) });
  await expect(dialogo.getByRole('combobox', { name: A.departamento })).toHaveValue('cochabamba');
  await dialogo.getByRole('combobox', { name: A.departamento }).selectOption('tarija');
  await dialogo.getByRole('combobox', { name: A.municipio }).selectOption('Cercado');
  await dialogo.getByRole('button', { name: A.guardar }).click();
  await expect(dialogo).toBeHidden();

  const terreno = 'Cercado (Tarija)';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    A.titulo(TEXTOS_ACTAS.conteoTitulo, terreno),
  );
  await expect(page.getByRole('navigation', { name: TEXTOS_NAV.navegacion }).first()).toContainText(
    `Editor · ${terreno}`,
  );
  expect(await page.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar)).toBe(true);
  await ctx.close();
  await admin.close();
});

test('un jefe departamental en un teléfono de 360 px: su terreno arriba, en el conteo y en el mapa, sin desplazamiento lateral ni fallos graves de axe; en el mapa, un departamento lleva a sus mesas', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const telefono = { width: 360, height: 740 };
  const admin = await sesionEn(browser, servidor, 'admin');
  const { ctx } = await jefe(
    browser,
    admin.request,
    { nivel: 'departamento', departamento: 'cochabamba' },
    telefono,
  );
  const page = await ctx.newPage();
  await page.goto('/dia-d/conteo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    A.titulo(TEXTOS_ACTAS.conteoTitulo, 'Cochabamba'),
    LOGIN_TIMEOUT,
  );
  await expect(
    page.getByRole('banner').getByText('Editor · Cochabamba').filter({ visible: true }),
  ).toBeVisible();
  await esperarCarga(page);
  await sinDesplazamientoLateral(page);
  await sinViolacionesGraves(page);
  // The map (issue 28): their department a link, the rest grey and not a link.
  const mapa = page.getByRole('group', { name: M.descripcion });
  await expect(mapa.getByRole('link')).toHaveCount(1);
  await expect(mapa.getByRole('link', { name: M.nombreVerificadas('Cochabamba', '0%') })).toBeVisible();
  await expect(mapa.getByRole('img', { name: M.nombreFuera('Tarija') })).toBeVisible();
  await ctx.close();

  // A national admin on the same phone: a department on the map leads to its mesas.
  const movil = await browser.newContext({ baseURL: servidor.url, viewport: telefono });
  const cookies = await admin.cookies();
  await movil.addCookies(cookies);
  const conteo = await movil.newPage();
  await conteo.goto('/dia-d/conteo');
  await conteo
    .getByRole('group', { name: M.descripcion })
    .getByRole('link', { name: M.nombreVerificadas('Tarija', '0%') })
    .click();
  const lista = conteo.getByRole('list', { name: TEXTOS_ACTAS.listaMesas });
  await expect(lista).toBeInViewport();
  await expect(lista.getByRole('listitem')).toHaveText([new RegExp('M-800-1')]);
  await expect(conteo.getByRole('combobox', { name: TEXTOS_DIA_D.departamento })).toHaveValue('tarija');
  await conteo.close();

  // The admin's new-account form on the same phone, its scope narrowed to a recinto.
  const usuarios = await movil.newPage();
  await usuarios.goto('/usuarios');
  await usuarios.getByRole('button', { name: TEXTOS_USUARIOS.nuevo }).click();
  const dialogo = usuarios.getByRole('dialog', { name: TEXTOS_USUARIOS.nuevo });
  await dialogo.getByRole('combobox', { name: A.departamento }).selectOption('cochabamba');
  await dialogo.getByRole('combobox', { name: A.municipio }).selectOption('Sacaba');
  await expect(dialogo.getByRole('combobox', { name: A.recinto })).toBeVisible();
  await sinDesplazamientoLateral(usuarios);
  await sinViolacionesGraves(usuarios, '[role="dialog"]');
  const usuario = `recinto.${unique()}`;
  await dialogo.getByRole('textbox', { name: TEXTOS_USUARIOS.usuario }).fill(usuario);
  await dialogo.getByRole('textbox', { name: TEXTOS_USUARIOS.nombre }).fill('Jefe de Recinto');
  await dialogo.getByRole('textbox', { name: TEXTOS_USUARIOS.email }).fill(`${usuario}@comando.bo`);
  await dialogo.getByRole('combobox', { name: A.recinto }).selectOption('R-700');
  await dialogo.getByRole('button', { name: TEXTOS_USUARIOS.crear }).click();
  await usuarios.getByRole('button', { name: TEXTOS_USUARIOS.listo }).click();
  await expect(usuarios.getByRole('row', { name: new RegExp(usuario) })).toContainText(
    'Colegio Sacaba (Sacaba)',
  );
  await movil.close();
  await admin.close();
});

/** Día D's screens in the order of election night (issue 43). */
const NOCHE = [
  '/dia-d/mesas',
  '/dia-d/pendientes',
  '/dia-d/conteo',
  '/dia-d/actas/verificar',
  '/dia-d/alertas',
  '/dia-d/mensajes',
  '/dia-d/incidentes',
  '/dia-d/oficial',
  '/dia-d/comparar-elecciones',
  '/dia-d/elecciones',
  '/dia-d/sms',
  '/dia-d/publicacion',
] as const;

test('la barra de secciones del Día D: en el orden de la noche, la actual marcada, con el teclado, sin Transcribir para un lector con ámbito, y sin desplazamiento lateral a 1440 ni a 390 px', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // A national admin on a wide screen: a row of every section, Conteo marked.
  const admin = await sesionEn(browser, servidor, 'admin');
  const page = await admin.newPage();
  await page.goto('/dia-d/conteo');
  const barra = page.getByRole('navigation', { name: TEXTOS_NAV_DIA_D.secciones });
  await expect(barra.getByRole('link')).toHaveText(NOCHE.map(etiquetaDiaD), LOGIN_TIMEOUT);
  await expect(barra.getByRole('button')).toBeHidden();
  await expect(barra.locator('[aria-current="page"]')).toHaveText(etiquetaDiaD('/dia-d/conteo'));
  await sinDesplazamientoLateral(page);
  await sinViolacionesGraves(page, 'nav');
  // By keyboard: from Conteo, Tab reaches the next section and Enter opens it.
  await barra.getByRole('link', { name: etiquetaDiaD('/dia-d/conteo') }).focus();
  await page.keyboard.press('Tab');
  await expect(barra.getByRole('link', { name: etiquetaDiaD('/dia-d/actas/verificar') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dia-d\/actas\/verificar$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTOS_ACTAS.verificarTitulo);
  await expect(barra.locator('[aria-current="page"]')).toHaveText(etiquetaDiaD('/dia-d/actas/verificar'));

  // A reader of one department on a 390 px phone: one button naming Mesas, which unfolds the
  // sections a reader may open (not Transcribir, a writer's screen, nor SMS and Publicación, an admin's).
  const { ctx } = await jefe(
    browser,
    admin.request,
    { nivel: 'departamento', departamento: 'cochabamba' },
    { width: 390, height: 844 },
    'lector',
  );
  const movil = await ctx.newPage();
  await movil.goto('/dia-d/mesas');
  const seccion = movil.getByRole('navigation', { name: TEXTOS_NAV_DIA_D.secciones });
  const boton = seccion.getByRole('button', { name: `${TEXTOS_NAV.diaD} · ${etiquetaDiaD('/dia-d/mesas')}` });
  await expect(boton).toHaveAttribute('aria-expanded', 'false', LOGIN_TIMEOUT);
  await expect(seccion.getByRole('link')).toHaveCount(0);
  await sinDesplazamientoLateral(movil);
  await boton.focus();
  await movil.keyboard.press('Enter');
  await expect(boton).toHaveAttribute('aria-expanded', 'true');
  const lector = NOCHE.filter(
    (r) => r !== '/dia-d/actas/verificar' && r !== '/dia-d/sms' && r !== '/dia-d/publicacion',
  );
  await expect(seccion.getByRole('link')).toHaveText(lector.map(etiquetaDiaD));
  await expect(seccion.locator('[aria-current="page"]')).toHaveText(etiquetaDiaD('/dia-d/mesas'));
  await sinDesplazamientoLateral(movil);
  await sinViolacionesGraves(movil, 'nav');
  // Escape folds it back onto its button; then Tab, Tab and Enter open Pendientes.
  await movil.keyboard.press('Escape');
  await expect(boton).toHaveAttribute('aria-expanded', 'false');
  await expect(boton).toBeFocused();
  await movil.keyboard.press('Enter');
  await movil.keyboard.press('Tab');
  await movil.keyboard.press('Tab');
  await expect(seccion.getByRole('link', { name: etiquetaDiaD('/dia-d/pendientes') })).toBeFocused();
  await movil.keyboard.press('Enter');
  await expect(movil).toHaveURL(/\/dia-d\/pendientes$/);
  await expect(seccion.getByRole('button')).toHaveText(
    `${TEXTOS_NAV.diaD} · ${etiquetaDiaD('/dia-d/pendientes')}`,
  );
  await expect(seccion.getByRole('button')).toHaveAttribute('aria-expanded', 'false');
  await sinDesplazamientoLateral(movil);
  await ctx.close();
  await admin.close();
});
