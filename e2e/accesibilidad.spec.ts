import AxeBuilder from '@axe-core/playwright';
import { RUTAS_PANTALLA, TEXTOS_NAV } from '@comando/contract';
import type { Locator, Page } from '@playwright/test';
import { esperarCarga, expect, test as base, type Rol } from './fixtures.js';
import { arrancarServidor, type ServidorPropio } from './servidor-propio.js';

// Accessibility by test (issue 15, part 3): axe-core with the WCAG 2.2 A/AA rules on every screen
// of the router's table and on every dialog each screen can open, as admin and as editor.
const ETIQUETAS_WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const GRAVES = new Set(['serious', 'critical']);

// This spec opens every dialog of every screen, one after the other, while the other specs
// create and delete avisos, cards and files on the shared server: an aviso deleted elsewhere
// took its open dialog (or its opener) with it. So it runs on a server of its own, seeded
// like the shared one, where nothing changes under it.
const test = base.extend<object, { servidor: ServidorPropio }>({
  servidor: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure
    async ({}, use) => {
      const servidor = await arrancarServidor('comando-a11y-');
      await use(servidor);
      await servidor.cerrar();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ servidor }, use) => {
    await use(servidor.url);
  },
});

async function loginAs(page: Page, servidor: ServidorPropio, rol: Rol): Promise<void> {
  const res = await page.request.post('/api/auth/login', {
    data: { usuario: rol, contrasena: servidor.passwords[rol] },
    headers: { 'content-type': 'application/json' },
  });
  expect(res.status()).toBe(200);
}

const PANTALLAS = RUTAS_PANTALLA.filter((r) => r !== '/').flatMap((ruta) =>
  ruta.startsWith('/dashboard') ? [ruta, `${ruta}?tab=adversarios`, `${ruta}?tab=cochabamba`] : [ruta],
);

interface Hallazgo {
  donde: string;
  regla: string;
  impacto: string;
  nodos: string[];
}

/** Runs axe on the page (or inside one element) and returns every violation found. */
async function revisar(page: Page, donde: string, dentro?: string): Promise<Hallazgo[]> {
  // Entrances (an aviso fading in) are judged when they end: mid-fade the text is half
  // transparent and axe would measure a contrast nobody reads. Endless ones (spinners) are not waited.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  let axe = new AxeBuilder({ page }).withTags(ETIQUETAS_WCAG);
  if (dentro) axe = axe.include(dentro);
  const { violations } = await axe.analyze();
  return violations.map((v) => ({
    donde,
    regla: v.id,
    impacto: v.impact ?? 'desconocido',
    nodos: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
  }));
}

function informar(hallazgos: Hallazgo[]) {
  // Every finding goes to the report (moderate ones too), so the counts can be followed.
  for (const h of hallazgos) console.log(`axe ${h.impacto} ${h.regla} en ${h.donde}: ${h.nodos.join(' | ')}`);
  const graves = hallazgos.filter((h) => GRAVES.has(h.impacto));
  expect(graves, JSON.stringify(graves, null, 2)).toEqual([]);
}

/**
 * Buttons that open a dialog (Radix triggers carry aria-haspopup="dialog"), visible and enabled.
 * Each one is marked on the page and found by its mark: live refetches re-render the lists, so
 * a position ("the fourth opener") could point elsewhere by the time it is clicked.
 */
async function abridoresDeDialogo(page: Page): Promise<Locator[]> {
  const todos = page.locator('main [aria-haspopup="dialog"], header [aria-haspopup="dialog"]');
  const vistos = new Set<string>();
  const lista: Locator[] = [];
  for (const boton of await todos.all()) {
    if (!(await boton.isVisible()) || !(await boton.isEnabled())) continue;
    const nombre = (await boton.getAttribute('aria-label')) ?? (await boton.innerText());
    if (vistos.has(nombre)) continue;
    vistos.add(nombre);
    const marca = String(lista.length);
    await boton.evaluate((el, m) => el.setAttribute('data-abridor-en-prueba', m), marca);
    lista.push(page.locator(`[data-abridor-en-prueba="${marca}"]`));
  }
  return lista;
}

for (const rol of ['admin', 'editor'] as Rol[]) {
  for (const ruta of PANTALLAS) {
    test(`${rol} en ${ruta}: sin fallos graves de axe en la pantalla ni en sus diálogos, y el foco vuelve`, async ({
      page,
      servidor,
    }) => {
      test.setTimeout(180_000);
      await loginAs(page, servidor, rol);
      await page.goto(ruta);
      await esperarCarga(page);
      const hallazgos = await revisar(page, ruta);

      const abridores = await abridoresDeDialogo(page);
      // At least the bar's Cerrar Sesión: a screen where no opener is found is a broken search.
      expect(abridores.length).toBeGreaterThan(0);
      console.log(`${rol} ${ruta}: ${abridores.length} diálogos abiertos y revisados`);
      for (const abridor of abridores) {
        const nombre = (await abridor.getAttribute('aria-label')) ?? (await abridor.innerText());
        await abridor.scrollIntoViewIfNeeded();
        await abridor.click();
        const dialogo = page.getByRole('dialog').last();
        await expect(dialogo).toBeVisible();
        await expect(dialogo.getByRole('status').filter({ hasText: /Cargando/ })).toHaveCount(0);
        hallazgos.push(...(await revisar(page, `${ruta} › diálogo de «${nombre}»`, '[role="dialog"]')));
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(abridor, `el foco vuelve a «${nombre}» al cerrar con Esc`).toBeFocused();
      }
      informar(hallazgos);
    });
  }
}

test.describe('a 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const rol of ['admin', 'editor'] as Rol[]) {
    test(`${rol}: cada pantalla y el menú del teléfono sin fallos graves de axe`, async ({
      page,
      servidor,
    }) => {
      test.setTimeout(180_000);
      await loginAs(page, servidor, rol);
      const hallazgos: Hallazgo[] = [];
      for (const ruta of PANTALLAS) {
        await page.goto(ruta);
        await esperarCarga(page);
        hallazgos.push(...(await revisar(page, `${ruta} a 360 px`)));
      }
      await page.getByRole('button', { name: TEXTOS_NAV.menu }).click();
      await expect(page.getByRole('dialog', { name: TEXTOS_NAV.menu })).toBeVisible();
      hallazgos.push(...(await revisar(page, 'menú del teléfono', '[role="dialog"]')));
      informar(hallazgos);
    });
  }
});
