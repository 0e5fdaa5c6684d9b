import AxeBuilder from '@axe-core/playwright';
import { TEXTOS_ACTAS as T, TEXTOS_VISOR_FOTO as V } from '@comando/contract';
import type { Page } from '@playwright/test';
import { expect, sesionEn, test } from './fixtures.js';
import { delegadoDeMesa, eleccionHoy } from './dia-d-preparar.js';
import { arrancarServidor, type ServidorPropio } from './servidor-propio.js';

// Issue 28, "a transcriber can read the photo": the acta's photo is zoomed, turned and moved
// on the transcription screen, at 360 px without sideways scroll, and the acta is typed with
// Tab and Enter only. The election is today, so this spec runs its own server.
let servidor: ServidorPropio;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  servidor = await arrancarServidor('comando-visor-');
});
test.afterAll(async () => {
  await servidor?.cerrar();
});

/** A portrait phone photo of a paper acta (1200 × 1600 JPEG), drawn by the browser itself. */
async function fotoDeActa(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const lienzo = document.createElement('canvas');
    lienzo.width = 1200;
    lienzo.height = 1600;
    const c = lienzo.getContext('2d');
    if (!c) throw new Error('sin canvas');
    c.fillStyle = '#fff';
    c.fillRect(0, 0, 1200, 1600);
    c.fillStyle = '#111';
    c.font = '48px sans-serif';
    ['ACTA DE ESCRUTINIO', 'Mesa M-100-1', 'ALFA 112', 'BETA 50', 'Blancos 10', 'Nulos 5'].forEach(
      (linea, i) => c.fillText(linea, 80, 140 + i * 120),
    );
    return lienzo.toDataURL('image/jpeg', 0.8).split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

const sinDesbordeLateral = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('la foto del acta se acerca, gira y mueve, y el acta se transcribe solo con Tab y Enter', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await sesionEn(browser, servidor, 'admin');
  const api = admin.request;
  // Setup through the API: the registry, the election today, the ballot, a delegate's acta.
  await eleccionHoy(api, ['cochabamba;Cercado;Unidad Educativa Sucre;R-100;1;M-100-1;220']);
  const papeleta = await api.put('/api/dia-d/partidos', {
    data: [
      { sigla: 'ALFA', nombre: 'Alianza Alfa', color: '#0ea5e9' },
      { sigla: 'BETA', nombre: 'Frente Beta', color: '#f97316' },
    ],
  });
  expect(papeleta.status()).toBe(200);
  const acceso = await delegadoDeMesa(api, 'M-100-1');
  const telefono = await browser.newContext({ baseURL: servidor.url });
  expect(
    (await telefono.request.post('/api/delegado/entrar', { data: { codigo: acceso.codigo } })).status(),
  ).toBe(200);
  const foto = await fotoDeActa(await admin.newPage());
  const envio = await telefono.request.post('/api/delegado/acta', {
    multipart: {
      id: crypto.randomUUID(),
      votos: JSON.stringify({ ALFA: 112, BETA: 50 }),
      blancos: '10',
      nulos: '5',
      foto: { name: 'acta.jpg', mimeType: 'image/jpeg', buffer: foto },
    },
  });
  expect(envio.status()).toBe(201);

  const editor = await sesionEn(browser, servidor, 'editor');
  const page = await editor.newPage();
  const imagen = page.getByRole('img', { name: T.fotoAlt('M-100-1') });
  const zoom = page.getByRole('status', { name: V.zoom });
  const boton = (name: string) => page.getByRole('button', { name, exact: true });

  // On a 360 px phone the zoomed photo stays inside its frame: no sideways page scroll.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dia-d/actas/verificar');
  await expect(imagen).toBeVisible();
  for (let i = 0; i < 6; i++) await boton(V.acercar).click();
  await expect(zoom).toHaveText('381 %');
  expect(await sinDesbordeLateral(page)).toBe(true);

  // At 1440 px: zoom, turn and fit to width, each visible on the photo's transform. With
  // reduced motion asked for, the photo jumps to each view without a transition.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await imagen.evaluate((i) => parseFloat(getComputedStyle(i).transitionDuration))).toBeLessThan(
    0.001,
  );
  await boton(V.restablecer).click();
  await expect(zoom).toHaveText('100 %');
  await boton(V.acercar).click();
  await expect(zoom).toHaveText('125 %');
  await expect(imagen).toHaveAttribute('style', /rotate\(0deg\)/);
  await boton(V.girarDerecha).click();
  await expect(imagen).toHaveAttribute('style', /rotate\(90deg\)/);
  await boton(V.girarIzquierda).click();
  await expect(imagen).toHaveAttribute('style', /rotate\(0deg\)/);
  await boton(V.ajustarAncho).click();
  // The photo fills the frame's width: its rendered box is as wide as the frame (polled: the
  // zoom was already 125 % before, so no text change says the fit has been drawn).
  const marco = page.getByRole('group', { name: V.visor(T.fotoAlt('M-100-1')) });
  await expect
    .poll(async () => {
      const [cajaFoto, cajaMarco] = await Promise.all([imagen.boundingBox(), marco.boundingBox()]);
      return Math.abs((cajaFoto?.width ?? 0) - (cajaMarco?.width ?? 0));
    })
    .toBeLessThan(4);
  await expect(zoom).not.toHaveText('125 %');

  // Accessibility with the viewer zoomed: no serious or critical WCAG 2.2 AA finding.
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  // Keyboard only from here: Tab to the frame, arrows move the photo, Tab to the first figure.
  await boton(V.ajustarAncho).focus();
  await page.keyboard.press('Tab'); // Restablecer
  await page.keyboard.press('Tab'); // Abrir la original
  await page.keyboard.press('Tab');
  await expect(marco).toBeFocused();
  const antes = await imagen.getAttribute('style');
  await page.keyboard.press('ArrowDown');
  await expect(imagen).not.toHaveAttribute('style', antes ?? '');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('ALFA — Alianza Alfa')).toBeFocused();
  // Enter moves to the next figure; the running sum is shown beside the habilitados.
  await page.keyboard.type('112');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('BETA — Frente Beta')).toBeFocused();
  await page.keyboard.type('50');
  await page.keyboard.press('Enter');
  await page.keyboard.type('10');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(T.nulos)).toBeFocused();
  await page.keyboard.type('5');
  await expect(page.getByText(V.suma('177', '220'))).toBeVisible();
  // Enter on the last figure goes to the button and sends nothing; Enter on the button sends.
  await page.keyboard.press('Enter');
  const guardar = page.getByRole('button', { name: T.guardarTranscripcion });
  await expect(guardar).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: T.resultado.verificada })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: T.resultado.verificada })).toBeVisible();
  await telefono.close();
});
