import AxeBuilder from '@axe-core/playwright';
import { TEXTOS_COMPARACION as T, type ActaPorTranscribir } from '@comando/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { delegadoDeMesa, eleccionHoy } from './dia-d-preparar.js';
import { expect, irASeccionDiaD, sesionEn, test } from './fixtures.js';
import { arrancarServidor, type ServidorPropio } from './servidor-propio.js';

// Issue 29, defend the vote: an admin imports the official per-mesa file on /dia-d/oficial,
// reviews it, applies it, and sees the mesa where it differs from our verified acta, both
// figures side by side. The acta arrives today, so this spec runs its own server.
let servidor: ServidorPropio;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  servidor = await arrancarServidor('comando-oficial-');
});
test.afterAll(async () => {
  await servidor?.cerrar();
});

/** The official export (2020 layout): ALFA's 10 votes moved to nulos on our mesa. */
const OFICIAL = [
  'PAIS,DEPARTAMENTO,PROVINCIA,MUNICIPIO,RECINTO,NUMERO_MESA,CODIGO_MESA,CANDIDATURA,INSCRITOS_HABILITADOS,ALFA,BETA,VOTO_VALIDO,VOTO_BLANCO,VOTO_NULO,VOTO_EMITIDO',
  'Bolivia,Cochabamba,Cercado,Cercado,Unidad Educativa Sucre,1,M-200-1,PRESIDENTE,220,102,50,152,10,15,177',
  'Bolivia,Cochabamba,Cercado,Cercado,Unidad Educativa Sucre,2,M-200-9,PRESIDENTE,220,1,2,3,0,0,3',
].join('\n');

/** A transcription of our acta by this user (the sender's figures again: it is verified). */
async function transcribir(api: APIRequestContext) {
  const acta = (await (await api.get('/api/dia-d/actas/siguiente')).json()) as ActaPorTranscribir;
  const res = await api.post(`/api/dia-d/actas/${acta.id}/transcripcion`, {
    data: { votos: { ALFA: 112, BETA: 50 }, blancos: 10, nulos: 5 },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { estado: string };
}

const sinDesbordeLateral = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('el administrador importa el cómputo oficial, lo revisa y ve la mesa que difiere de nuestra acta', async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const admin = await sesionEn(browser, servidor, 'admin');
  const editor = await sesionEn(browser, servidor, 'editor');
  // Setup through the API: registry, ballot with our party, a delegate's acta, verified.
  await eleccionHoy(admin.request, ['cochabamba;Cercado;Unidad Educativa Sucre;R-200;1;M-200-1;220']);
  const papeleta = await admin.request.put('/api/dia-d/partidos', {
    data: [
      { sigla: 'ALFA', nombre: 'Alianza Alfa', color: '#0ea5e9', nuestro: true },
      { sigla: 'BETA', nombre: 'Frente Beta', color: '#f97316' },
    ],
  });
  expect(papeleta.status()).toBe(200);
  const acceso = await delegadoDeMesa(admin.request, 'M-200-1');
  const telefono = await browser.newContext({ baseURL: servidor.url });
  expect(
    (await telefono.request.post('/api/delegado/entrar', { data: { codigo: acceso.codigo } })).status(),
  ).toBe(200);
  const envio = await telefono.request.post('/api/delegado/acta', {
    multipart: {
      id: crypto.randomUUID(),
      votos: JSON.stringify({ ALFA: 112, BETA: 50 }),
      blancos: '10',
      nulos: '5',
      foto: {
        name: 'acta.png',
        mimeType: 'image/png',
        // A 1×1 PNG: the photo's content is not what this spec is about.
        buffer: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
          'base64',
        ),
      },
    },
  });
  expect(envio.status(), await envio.text()).toBe(201);
  expect((await transcribir(editor.request)).estado).toBe('verificada');

  const page = await admin.newPage();
  await page.goto('/dia-d/conteo');
  await irASeccionDiaD(page, '/dia-d/oficial');
  await expect(page.getByRole('heading', { name: T.titulo, level: 1 })).toBeVisible();
  await expect(page.getByText(T.sinInstantaneas).first()).toBeVisible();

  await page.getByLabel(T.archivo).setInputFiles({
    name: 'exportacion_EG2020.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(OFICIAL),
  });
  await page.getByRole('button', { name: T.revisar }).click();
  const cuenta = (titulo: string) => page.getByRole('group', { name: titulo }).getByText(/^\d+$/);
  await expect(cuenta(T.coinciden)).toHaveText('1');
  await expect(cuenta(T.sinMesa)).toHaveText('1');
  await expect(page.getByRole('combobox', { name: 'ALFA' })).toHaveValue('ALFA');
  await page.getByRole('button', { name: T.aplicar, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: T.aplicada('2') })).toBeVisible();

  const lista = page.getByRole('list', { name: T.discrepancias });
  const mesa = lista
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: T.mesa('M-200-1', 1) }) });
  await expect(mesa).toContainText(T.efectoMesa('−10'));
  const fila = (nombre: string) => mesa.getByRole('row', { name: new RegExp(`^${nombre} `) });
  await expect(fila('ALFA')).toHaveText(/112\s*102\s*−10/);
  await expect(fila(T.nulos)).toHaveText(/5\s*15\s*\+10/);
  await expect(mesa.getByRole('button', { name: T.verFoto('M-200-1') })).toBeVisible();
  await page.screenshot({ path: info.outputPath('oficial-1440.png'), fullPage: true });

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(mesa).toBeVisible();
  expect(await sinDesbordeLateral(page)).toBe(true);
  await page.screenshot({ path: info.outputPath('oficial-390.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await sinDesbordeLateral(page)).toBe(true);
});
