import AxeBuilder from '@axe-core/playwright';
import { createHash } from 'node:crypto';
import {
  MENSAJES_DIA_D,
  ETIQUETA_ESTADO_MESA_JEFE,
  TEXTOS_ACTAS as T,
  TEXTOS_ARCHIVO,
  TEXTOS_COMUNES,
  TEXTOS_DIA_D,
  TEXTOS_IMPUGNACION,
  TEXTOS_JEFE as TJ,
  TEXTOS_MENSAJERIA as TM,
  type Defensor,
} from '@comando/contract';
import { expect, sesionEn, test } from './fixtures.js';
import { delegadoDeMesa, eleccionHoy, FOTO_JPEG } from './dia-d-preparar.js';
import { arrancarServidor, type ServidorPropio } from './servidor-propio.js';

// Issue 20 end to end: a delegate at 360 px sends the acta of the mesa with its photo; an
// editor transcribes it from the photo and differs; the admin settles the dispute; a third
// browser on the count screen follows it all without reloading. The election is today, so
// this spec runs its own server (the shared one keeps the seed's date).
let servidor: ServidorPropio;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  servidor = await arrancarServidor('comando-actas-');
});
test.afterAll(async () => {
  await servidor?.cerrar();
});

const REGISTRO = [
  'cochabamba;Cercado;Unidad Educativa Sucre;R-100;1;M-100-1;220',
  'la paz;El Alto;Colegio Bolivia;R-200;1;M-200-1;198',
];

test('un delegado envía el acta con su foto; la sede la transcribe, la disputa se resuelve y el conteo lo sigue en vivo', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await sesionEn(browser, servidor, 'admin');
  const editor = await sesionEn(browser, servidor, 'editor');
  // Setup through the API: the registry, the election today, a delegate on M-100-1.
  const api = admin.request;
  await eleccionHoy(api, REGISTRO);
  const acceso = await delegadoDeMesa(api, 'M-100-1');

  // 1. The admin loads the ballot from the count screen.
  const jefa = await admin.newPage();
  await jefa.goto('/dia-d/conteo');
  await jefa.getByRole('button', { name: T.editarPapeleta }).click();
  const papeleta = jefa.getByRole('dialog', { name: T.papeleta });
  await papeleta.getByLabel(T.sigla).fill('ALFA');
  await papeleta.getByLabel(T.nombre).fill('Alianza Alfa');
  await papeleta.getByRole('button', { name: T.agregarPartido }).click();
  await papeleta.getByLabel(T.sigla).nth(1).fill('beta');
  await papeleta.getByLabel(T.nombre).nth(1).fill('Frente Beta');
  await papeleta.getByRole('button', { name: TEXTOS_COMUNES.guardar }).click();
  // Lower-case is refused with the reason, on the field.
  await expect(papeleta.getByLabel(T.sigla).nth(1)).toHaveAccessibleDescription(/letras mayúsculas/);
  await papeleta.getByLabel(T.sigla).nth(1).fill('BETA');
  await papeleta.getByRole('button', { name: TEXTOS_COMUNES.guardar }).click();
  await expect(papeleta).toBeHidden();
  await expect(jefa.getByRole('listitem').filter({ hasText: 'Frente Beta' })).toBeVisible();

  // 2. A third browser watches the count: nothing in yet.
  const observador = await (await sesionEn(browser, servidor, 'editor')).newPage();
  await observador.goto('/dia-d/conteo');
  await expect(observador.getByText(T.deMesas('0', '2')).first()).toBeVisible();

  // 3. The delegate, on a small phone, sends the acta with its photo.
  const telefono = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  const delegado = await telefono.newPage();
  await delegado.goto(`${servidor.url}/delegado#${acceso.codigo}`);
  await expect(delegado.getByRole('heading', { name: T.actaTitulo })).toBeVisible();
  await delegado.getByLabel('ALFA — Alianza Alfa').fill('120');
  await delegado.getByLabel('BETA — Frente Beta').fill('50');
  await delegado.getByLabel(T.blancos).fill('10');
  await delegado.getByLabel(T.nulos).fill('300');
  await delegado.getByRole('button', { name: T.enviarActa }).click();
  // Checked on the phone before anything is queued: 480 > 220 habilitados.
  await expect(delegado.getByRole('region', { name: T.actaTitulo }).getByRole('alert')).toContainText(
    'supera los habilitados',
  );
  await delegado.getByLabel(T.nulos).fill('5');
  const fotoActa = delegado.getByLabel(T.fotoActa, { exact: true });
  // Spanish texts around the hidden picker, whatever the phone's language (issue 26).
  await expect(fotoActa).toHaveAccessibleDescription(
    `${TEXTOS_ARCHIVO.ninguno} ${TEXTOS_ARCHIVO.limite(10)}`,
  );
  await fotoActa.setInputFiles({
    name: 'acta.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from(FOTO_JPEG, 'base64'),
  });
  await expect(fotoActa).toHaveAccessibleDescription(`acta.jpg ${TEXTOS_ARCHIVO.limite(10)}`);
  // The page redraws when the signal drops and returns, or a message from HQ arrives: what was
  // typed and chosen stays, and so does the focus (a redraw once wiped the figures mid-typing).
  const nulos = delegado.getByLabel(T.nulos);
  await nulos.focus();
  const sinSenal = delegado.getByRole('status').filter({ hasText: TEXTOS_DIA_D.sinConexion });
  await telefono.setOffline(true);
  await expect(sinSenal).toBeVisible();
  await telefono.setOffline(false);
  await expect(sinSenal).toHaveCount(0);
  await expect(delegado.getByLabel('ALFA — Alianza Alfa')).toHaveValue('120');
  await expect(nulos).toHaveValue('5');
  await expect(nulos).toBeFocused();
  await expect(fotoActa).toHaveAccessibleDescription(`acta.jpg ${TEXTOS_ARCHIVO.limite(10)}`);
  // The first try (the acta's figures, which go before its photo: issue 44) is answered 408, as
  // nginx's client_body_timeout or the server answer an upload that stopped arriving: the phone
  // keeps the acta and sends it again with the signal.
  let detenidas = 0;
  await delegado.route('**/api/delegado/acta/cifras', (r) => {
    detenidas += 1;
    return r.fulfill({
      status: 408,
      contentType: 'application/json',
      body: JSON.stringify({ error: MENSAJES_DIA_D.envioDetenido }),
    });
  });
  // The page shows the acta queued before it sends it: wait for the answer itself.
  const detenida = delegado.waitForResponse('**/api/delegado/acta/cifras');
  await delegado.getByRole('button', { name: T.enviarActa }).click();
  expect((await detenida).status()).toBe(408);
  expect(detenidas).toBe(1);
  await expect(delegado.getByRole('status').filter({ hasText: TEXTOS_DIA_D.enCola(1) })).toBeVisible();
  await expect(delegado.getByText(MENSAJES_DIA_D.envioDetenido)).toHaveCount(0);
  await delegado.unroute('**/api/delegado/acta/cifras');
  await telefono.setOffline(true);
  await telefono.setOffline(false);
  await expect(delegado.getByText(T.actaEnviada(1, 'Recibida'))).toBeVisible();
  await expect(delegado.getByRole('status').filter({ hasText: TEXTOS_DIA_D.enCola(1) })).toHaveCount(0);
  // Sent: the form starts empty again for a correction.
  await expect(delegado.getByLabel('ALFA — Alianza Alfa')).toHaveValue('');
  expect(await delegado.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);

  // The count sees it arrive, without a reload.
  await expect(observador.getByText(T.deMesas('1', '2')).first()).toBeVisible();

  // 4. The editor transcribes from the photo (never seeing the delegate's figures) and differs.
  const transcriptor = await editor.newPage();
  await transcriptor.goto('/dia-d/actas/verificar');
  await expect(transcriptor.getByRole('img', { name: T.fotoAlt('M-100-1') })).toBeVisible();
  await expect(transcriptor.getByText('120')).toHaveCount(0);
  await transcriptor.getByLabel('ALFA — Alianza Alfa').fill('112');
  await transcriptor.getByLabel('BETA — Frente Beta').fill('50');
  await transcriptor.getByLabel(T.blancos).fill('10');
  await transcriptor.getByLabel(T.nulos).fill('5');
  await transcriptor.getByRole('button', { name: T.guardarTranscripcion }).click();
  await expect(transcriptor.getByRole('status').filter({ hasText: T.resultado.disputa })).toBeVisible();
  await expect(transcriptor.getByText(T.ningunaPendiente)).toBeVisible();

  // 5. The admin, as supervisor, sees both entries beside the photo and settles it.
  const supervisora = await admin.newPage();
  await supervisora.goto('/dia-d/actas/verificar');
  const disputa = supervisora.getByRole('listitem').filter({ hasText: 'M-100-1' });
  await expect(disputa).toContainText('ALFA 120');
  await expect(disputa).toContainText(`${T.transcripcion('Editor')}`);
  await expect(disputa).toContainText('ALFA 112');
  await disputa.getByRole('button', { name: T.resolver }).click();
  const resolver = supervisora.getByRole('dialog', { name: T.resolverTitulo('M-100-1') });
  await expect(resolver.getByRole('img', { name: T.fotoAlt('M-100-1') })).toBeVisible();
  await resolver.getByLabel('ALFA — Alianza Alfa').fill('120');
  await resolver.getByLabel('BETA — Frente Beta').fill('50');
  await resolver.getByLabel(T.blancos).fill('10');
  await resolver.getByLabel(T.nulos).fill('5');
  await resolver.getByRole('button', { name: T.resolver }).click();
  await expect(resolver).toBeHidden();
  await expect(supervisora.getByText(T.sinDisputas)).toBeVisible();

  // 6. The count, never reloaded, shows the verified acta and its votes.
  const verificadas = observador
    .locator('section')
    .filter({ has: observador.getByRole('heading', { name: T.verificadas }) });
  await expect(verificadas.getByRole('row').filter({ hasText: 'ALFA' })).toContainText('120');
  await expect(verificadas.getByRole('row').filter({ hasText: 'ALFA' })).toContainText('70,59');
  await expect(observador.getByText(T.deMesas('1', '2')).nth(1)).toBeVisible();

  // Each figure down to its mesas: the department's mesas with their acta and its photo.
  await observador
    .getByRole('table', { name: T.porDepartamento })
    .getByRole('link', { name: 'Cochabamba' })
    .click();
  const listaMesas = observador.getByRole('list', { name: T.listaMesas });
  await expect(listaMesas.getByRole('listitem')).toHaveCount(1);
  await expect(listaMesas.getByRole('listitem')).toContainText('Verificada');
  // The photo opens in the viewer, in a dialog.
  await listaMesas.getByRole('button', { name: T.verFoto('M-100-1') }).click();
  const visor = observador.getByRole('dialog', { name: T.fotoAlt('M-100-1') });
  await expect(visor.getByRole('img', { name: T.fotoAlt('M-100-1') })).toBeVisible();
  // Issue 29: the phone hashed the photo before queuing it, and the viewer shows that hash.
  const enviada = createHash('sha256').update(Buffer.from(FOTO_JPEG, 'base64')).digest('hex');
  await expect(visor.getByText(`${TEXTOS_IMPUGNACION.huellaEnviada}: ${enviada}`)).toBeVisible();
  await observador.keyboard.press('Escape');
  await expect(visor).toBeHidden();
  await observador.getByLabel(T.departamento, { exact: true }).selectOption('');
  await observador.getByLabel(T.estado, { exact: true }).selectOption('sin-acta');
  await expect(listaMesas.getByRole('listitem')).toHaveCount(1);
  await expect(listaMesas.getByRole('listitem')).toContainText('M-200-1');

  // 7. The admin draws the quick count's sample (the whole registry here); the count follows.
  await jefa.getByRole('button', { name: T.sortear }).click();
  const sorteo = jefa.getByRole('dialog', { name: T.sortear });
  await sorteo.getByLabel(T.tamano).fill('2');
  await sorteo.getByLabel(T.semilla).fill('noche-e2e');
  await sorteo.getByRole('button', { name: T.sortear }).click();
  await expect(sorteo).toBeHidden();
  await expect(observador.getByText(T.muestraDe('1', '2', 'noche-e2e'))).toBeVisible();
  await expect(
    observador.getByRole('listitem').filter({ hasText: 'ALFA' }).filter({ hasText: 'IC 95 %' }),
  ).toContainText('70,6');
  await telefono.close();
});

test('la sede escribe a los delegados de un recinto; el delegado lo lee arriba en su teléfono y la sede lo ve leído', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await sesionEn(browser, servidor, 'admin');
  // A mesa of its own in another recinto of Cochabamba, with its delegate.
  await eleccionHoy(admin.request, ['cochabamba;Sacaba;Colegio Bolívar;R-300;1;M-300-1;198']);
  const acceso = await delegadoDeMesa(admin.request, 'M-300-1');
  const telefono = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  const delegado = await telefono.newPage();
  await delegado.goto(`${servidor.url}/delegado#${acceso.codigo}`);
  await expect(delegado.getByRole('heading', { name: T.actaTitulo })).toBeVisible();

  // HQ writes to that recinto's delegates from /dia-d/mensajes.
  const sede = await admin.newPage();
  await sede.goto('/dia-d/mensajes');
  await sede.getByLabel(TM.mensaje).fill('La mesa abre por la puerta de atrás');
  await sede.getByLabel(TM.destino).selectOption({ label: TM.recinto });
  await sede.getByRole('button', { name: TM.enviar }).click();
  // Without the recinto's code the form says what is missing, on the field.
  await expect(sede.getByLabel(TM.codigoRecinto)).toHaveAccessibleDescription(/código del recinto/);
  await sede.getByLabel(TM.codigoRecinto).fill('R-300');
  await sede.getByRole('button', { name: TM.enviar }).click();
  await expect(sede.getByRole('status').filter({ hasText: TM.enviadoA(1) })).toBeVisible();
  await expect(sede.getByText(TM.leidos(0, 1))).toBeVisible();

  // The phone asks on reconnect (and every minute): the message is the first section.
  await telefono.setOffline(true);
  await telefono.setOffline(false);
  const bandeja = delegado.getByRole('region', { name: new RegExp(TM.bandeja) });
  await expect(bandeja).toContainText('La mesa abre por la puerta de atrás');
  await expect(delegado.locator('main > section').first()).toHaveAttribute(
    'aria-labelledby',
    'mensajes-sede',
  );
  const graves = (
    await new AxeBuilder({ page: delegado }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()
  ).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id);
  expect(graves).toEqual([]);
  expect(await delegado.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await bandeja.getByRole('button', { name: new RegExp(TM.marcarLeido) }).click();
  await expect(bandeja).toContainText(`✓ ${TM.leido}`);

  // HQ sees it read without reloading.
  await expect(sede.getByText(TM.leidos(1, 1))).toBeVisible();
  await telefono.close();
});

test('la sede genera el acceso del jefe de recinto; el jefe ve sus mesas con a quién llamar y envía el acta de una mesa sin ella', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await sesionEn(browser, servidor, 'admin');
  const api = admin.request;
  // A recinto of two mesas: M-400-1 with its delegate, M-400-2 without one; the recinto's chief.
  await eleccionHoy(api, [
    'cochabamba;Quillacollo;Escuela Illimani;R-400;1;M-400-1;150',
    'cochabamba;Quillacollo;Escuela Illimani;R-400;2;M-400-2;150',
  ]);
  await delegadoDeMesa(api, 'M-400-1');
  if (((await (await api.get('/api/dia-d/partidos')).json()) as unknown[]).length === 0)
    expect(
      (
        await api.put('/api/dia-d/partidos', {
          data: [
            { sigla: 'ALFA', nombre: 'Alianza Alfa', color: '#2dd4bf' },
            { sigla: 'BETA', nombre: 'Frente Beta', color: '#f97366' },
          ],
        })
      ).status(),
    ).toBe(200);
  const jefe = (await (
    await api.post('/api/territorial/cochabamba/defensores', {
      data: { name: 'Jaime Torrez', phone: '72223334', email: 'jaime@example.com', pollingStation: '' },
    })
  ).json()) as Defensor;
  expect((await api.put('/api/dia-d/recintos/R-400/jefe', { data: { defensorId: jefe.id } })).status()).toBe(
    200,
  );

  // HQ issues the chief's code beside the chief, on the Día D screen.
  const sede = await admin.newPage();
  await sede.goto('/dia-d/mesas');
  await sede
    .getByRole('combobox', { name: TEXTOS_DIA_D.departamento, exact: true })
    .selectOption({ label: 'Cochabamba' });
  await sede.getByRole('combobox', { name: TEXTOS_DIA_D.municipio, exact: true }).selectOption('Quillacollo');
  await sede
    .getByRole('combobox', { name: TEXTOS_DIA_D.recinto, exact: true })
    .selectOption({ label: 'Escuela Illimani' });
  await sede.getByRole('button', { name: TJ.generarAccesoDe('Jaime Torrez') }).click();
  const dialogo = sede.getByRole('dialog', { name: TJ.accesoTitulo('Escuela Illimani') });
  await dialogo.getByRole('button', { name: TJ.generarAccesoDe('Jaime Torrez') }).click();
  await expect(dialogo.getByRole('status')).toHaveText(TEXTOS_DIA_D.accesoUnaVez);
  const codigo =
    (await dialogo.locator('p', { hasText: TEXTOS_DIA_D.codigoAcceso }).locator('strong').textContent()) ??
    '';
  expect(codigo).toMatch(/^[A-Z0-9]{10}$/);
  // HQ's count of Cochabamba's mesas, open before the acta arrives.
  const conteo = await admin.newPage();
  await conteo.goto('/dia-d/conteo');
  await conteo
    .getByRole('table', { name: T.porDepartamento })
    .getByRole('link', { name: 'Cochabamba' })
    .click();
  const mesaDos = conteo
    .getByRole('list', { name: T.listaMesas })
    .getByRole('listitem')
    .filter({ hasText: 'M-400-2' });

  // The chief, on a small phone, enters on the delegates' page with the code.
  const telefono = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  const movil = await telefono.newPage();
  await movil.goto(`${servidor.url}/delegado`);
  await movil.getByLabel(TEXTOS_DIA_D.ingreseCodigo).fill(codigo);
  await movil.getByRole('button', { name: TEXTOS_DIA_D.entrar }).click();
  await expect(movil.getByRole('heading', { name: TJ.titulo, level: 1 })).toBeVisible();
  const recinto = movil.getByRole('region', { name: TJ.recinto('Escuela Illimani', 'Quillacollo') });
  const uno = recinto.getByRole('listitem').filter({ hasText: TJ.mesa(1, 'M-400-1') });
  await expect(uno).toContainText(ETIQUETA_ESTADO_MESA_JEFE['delegado-sin-llegada']);
  await expect(uno).toContainText(TJ.delegado('Rosa Mamani'));
  await expect(uno.getByRole('link', { name: `${TJ.llamar}${TJ.aQuien('Rosa Mamani')}` })).toHaveAttribute(
    'href',
    'tel:+59171234567',
  );
  await expect(uno.getByRole('link', { name: `${TJ.whatsapp}${TJ.aQuien('Rosa Mamani')}` })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/59171234567\?text=/,
  );
  const dos = recinto.getByRole('listitem').filter({ hasText: TJ.mesa(2, 'M-400-2') });
  await expect(dos).toContainText(ETIQUETA_ESTADO_MESA_JEFE['sin-delegado']);

  // The acta of the mesa without a delegate, with its photo, exactly as a delegate sends one.
  await dos.getByRole('button', { name: TJ.enviarActa(2) }).click();
  const acta = movil.getByRole('region', { name: TJ.actaTitulo(2) });
  await acta.getByLabel('ALFA — Alianza Alfa').fill('80');
  await acta.getByLabel('BETA — Frente Beta').fill('40');
  await acta.getByLabel(T.blancos).fill('3');
  await acta.getByLabel(T.nulos).fill('2');
  // A photo of its own: the same photo as another mesa's is flagged by a rule (foto-repetida).
  const fotoPropia = Buffer.from(FOTO_JPEG, 'base64');
  fotoPropia[7] = 0x11; // first quantisation value: still a JPEG, other bytes
  await acta.getByLabel(T.fotoActa, { exact: true }).setInputFiles({
    name: 'acta.jpg',
    mimeType: 'image/jpeg',
    buffer: fotoPropia,
  });
  await movil.screenshot({ path: test.info().outputPath('jefe-360-formulario.png'), fullPage: true });
  await acta.getByRole('button', { name: T.enviarActa }).click();
  await expect(dos).toContainText(ETIQUETA_ESTADO_MESA_JEFE['acta-enviada']);
  await expect(dos).toContainText(TJ.acta(1, 'Recibida'));
  await expect(dos.getByRole('button', { name: TJ.corregirActa(2) })).toBeVisible();
  await expect(acta).toHaveCount(0);
  expect(await movil.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const graves = (
    await new AxeBuilder({ page: movil }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()
  ).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id);
  expect(graves).toEqual([]);
  await movil.screenshot({ path: test.info().outputPath('jefe-360.png'), fullPage: true });

  // HQ sees it arrive, without reloading.
  await expect(mesaDos).toContainText('Recibida');
  await expect(mesaDos).toContainText(TJ.enviadaPorJefe);
  await telefono.close();
});
