import AxeBuilder from '@axe-core/playwright';
import {
  formatFechaCorta,
  hoyEnLaPaz,
  NOMBRE_PRIMERA_ELECCION,
  TEXTOS_ACTAS,
  TEXTOS_AMBITO,
  TEXTOS_ELECCIONES as T,
  type Acceso,
  type Defensor,
} from '@comando/contract';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { FOTO_JPEG, eleccionHoy } from './dia-d-preparar.js';
import { expect, irASeccionDiaD, sesionEn, test } from './fixtures.js';
import { arrancarServidor, type ServidorPropio } from './servidor-propio.js';

// Issue 45 end to end, lean: a first round's actas, the runoff made from it and made current on
// the elections' screen (confirmed), its actas, then the selector (the first round read only,
// named in the title) and the comparison drilled down to a recinto — at 1440 and 390 px.
let servidor: ServidorPropio;
const CAPTURAS = '/work/wt/capturas';

test.beforeAll(async () => {
  test.setTimeout(90_000);
  servidor = await arrancarServidor('comando-elecciones-');
});
test.afterAll(async () => {
  await servidor?.cerrar();
});

const MESAS = [
  'cochabamba;Cercado;Unidad Educativa Sucre;R-1;1;M-1;300',
  'cochabamba;Cercado;Unidad Educativa Sucre;R-1;2;M-2;300',
  'la-paz;El Alto;Colegio Bolivia;R-2;1;M-3;300',
];
const PRIMERA: Record<string, Record<string, number>> = {
  'M-1': { AAA: 90, BBB: 60, CCC: 40 },
  'M-2': { AAA: 50, BBB: 90, CCC: 20 },
  'M-3': { AAA: 70, BBB: 70, CCC: 10 },
};
const SEGUNDA: Record<string, Record<string, number>> = {
  'M-1': { AAA: 120, BBB: 65 },
  'M-2': { AAA: 55, BBB: 100 },
  'M-3': { AAA: 60, BBB: 85 },
};

/** Each mesa's delegate, a code of this election, and their acta sent from a context of their own. */
async function noche(
  browser: Browser,
  admin: APIRequestContext,
  figuras: Record<string, Record<string, number>>,
) {
  const defensores = (await (await admin.get('/api/dia-d/defensores')).json()) as {
    id: string;
    mesa: string | null;
  }[];
  for (const [i, mesa] of Object.keys(figuras).entries()) {
    let id = defensores.find((d) => d.mesa === mesa)?.id;
    if (!id) {
      const region = mesa === 'M-3' ? 'la-paz' : 'cochabamba';
      const d = (await (
        await admin.post(`/api/territorial/${region}/defensores`, {
          data: {
            name: `Delegada ${mesa}`,
            phone: `7123450${i}`,
            email: `d${i}@example.com`,
            pollingStation: '',
          },
        })
      ).json()) as Defensor;
      expect(
        (await admin.put(`/api/dia-d/mesas/${mesa}/delegado`, { data: { defensorId: d.id } })).status(),
      ).toBe(200);
      id = d.id;
    }
    const acceso = (await (await admin.post(`/api/dia-d/delegados/${id}/acceso`)).json()) as Acceso;
    const celular = await browser.newContext({ baseURL: servidor.url });
    expect(
      (await celular.request.post('/api/delegado/entrar', { data: { codigo: acceso.codigo } })).status(),
    ).toBe(200);
    const acta = await celular.request.post('/api/delegado/acta', {
      multipart: {
        id: `acta-${mesa}-${Date.now()}`,
        votos: JSON.stringify(figuras[mesa]),
        blancos: '2',
        nulos: '3',
        foto: { name: 'acta.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(FOTO_JPEG, 'base64') },
      },
    });
    expect(acta.status()).toBe(201);
    await celular.close();
  }
}

async function sinViolacionesGraves(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const graves = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(graves.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

const sinDesborde = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('la segunda vuelta a partir de la primera, el selector y la comparación, en 1440 y 390 px', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await sesionEn(browser, servidor, 'admin');
  await eleccionHoy(admin.request, MESAS);
  expect(
    (
      await admin.request.put('/api/dia-d/partidos', {
        data: [
          { sigla: 'AAA', nombre: 'Alianza Andina', color: '#2dd4bf', nuestro: true },
          { sigla: 'BBB', nombre: 'Bloque Boliviano', color: '#f97366' },
          { sigla: 'CCC', nombre: 'Convergencia Cívica', color: '#a78bfa' },
        ],
      })
    ).status(),
  ).toBe(200);
  await noche(browser, admin.request, PRIMERA);
  const primera = NOMBRE_PRIMERA_ELECCION(hoyEnLaPaz());

  // The elections' screen: the runoff made from the first round, then made current (confirmed).
  const page = await admin.newPage();
  await page.goto('/dia-d/elecciones');
  await page.getByRole('button', { name: T.nueva }).click();
  const dialogo = page.getByRole('dialog', { name: T.nuevaDesde(primera) });
  await dialogo.getByLabel(T.nombre).fill('Segunda vuelta 2026');
  await dialogo.getByLabel(T.fecha).fill(formatFechaCorta(hoyEnLaPaz()));
  await expect(dialogo.getByLabel(T.tipo)).toHaveValue('segunda vuelta');
  for (const casilla of await dialogo.getByRole('checkbox').all()) await expect(casilla).toBeChecked();
  await dialogo.getByRole('button', { name: T.crear }).click();
  await expect(dialogo).toBeHidden();
  await expect(page.getByText(T.creada('Segunda vuelta 2026'))).toBeVisible();
  await page.getByRole('button', { name: T.hacerActualDe('Segunda vuelta 2026') }).click();
  const confirmar = page.getByRole('dialog', { name: T.confirmarTitulo('Segunda vuelta 2026') });
  await expect(confirmar).toContainText(T.confirmarTexto(primera));
  await confirmar.getByRole('button', { name: T.confirmar }).click();
  await expect(confirmar).toBeHidden({ timeout: 20_000 });
  const lista = page.getByRole('listitem').filter({ hasText: 'Segunda vuelta 2026' });
  await expect(lista).toContainText(T.estadoActual);
  await expect(page.getByRole('listitem').filter({ hasText: primera })).toContainText(T.estadoTerminada);
  await page.screenshot({ path: `${CAPTURAS}/elecciones-lista-1440.png`, fullPage: true });

  // The runoff's night.
  expect(
    (
      await admin.request.put('/api/dia-d/partidos', {
        data: [
          { sigla: 'AAA', nombre: 'Alianza Andina', color: '#2dd4bf', nuestro: true },
          { sigla: 'BBB', nombre: 'Bloque Boliviano', color: '#f97366' },
        ],
      })
    ).status(),
  ).toBe(200);
  await noche(browser, admin.request, SEGUNDA);

  // The selector: the first round, read only, named in the title; then back to the night.
  await irASeccionDiaD(page, '/dia-d/conteo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    TEXTOS_AMBITO.titulo(TEXTOS_ACTAS.conteoTitulo, 'Segunda vuelta 2026'),
  );
  await expect(page.getByRole('heading', { name: TEXTOS_ACTAS.papeleta })).toBeVisible();
  await page.getByLabel(T.selector).selectOption({ label: primera });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    TEXTOS_AMBITO.titulo(TEXTOS_ACTAS.conteoTitulo, primera),
  );
  await expect(page.getByText(T.soloLectura(primera))).toBeVisible();
  // The first round's ballot had three parties; nothing of it can be changed from here.
  await expect(page.getByRole('rowheader', { name: 'CCC' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: TEXTOS_ACTAS.papeleta })).toBeHidden();
  await page.screenshot({ path: `${CAPTURAS}/elecciones-selector-1440.png`, fullPage: true });
  await sinViolacionesGraves(page);
  await page.getByRole('button', { name: T.volverActual }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    TEXTOS_AMBITO.titulo(TEXTOS_ACTAS.conteoTitulo, 'Segunda vuelta 2026'),
  );

  // The comparison: both rounds by department, down to a recinto's mesas, photos one click away.
  await irASeccionDiaD(page, '/dia-d/comparar-elecciones');
  await expect(page.getByLabel(T.eleccionA)).toHaveValue('1');
  await expect(page.getByLabel(T.eleccionB)).toHaveValue('2');
  const lugar = page.getByRole('table', { name: T.compararTitulo });
  await expect(lugar.getByRole('row')).toHaveCount(4);
  await lugar.getByRole('button', { name: 'Cochabamba' }).click();
  await lugar.getByRole('button', { name: 'Cercado' }).click();
  await lugar.getByRole('button', { name: 'Unidad Educativa Sucre' }).click();
  await expect(lugar.getByRole('rowheader')).toHaveText(['Mesa 1 (M-1)', 'Mesa 2 (M-2)', T.totalLugar]);
  const cambiaron = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: T.masCambiaron }) });
  await cambiaron.getByRole('button', { name: T.fotoA('M-1') }).click();
  const foto = page.getByRole('dialog', { name: T.fotoA('M-1') });
  await expect(foto.getByRole('img', { name: T.fotoA('M-1') })).toHaveJSProperty('complete', true);
  expect(
    await foto.getByRole('img', { name: T.fotoA('M-1') }).evaluate((i: HTMLImageElement) => i.naturalWidth),
  ).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: T.exportar })).toHaveAttribute(
    'href',
    /comparar-elecciones\.csv\?.*recinto=R-1/,
  );
  await page.screenshot({ path: `${CAPTURAS}/elecciones-comparar-1440.png`, fullPage: true });
  await sinViolacionesGraves(page);

  // The same at 390 px: the rows become cards, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: T.todoElPais }).click();
  await expect(lugar.getByRole('button', { name: 'La Paz' })).toBeVisible();
  expect(await sinDesborde(page)).toBe(true);
  await page.screenshot({ path: `${CAPTURAS}/elecciones-comparar-390.png`, fullPage: true });
  await irASeccionDiaD(page, '/dia-d/conteo');
  await page.getByLabel(T.selector).selectOption({ label: primera });
  await expect(page.getByText(T.soloLectura(primera))).toBeVisible();
  expect(await sinDesborde(page)).toBe(true);
  await page.screenshot({ path: `${CAPTURAS}/elecciones-selector-390.png`, fullPage: true });
  await sinViolacionesGraves(page);
  await admin.close();
});
