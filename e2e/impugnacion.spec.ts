import {
  hoyEnLaPaz,
  TEXTOS_ACTAS,
  TEXTOS_IMPUGNACION as T,
  TEXTOS_JURIDICO,
  type ActaPorTranscribir,
} from '@comando/contract';
import { expect, sesionEn, test } from './fixtures.js';
import { delegadoDeMesa, eleccionHoy, FOTO_JPEG } from './dia-d-preparar.js';
import { arrancarServidor, type ServidorPropio } from './servidor-propio.js';

// Issue 29 end to end: a verified acta whose official figures differ; from its photo, at
// 360 px, an editor prepares the challenge and finds its PDF in Jurídico's defence folder.
let servidor: ServidorPropio;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  servidor = await arrancarServidor('comando-impugnacion-');
});
test.afterAll(async () => {
  await servidor?.cerrar();
});

const OFICIAL = [
  'PAIS,DEPARTAMENTO,PROVINCIA,MUNICIPIO,RECINTO,NUMERO_MESA,CODIGO_MESA,CANDIDATURA,INSCRITOS_HABILITADOS,ALFA,BETA,VOTO_VALIDO,VOTO_BLANCO,VOTO_NULO,VOTO_EMITIDO',
  'Bolivia,Cochabamba,Cercado,Cercado,Unidad Educativa Sucre,1,M-100-1,PRESIDENTE,220,110,60,170,10,5,185',
].join('\n');

test('desde la foto de un acta verificada se prepara la impugnación y su PDF aparece en Jurídico', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await sesionEn(browser, servidor, 'admin');
  const editor = await sesionEn(browser, servidor, 'editor');
  const api = admin.request;
  await eleccionHoy(api, ['cochabamba;Cercado;Unidad Educativa Sucre;R-100;1;M-100-1;220']);
  expect(
    (
      await api.put('/api/dia-d/partidos', {
        data: [
          { sigla: 'ALFA', nombre: 'Alianza Alfa', color: '#2dd4bf', nuestro: true },
          { sigla: 'BETA', nombre: 'Frente Beta', color: '#f97366', nuestro: false },
        ],
      })
    ).status(),
  ).toBe(200);
  // The delegate sends the acta (ALFA 120 where the official count says 110), HQ verifies it.
  const acceso = await delegadoDeMesa(api, 'M-100-1');
  const telefono = await browser.newContext({ baseURL: servidor.url });
  expect(
    (await telefono.request.post('/api/delegado/entrar', { data: { codigo: acceso.codigo } })).status(),
  ).toBe(200);
  const acta = await telefono.request.post('/api/delegado/acta', {
    multipart: {
      id: 'acta-e2e-impugnacion',
      votos: JSON.stringify({ ALFA: 120, BETA: 50 }),
      blancos: '10',
      nulos: '5',
      foto: { name: 'acta.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(FOTO_JPEG, 'base64') },
    },
  });
  expect(acta.status()).toBe(201);
  const porTranscribir = (await (
    await editor.request.get('/api/dia-d/actas/siguiente')
  ).json()) as ActaPorTranscribir;
  expect(
    (
      await editor.request.post(`/api/dia-d/actas/${porTranscribir.id}/transcripcion`, {
        data: { votos: { ALFA: 120, BETA: 50 }, blancos: 10, nulos: 5 },
      })
    ).status(),
  ).toBe(200);
  const importada = await api.post('/api/dia-d/resultados-oficiales?aplicar=true', {
    multipart: {
      archivo: { name: 'exportacion_EG2020.csv', mimeType: 'text/csv', buffer: Buffer.from(OFICIAL) },
    },
  });
  expect(importada.status()).toBe(200);

  // At 360 px: the mesa's photo, its hashes, and «Preparar impugnación».
  const page = await editor.newPage();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dia-d/conteo');
  const lista = page.getByRole('list', { name: TEXTOS_ACTAS.listaMesas });
  await lista.getByRole('button', { name: TEXTOS_ACTAS.verFoto('M-100-1') }).click();
  const visor = page.getByRole('dialog', { name: TEXTOS_ACTAS.fotoAlt('M-100-1') });
  await expect(visor.getByText(`${T.huellaEnviada}: ${T.sinHuella}`)).toBeVisible();
  await expect(visor.getByText(new RegExp(`${T.huellaGuardada}: [0-9a-f]{64}`))).toBeVisible();
  await visor.getByRole('button', { name: T.preparar }).click();
  await visor.getByRole('link', { name: T.verExpediente }).click();

  // Jurídico opens on the defence tab with the folder open: the mesa's PDF is there like any file.
  await expect(page).toHaveURL(/\/juridico\?tab=expedientes-defensa&carpeta=/);
  const carpeta = page.getByRole('dialog', { name: T.carpetaNombre('Cochabamba', hoyEnLaPaz()) });
  await expect(carpeta.getByText(T.archivoNombre('M-100-1'))).toBeVisible();
  await expect(
    carpeta.getByRole('button', { name: TEXTOS_JURIDICO.ver(T.archivoNombre('M-100-1')) }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  await telefono.close();
});
