import { RUTAS_PANTALLA, TEXTOS_LOGIN, TEXTOS_LOGOUT, TEXTOS_NAV } from '@comando/contract';
import type { Page } from '@playwright/test';
import { esperarCarga, expect, loginAs, test, type Rol } from './fixtures.js';

// Phone layout (issue 15, part 2): every screen of the router's table, as each role, at 360 px.
test.use({ viewport: { width: 360, height: 740 } });

const ROLES: Rol[] = ['admin', 'editor'];
/** The dashboard tabs are chosen by ?tab=; each is a screen of its own for the eye. */
const PANTALLAS = RUTAS_PANTALLA.flatMap((ruta) =>
  ruta.startsWith('/dashboard') ? [ruta, `${ruta}?tab=adversarios`, `${ruta}?tab=cochabamba`] : [ruta],
);

async function anchoDePagina(page: Page) {
  return page.evaluate(() => ({ ancho: document.documentElement.scrollWidth, pantalla: innerWidth }));
}

test('la pantalla de inicio de sesión no se desplaza de lado a 360 px', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: TEXTOS_LOGIN.entrar })).toBeVisible();
  const { ancho, pantalla } = await anchoDePagina(page);
  expect(ancho).toBeLessThanOrEqual(pantalla);
});

for (const rol of ROLES) {
  for (const ruta of PANTALLAS.filter((r) => r !== '/')) {
    test(`${rol} en ${ruta}: nada más ancho que la pantalla, barra de 56 px y menú con los enlaces`, async ({
      page,
    }) => {
      await loginAs(page, rol);
      await page.goto(ruta);
      await esperarCarga(page);
      const { ancho, pantalla } = await anchoDePagina(page);
      expect(ancho, `${ruta} mide ${ancho} px en una pantalla de ${pantalla} px`).toBeLessThanOrEqual(
        pantalla,
      );

      const barra = page.getByRole('banner').first();
      expect((await barra.boundingBox())?.height).toBeLessThanOrEqual(56);
      // On a phone the links live in the sheet, not in the bar.
      await expect(page.getByRole('link', { name: TEXTOS_NAV.encuestas, exact: true })).toBeHidden();

      const boton = page.getByRole('button', { name: TEXTOS_NAV.menu });
      await boton.click();
      const menu = page.getByRole('dialog', { name: TEXTOS_NAV.menu });
      await expect(menu).toBeVisible();
      const nav = menu.getByRole('navigation', { name: TEXTOS_NAV.navegacion });
      for (const nombre of [
        TEXTOS_NAV.encuestas,
        TEXTOS_NAV.adversarios,
        TEXTOS_NAV.cochabamba,
        TEXTOS_NAV.comunicacion,
        TEXTOS_NAV.territorial,
        TEXTOS_NAV.estrategia,
      ]) {
        await expect(nav.getByRole('link', { name: nombre, exact: true })).toBeVisible();
      }
      await expect(menu.getByRole('button', { name: TEXTOS_NAV.cerrarSesion })).toBeVisible();
      // The sheet never makes the page wider either.
      expect((await anchoDePagina(page)).ancho).toBeLessThanOrEqual(pantalla);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(boton).toBeFocused();
    });
  }
}

test('los enlaces del menú del teléfono llevan a cada pantalla y cierran el menú', async ({ page }) => {
  await loginAs(page, 'editor');
  await page.goto('/dashboard/editor');
  for (const [nombre, url] of [
    // The dashboard tabs first: they keep /editor only while the path has it (areas.md §2).
    [TEXTOS_NAV.adversarios, /\/dashboard\/editor\?tab=adversarios$/],
    [TEXTOS_NAV.cochabamba, /\/dashboard\/editor\?tab=cochabamba$/],
    [TEXTOS_NAV.encuestas, /\/encuestas$/],
    [TEXTOS_NAV.comunicacion, /\/comunicacion$/],
    [TEXTOS_NAV.territorial, /\/territorial$/],
    [TEXTOS_NAV.estrategia, /\/estrategia$/],
  ] as const) {
    await page.getByRole('button', { name: TEXTOS_NAV.menu }).click();
    const menu = page.getByRole('dialog', { name: TEXTOS_NAV.menu });
    await menu.getByRole('link', { name: nombre, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: TEXTOS_NAV.menu }).click();
    await expect(menu.getByRole('link', { name: nombre, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.keyboard.press('Escape');
  }
});

test('Cerrar Sesión del menú pide confirmación y Cancelar devuelve el foco', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/encuestas');
  await page.getByRole('button', { name: TEXTOS_NAV.menu }).click();
  const menu = page.getByRole('dialog', { name: TEXTOS_NAV.menu });
  const salir = menu.getByRole('button', { name: TEXTOS_NAV.cerrarSesion });
  await salir.click();
  const confirmar = page.getByRole('dialog', { name: TEXTOS_LOGOUT.titulo });
  await expect(confirmar).toContainText(TEXTOS_LOGOUT.texto);
  await confirmar.getByRole('button', { name: TEXTOS_LOGOUT.cancelar }).click();
  await expect(confirmar).toBeHidden();
  await expect(salir).toBeFocused();
});

test('en el dashboard del editor solo se ve un Cerrar Sesión y no tapa el final de la página', async ({
  page,
}) => {
  await loginAs(page, 'editor');
  await page.goto('/dashboard/editor');
  await esperarCarga(page);
  const visibles = page.getByRole('button', { name: TEXTOS_NAV.cerrarSesion });
  await expect(visibles).toHaveCount(1);
  await expect(visibles).toHaveCSS('position', 'fixed');
  // At the end of the page the last panel ends above the band that holds the button.
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  const boton = await visibles.boundingBox();
  const ultimo = await page.locator('main section').last().boundingBox();
  expect(boton && ultimo && ultimo.y + ultimo.height).toBeLessThanOrEqual(boton?.y ?? 0);
});
