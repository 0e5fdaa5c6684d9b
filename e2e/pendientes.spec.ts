import AxeBuilder from '@axe-core/playwright';
import { TEXTOS_PENDIENTES as T } from '@comando/contract';
import type { Defensor } from '@comando/contract';
import { expect, sesionEn, test } from './fixtures.js';
import { delegadoDeMesa, eleccionHoy } from './dia-d-preparar.js';
import { arrancarServidor, type ServidorPropio } from './servidor-propio.js';

// Issue 28, the radar of pending mesas at 360 px: a delegate who has not checked in, with the
// delegate's and the recinto chief's call and WhatsApp links. The election is today and the
// arrival hour is set to 00:00, so this spec runs its own server.
let servidor: ServidorPropio;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  servidor = await arrancarServidor('comando-radar-');
});
test.afterAll(async () => {
  await servidor?.cerrar();
});

test('el radar lista al delegado sin llegada con enlaces para llamar y escribir por WhatsApp (360 px)', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await sesionEn(browser, servidor, 'admin');
  const api = admin.request;
  await eleccionHoy(api, ['cochabamba;Cercado;Unidad Educativa Sucre;R-200;1;M-200-1;220']);
  await delegadoDeMesa(api, 'M-200-1');
  const jefe = (await (
    await api.post('/api/territorial/cochabamba/defensores', {
      data: { name: 'Julio Vargas', phone: '44251234', email: 'julio@example.com', pollingStation: '' },
    })
  ).json()) as Defensor;
  expect((await api.put('/api/dia-d/recintos/R-200/jefe', { data: { defensorId: jefe.id } })).status()).toBe(
    200,
  );
  const horas = await api.put('/api/dia-d/pendientes/ajustes', {
    data: { horaLlegada: '00:00', horaCierre: '16:00', minutosActa: 60 },
  });
  expect(horas.status()).toBe(200);

  const page = await admin.newPage();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/dia-d/pendientes');
  await page.getByLabel(T.estado).selectOption('sin-llegada');
  const lista = page.getByRole('list', { name: T.lista });
  await expect(lista.getByRole('listitem')).toHaveCount(1);
  await expect(lista).toContainText(T.mesa('M-200-1'));
  await expect(page.getByRole('status')).toContainText(T.total(1, '1'));

  const llamarDelegado = page.getByRole('link', {
    name: `${T.llamar}${T.aQuien('Rosa Mamani', T.delegado)}`,
  });
  await expect(llamarDelegado).toHaveAttribute('href', 'tel:+59171234567');
  const whatsapp = page.getByRole('link', { name: `${T.whatsapp}${T.aQuien('Rosa Mamani', T.delegado)}` });
  await expect(whatsapp).toHaveAttribute(
    'href',
    `https://wa.me/59171234567?text=${encodeURIComponent(
      T.mensajeWhatsapp('M-200-1', 'Unidad Educativa Sucre', 'Delegado sin llegada'),
    )}`,
  );
  await expect(
    page.getByRole('link', { name: `${T.llamar}${T.aQuien('Julio Vargas', T.jefe)}` }),
  ).toHaveAttribute('href', 'tel:+59144251234');

  // The tree: Cochabamba's count, then its municipio.
  await page.getByRole('button', { name: /Cochabamba\s*1/ }).click();
  await expect(page.getByRole('button', { name: /Cercado\s*1/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  await page.screenshot({ path: '/tmp/radar-360.png', fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: '/tmp/radar-1440.png', fullPage: true });
});
