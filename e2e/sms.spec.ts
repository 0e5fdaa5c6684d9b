import AxeBuilder from '@axe-core/playwright';
import {
  ETIQUETA_ESTADO_ACTA,
  crearDefensor,
  ETIQUETA_RESULTADO_SMS,
  FORMATO_SMS,
  guardarDiaD,
  guardarPartidos,
  hoyEnLaPaz,
  importarMesas,
  LECTURA_SMS as L,
  recibirWebhookSms,
  RESPUESTAS_SMS as R,
  TEXTOS_ACTAS as TA,
  TEXTOS_DIA_D as T,
  TEXTOS_SMS as TS,
  type Defensor,
} from '@comando/contract';
import { arrancarPasarelaFalsa, type PasarelaFalsa } from '../server/test/pasarela-sms.js';
import { FOTO_JPEG } from './dia-d-preparar.js';
import { expect, sesionEn, test } from './fixtures.js';
import { arrancarServidor, type ServidorPropio } from './servidor-propio.js';

// Issue 44, point 6: an acta by SMS where there is no data. HQ's admin connects the gateway
// (a real HTTP server speaking SMS Gateway for Android's API, server/test/pasarela-sms.ts),
// prints a delegate's sheet with their PIN and the format, the delegate's SMS arrives through
// the gateway's signed webhook, and HQ sees it in the SMS list and in the mesa's state while the
// reply goes out through the gateway. A server of its own: the ballot and the election date are
// this spec's.

let servidor: ServidorPropio;
let pasarela: PasarelaFalsa;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  servidor = await arrancarServidor('comando-sms-');
  pasarela = await arrancarPasarelaFalsa();
});

test.afterAll(async () => {
  await pasarela?.cerrar();
  await servidor?.cerrar();
});

const PAPELETA = [
  { sigla: 'APB', nombre: 'Alianza Patria Bolivia', color: '#2dd4bf', nuestro: false },
  { sigla: 'LIBRE', nombre: 'Libertad y República', color: '#f97366', nuestro: true },
  { sigla: 'UNIDAD', nombre: 'Unidad Nacional', color: '#a78bfa', nuestro: false },
];
const SIGLAS = PAPELETA.map((p) => p.sigla);

test('la sede conecta la pasarela, el acta de un delegado llega por SMS, se ve en la lista y en la mesa, y se le responde', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const sede = await sesionEn(browser, servidor, 'admin');
  // What this test is not about, through the API: the registry, the election today, the ballot
  // and a defender with a registered phone.
  const importar = await sede.request.post(`${importarMesas.path}?aplicar=true`, {
    data: [
      'departamento;municipio;recinto;codigo_recinto;mesa;codigo_mesa;habilitados',
      'cochabamba;Cercado;Unidad Educativa Sucre;R-300;1;30002;220',
    ].join('\n'),
    headers: { 'content-type': 'text/csv' },
  });
  expect(importar.status()).toBe(200);
  expect(
    (
      await sede.request.post(guardarDiaD.path, {
        data: { totalPollingStations: 1, coveredPollingStations: 0, electionDate: hoyEnLaPaz() },
      })
    ).status(),
  ).toBe(200);
  expect((await sede.request.put(guardarPartidos.path, { data: PAPELETA })).status()).toBe(200);
  const creado = await sede.request.post(crearDefensor.path.replace(':region', 'cochabamba'), {
    data: { name: 'Rosa Mamani', phone: '71234567', email: 'rosa@example.com', pollingStation: '' },
  });
  expect(creado.status()).toBe(201);
  const defensor = (await creado.json()) as Defensor;

  // 1. The admin sets the gateway; its secrets come back only as «configurada».
  const page = await sede.newPage();
  await page.goto('/dia-d/sms');
  await expect(page.getByRole('heading', { name: TS.titulo, level: 1 })).toBeVisible();
  await expect(page.getByText(TS.ninguno)).toBeVisible();
  await page.getByLabel(TS.direccion).fill(pasarela.direccion);
  await page.getByLabel(TS.usuario, { exact: true }).fill(pasarela.usuario);
  await page.getByLabel(TS.contrasena, { exact: true }).fill(pasarela.contrasena);
  await page.getByLabel(TS.claveFirma).fill(pasarela.claveFirma);
  await page.getByLabel(TS.numero).fill('+591 70000001');
  await page.getByRole('button', { name: TS.guardar }).click();
  await expect(page.getByRole('status').filter({ hasText: TS.guardada })).toBeVisible();
  await expect(page.getByLabel(TS.contrasena, { exact: true })).toHaveValue('');
  await expect(page.getByText(`${TS.estado}: ${TS.configurada}`)).toHaveCount(2);
  // The webhook's address, as HQ registers it on the phone (the gateway's own API, as its docs do with curl).
  const webhook = `${servidor.url}${recibirWebhookSms.path}`;
  await expect(page.getByText(webhook, { exact: true })).toBeVisible();
  const registro = await fetch(`${pasarela.direccion}/webhooks`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${pasarela.usuario}:${pasarela.contrasena}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ url: webhook, event: 'sms:received' }),
  });
  expect(registro.status).toBe(201);

  // 2. A test SMS goes out through the gateway.
  await page.getByLabel(TS.telefonoPrueba).fill('71234567');
  await page.getByRole('button', { name: TS.enviarPrueba }).click();
  await expect(page.getByRole('status').filter({ hasText: TS.pruebaEnviada('+59171234567') })).toBeVisible();
  expect(pasarela.enviados.map((e) => e.texto)).toEqual([R.prueba]);

  // 3. The delegate's access sheet prints their PIN and the SMS format for their mesa.
  const mesas = await sede.newPage();
  await mesas.goto('/dia-d/mesas');
  const fila = mesas.getByRole('list', { name: T.mesas }).getByRole('listitem').filter({ hasText: '30002' });
  await fila.getByRole('button', { name: T.asignar }).click();
  const asignar = mesas.getByRole('dialog', { name: T.asignarTitulo('30002') });
  await asignar.getByLabel(T.defensor).selectOption(defensor.id);
  await asignar.getByRole('button', { name: T.guardar }).click();
  await asignar.getByRole('button', { name: T.generarAcceso }).click();
  const hoja = asignar.getByRole('region', { name: TS.hojaTitulo });
  await expect(hoja).toBeVisible();
  const pin = /(\d{4})/.exec((await hoja.getByText(TS.hojaPin).textContent()) ?? '')?.[1] ?? '';
  expect(pin).toMatch(/^\d{4}$/);
  // The access code, from the link the sheet prints (the phone page's login, step 6).
  const codigo = ((await asignar.getByText(/\/delegado#/).textContent()) ?? '').split('#')[1]?.trim() ?? '';
  await expect(hoja.getByText(FORMATO_SMS.acta('30002', SIGLAS, pin))).toBeVisible();
  await expect(hoja.getByText(FORMATO_SMS.llegada('30002', pin))).toBeVisible();
  await expect(hoja.getByText(TS.hojaNumero('+591 70000001'))).toBeVisible();

  // 4. No data at the school: the delegate texts the acta, as they would type it.
  const texto = `acta 30002 apb 12O, libre 45 unidad 3 b 2 n 1 pin ${pin}`;
  const entregas = await pasarela.recibirSms({ telefono: '+59171234567', texto });
  expect(entregas.map((e) => e.status)).toEqual([204]);
  const respuesta = R.actaRecibida('30002', 'APB 120, LIBRE 45, UNIDAD 3, blancos 2, nulos 1');
  expect(pasarela.enviados.at(-1)).toMatchObject({ texto: respuesta, telefonos: ['+59171234567'] });

  // 5. HQ sees it arrive on the SMS screen (live) with what became of it and the reply…
  const lista = page.getByRole('table', { name: TS.recibidos });
  const recibido = lista.getByRole('row').filter({ hasText: texto });
  await expect(recibido).toContainText(`${ETIQUETA_RESULTADO_SMS.acta} · 30002`);
  await expect(recibido).toContainText(respuesta);
  await expect(recibido).toContainText('+59171234567');

  // The same delivery again (the gateway retries): counted once, answered once.
  const enviadas = pasarela.enviados.length;
  const repetida = {
    telefono: '+59171234567',
    texto: `LLEGUE 30002 PIN ${pin}`,
    eventoId: 'entrega-repetida',
  };
  expect((await pasarela.recibirSms(repetida)).map((e) => e.status)).toEqual([204]);
  expect((await pasarela.recibirSms(repetida)).map((e) => e.status)).toEqual([204]);
  await expect(lista.getByRole('row').filter({ hasText: repetida.texto })).toHaveCount(1);
  expect(pasarela.enviados.length).toBe(enviadas + 1);
  // A wrong PIN, an unknown number, an unreadable part: each stored with its reply.
  const malo = pin === '0000' ? '1111' : '0000';
  const casos = [
    {
      telefono: '+59171234567',
      texto: `ACTA 30002 APB 1 LIBRE 1 UNIDAD 1 B 0 N 0 PIN ${malo}`,
      respuesta: R.pinIncorrecto,
    },
    { telefono: '+59179999999', texto: 'hola, ¿es la sede?', respuesta: R.desconocido },
    {
      telefono: '+59171234567',
      texto: `ACTA 30002 APB 120 LIBER 45 UNIDAD 3 B 2 N 1 PIN ${pin}`,
      respuesta: R.ilegible(L.desconocido('LIBER 45', SIGLAS)),
    },
  ];
  for (const c of casos) {
    await pasarela.recibirSms(c);
    expect(pasarela.enviados.at(-1)).toMatchObject({ texto: c.respuesta, telefonos: [c.telefono] });
    await expect(lista.getByRole('row').filter({ hasText: c.texto })).toContainText(c.respuesta);
  }

  // …and in the mesa's state: received by SMS, its photo still to come.
  const conteo = await sede.newPage();
  await conteo.goto('/dia-d/conteo');
  const mesa = conteo
    .getByRole('list', { name: TA.listaMesas })
    .getByRole('listitem')
    .filter({ hasText: '30002' });
  await expect(mesa).toContainText(TS.porSms);
  await expect(mesa).toContainText(ETIQUETA_ESTADO_ACTA['foto-pendiente']);

  // 6. Data again: the delegate's page shows the acta the SMS left, its photo pending; the same
  // figures with the photo give that acta its photo (no new version), ready for transcription.
  const celular = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  const delegado = await celular.newPage();
  await delegado.goto(`${servidor.url}/delegado#${codigo}`);
  await expect(delegado.getByText(TA.actaEnviada(1, ETIQUETA_ESTADO_ACTA['foto-pendiente']))).toBeVisible();
  await delegado.getByLabel('APB — Alianza Patria Bolivia').fill('120');
  await delegado.getByLabel('LIBRE — Libertad y República').fill('45');
  await delegado.getByLabel('UNIDAD — Unidad Nacional').fill('3');
  await delegado.getByLabel(TA.blancos).fill('2');
  await delegado.getByLabel(TA.nulos).fill('1');
  await delegado.getByLabel(TA.fotoActa, { exact: true }).setInputFiles({
    name: 'acta.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from(FOTO_JPEG, 'base64'),
  });
  await delegado.getByRole('button', { name: TA.enviarActa }).click();
  await expect(delegado.getByText(TA.actaEnviada(1, ETIQUETA_ESTADO_ACTA.recibida))).toBeVisible();
  await conteo.reload();
  await expect(mesa).toContainText(TS.porSms);
  await expect(mesa.getByRole('button', { name: TA.verFoto('30002') })).toBeVisible();
  await expect(mesa).not.toContainText(ETIQUETA_ESTADO_ACTA['foto-pendiente']);
  await celular.close();

  // The SMS screen on a phone: nothing wider than the screen, and axe finds nothing serious.
  await page.setViewportSize({ width: 360, height: 740 });
  const ancho = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(ancho).toBeLessThanOrEqual(360);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await sede.close();
});
