import {
  ETIQUETA_TIPO_INCIDENTE,
  hoyEnLaPaz,
  MENSAJES_DIA_D,
  TEXTOS_DIA_D as T,
  TEXTOS_ARCHIVO,
  TEXTOS_ESTRATEGIA,
  type Defensor,
} from '@comando/contract';
import { expect, sesionEn, test, unique } from './fixtures.js';
import { arrancarServidor, type ServidorPropio } from './servidor-propio.js';

// The Día D window (access codes work only around the election date) needs a date of its
// own: this spec runs its own server so the shared one keeps the seed's date.
let servidor: ServidorPropio;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  servidor = await arrancarServidor('comando-dia-d-');
});

test.afterAll(async () => {
  await servidor?.cerrar();
});

/** A 16 × 12 JPEG photo of the incident (the server checks the type by content). */
const FOTO_JPEG =
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAMABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCWAEpn/9k=';

const REGISTRO = [
  'departamento;municipio;recinto;codigo_recinto;mesa;codigo_mesa;habilitados',
  'cochabamba;Cercado;Unidad Educativa Sucre;R-100;1;M-100-1;220',
  'cochabamba;Cercado;Unidad Educativa Sucre;R-100;2;M-100-2;215',
  'cochabamba;Sacaba;Colegio Bolívar;R-200;1;M-200-1;198',
].join('\n');

test('el Día D completo: registro, delegado en su mesa, llegada e incidente sin señal, y la sede lo ve en vivo', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const sede = await sesionEn(browser, servidor, 'admin');
  // Setup through the API: the election is today (La Paz) and a defender exists in Cochabamba.
  const fecha = await sede.request.post('/api/estrategia/diad', {
    data: { totalPollingStations: 1000, coveredPollingStations: 750, electionDate: hoyEnLaPaz() },
  });
  expect(fecha.status()).toBe(200);
  const nombre = `Rosa Mamani ${unique()}`;
  const creado = await sede.request.post('/api/territorial/cochabamba/defensores', {
    data: { name: nombre, phone: '71234567', email: 'rosa@example.com', pollingStation: '' },
  });
  expect(creado.status()).toBe(201);
  const defensor = (await creado.json()) as Defensor;

  // 1. The admin imports the registry: a dry run first, then applies it.
  const mesas = await sede.newPage();
  await mesas.goto('/dia-d/mesas');
  // Before any import the list says the registry is empty (not "nothing matches the search").
  await expect(mesas.getByText(T.registroVacio)).toBeVisible();
  await expect(mesas.getByText(T.vacio)).toHaveCount(0);
  await mesas.getByRole('button', { name: T.importar }).click();
  const importar = mesas.getByRole('dialog', { name: T.importarTitulo });
  await importar.getByLabel(T.archivoCsv).setInputFiles({
    name: 'registro.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(REGISTRO),
  });
  await importar.getByRole('button', { name: T.revisar }).click();
  await expect(importar.getByRole('status')).toContainText('3');
  await importar.getByRole('button', { name: T.aplicar }).click();
  await expect(importar.getByRole('status')).toHaveText(T.importacionAplicada({ crear: 3, actualizar: 0 }));
  await importar.getByRole('button', { name: T.cerrar, exact: true }).last().click();

  // The list narrows by department, municipio and recinto (the server filters and pages).
  const lista = mesas.getByRole('list', { name: T.mesas });
  await expect(lista.getByRole('listitem')).toHaveCount(3);
  await expect(mesas.getByRole('combobox', { name: T.municipio, exact: true })).toBeDisabled();
  await mesas
    .getByRole('combobox', { name: T.departamento, exact: true })
    .selectOption({ label: 'Cochabamba' });
  await mesas.getByRole('combobox', { name: T.municipio, exact: true }).selectOption('Sacaba');
  await expect(lista.getByRole('listitem')).toHaveCount(1);
  await expect(lista.getByRole('listitem')).toContainText('M-200-1');
  await mesas
    .getByRole('combobox', { name: T.recinto, exact: true })
    .selectOption({ label: 'Colegio Bolívar' });
  await expect(lista.getByRole('listitem')).toHaveCount(1);
  await mesas.getByRole('combobox', { name: T.departamento, exact: true }).selectOption('');
  await expect(mesas.getByRole('combobox', { name: T.municipio, exact: true })).toBeDisabled();
  await expect(lista.getByRole('listitem')).toHaveCount(3);

  // 2. A delegate goes on mesa M-100-1 and gets a one-time access sheet with its QR code.
  const fila = mesas
    .getByRole('list', { name: T.mesas })
    .getByRole('listitem')
    .filter({ hasText: 'M-100-1' });
  await expect(fila).toContainText(T.sinDelegadoCelda);
  await fila.getByRole('button', { name: T.asignar }).click();
  const asignar = mesas.getByRole('dialog', { name: T.asignarTitulo('M-100-1') });
  await asignar.getByLabel(T.defensor).selectOption(defensor.id);
  await asignar.getByRole('button', { name: T.guardar }).click();
  // Saved: the dialog offers the access code of the mesa's new delegate.
  await asignar.getByRole('button', { name: T.generarAcceso }).click();
  await expect(asignar.getByText(T.accesoUnaVez)).toBeVisible();
  await expect(asignar.getByRole('img', { name: T.enlaceAcceso })).toBeVisible();
  await expect(asignar.getByRole('button', { name: T.imprimir })).toBeVisible();
  // On paper only the sheet shows: the list behind and the dialog's buttons stay off it.
  await mesas.emulateMedia({ media: 'print' });
  await expect(mesas.getByText(T.hojaInstrucciones)).toBeVisible();
  await expect(mesas.getByText(T.imprimir)).toBeHidden();
  await expect(mesas.getByRole('heading', { name: T.mesas, level: 1 })).toBeHidden();
  await mesas.screenshot({ path: test.info().outputPath('hoja-impresa.png') });
  await mesas.emulateMedia({ media: 'screen' });
  const enlace = (await asignar.getByText(/\/delegado#/).textContent())!.trim();
  await asignar.getByRole('button', { name: T.cerrar, exact: true }).last().click();
  await expect(fila).toContainText(`${T.delegado}: ${nombre}`);

  // HQ watches the mesa list and the incident desk, neither will be reloaded.
  const incidentes = await sede.newPage();
  await incidentes.goto('/dia-d/incidentes');
  await expect(incidentes.getByText(T.sinIncidentes)).toBeVisible();

  // 3. The delegate opens the link on a small phone, then loses the signal.
  const telefono = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  const delegado = await telefono.newPage();
  await delegado.goto(enlace);
  await expect(delegado.getByRole('heading', { name: T.tuMesa })).toBeVisible();
  await expect(delegado.getByText('M-100-1')).toBeVisible();
  expect(await delegado.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);

  await telefono.setOffline(true);
  await delegado.getByRole('button', { name: T.estoyEnMiMesa }).click();
  await expect(delegado.getByText(T.enCola(1))).toBeVisible();
  const texto = `Faltan ánforas ${unique()}`;
  await delegado.getByLabel(T.tipo).selectOption({ label: ETIQUETA_TIPO_INCIDENTE['falta-material'] });
  await delegado.getByLabel(T.descripcion).fill(texto);
  const foto = Buffer.from(FOTO_JPEG, 'base64');
  // The photo picker speaks Spanish whatever the phone's language (issue 26): the browser's own
  // "Choose File / No file chosen" control is a 1 px input under a label that still takes focus.
  const reporte = delegado.getByRole('region', { name: T.reportarIncidente });
  const fotoIncidente = reporte.getByLabel(T.foto, { exact: true });
  await expect(reporte.getByText(TEXTOS_ARCHIVO.elegir, { exact: true })).toBeVisible();
  await expect(fotoIncidente).toHaveAccessibleDescription(
    `${TEXTOS_ARCHIVO.ninguno} ${TEXTOS_ARCHIVO.limite(10)}`,
  );
  expect(await fotoIncidente.boundingBox()).toMatchObject({ width: 1, height: 1 });
  await fotoIncidente.focus();
  await expect(fotoIncidente).toBeFocused();
  await fotoIncidente.setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: foto });
  await expect(reporte.getByText('foto.jpg', { exact: true })).toBeVisible();
  await expect(reporte.getByText(TEXTOS_ARCHIVO.ninguno)).toHaveCount(0);
  await delegado.getByRole('button', { name: T.enviar }).click();
  await expect(delegado.getByText(T.enCola(2))).toBeVisible();
  // Nothing reached HQ while offline.
  await expect(fila).not.toContainText(T.presente);

  // 4. The signal comes back: the queue empties, each submission counted once.
  await telefono.setOffline(false);
  await expect(delegado.getByText(/envío(s)? pendiente/)).toHaveCount(0, { timeout: 20_000 });
  await expect(delegado.getByRole('heading', { name: T.misIncidentes })).toBeVisible();
  await expect(delegado.getByRole('listitem')).toHaveCount(1);

  // 5. HQ sees the check-in and the incident without reloading.
  await expect(fila).toContainText(T.presente, { timeout: 5_000 });
  await expect(incidentes.getByText(texto)).toBeVisible({ timeout: 5_000 });
  await incidentes.getByRole('button', { name: T.verFoto }).click();
  const visor = incidentes.getByRole('dialog');
  await expect(visor.getByRole('img')).toBeVisible();
  await incidentes.keyboard.press('Escape');
  await expect(visor).toBeHidden();
  // HQ adds a note: an empty one is refused on the field, a written one is listed and the field empties.
  const item = incidentes.getByRole('listitem').filter({ hasText: texto });
  const nota = item.getByRole('textbox', { name: T.nota });
  await item.getByRole('button', { name: T.agregarNota }).click();
  await expect(nota).toHaveAccessibleDescription(MENSAJES_DIA_D.notaRequerida);
  await nota.fill('Se envía abogado al recinto');
  await expect(incidentes.getByText(MENSAJES_DIA_D.notaRequerida)).toHaveCount(0);
  await item.getByRole('button', { name: T.agregarNota }).click();
  await expect(item.getByRole('list', { name: T.notas })).toContainText('Se envía abogado al recinto');
  await expect(nota).toHaveValue('');

  // The Estrategia Día D card now counts from the registry: 3 mesas, 1 with a delegate.
  const estrategia = await sede.newPage();
  await estrategia.goto('/estrategia');
  const tarjeta = estrategia
    .locator('section')
    .filter({ has: estrategia.getByRole('heading', { name: TEXTOS_ESTRATEGIA.diaD.titulo, exact: true }) });
  await expect(tarjeta.getByText(T.desdeRegistro, { exact: false })).toBeVisible();
  await expect(tarjeta.getByRole('definition').first()).toHaveText('3');
  await expect(tarjeta.getByRole('definition').nth(1)).toHaveText('1');

  await telefono.close();
  await sede.close();
});

test('delegados por CSV, jefe de recinto y acceso revocado', async ({ browser }) => {
  test.setTimeout(120_000);
  const sede = await sesionEn(browser, servidor, 'admin');
  const registro = await sede.request.post('/api/dia-d/mesas/importar?aplicar=true', {
    data: REGISTRO,
    headers: { 'content-type': 'text/csv' },
  });
  expect(registro.status()).toBe(200);
  const telefono = `7${String(Date.now()).slice(-7)}`;
  const nombre = `Juan Flores ${unique()}`;
  const creado = await sede.request.post('/api/territorial/cochabamba/defensores', {
    data: { name: nombre, phone: telefono, email: 'juan@example.com', pollingStation: '' },
  });
  expect(creado.status()).toBe(201);
  const creadoId = ((await creado.json()) as Defensor).id;

  const page = await sede.newPage();
  await page.goto('/dia-d/mesas');
  // Bulk: a CSV of telefono;codigo_mesa, reviewed then applied.
  await page.getByRole('button', { name: T.importarDelegados }).click();
  const csv = page.getByRole('dialog', { name: T.importarDelegadosTitulo });
  await csv.getByLabel(T.archivoCsv).setInputFiles({
    name: 'delegados.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`telefono;codigo_mesa\n${telefono};M-200-1\n70000000;M-999\n`),
  });
  await csv.getByRole('button', { name: T.revisar }).click();
  await expect(csv.getByRole('status')).toContainText(
    T.resultadoAsignacion({ asignar: 1, sinCambios: 0, rechazadas: 1 }),
  );
  await expect(csv.getByRole('table', { name: T.lineasRechazadas })).toContainText('3');
  await csv.getByRole('button', { name: T.aplicarAsignacion }).click();
  await expect(csv.getByRole('status')).toContainText(T.asignacionAplicada({ asignar: 1 }));
  await csv.getByRole('button', { name: T.cerrar, exact: true }).last().click();
  const fila = page.getByRole('list', { name: T.mesas }).getByRole('listitem').filter({ hasText: 'M-200-1' });
  await expect(fila).toContainText(`${T.delegado}: ${nombre}`);

  // The recinto chosen in the filters shows its chief, and staff can name one.
  await page
    .getByRole('combobox', { name: T.departamento, exact: true })
    .selectOption({ label: 'Cochabamba' });
  await page.getByRole('combobox', { name: T.municipio, exact: true }).selectOption('Sacaba');
  await page
    .getByRole('combobox', { name: T.recinto, exact: true })
    .selectOption({ label: 'Colegio Bolívar' });
  await expect(page.getByText(`${T.jefeRecinto}: ${T.sinJefe}`)).toBeVisible();
  await page.getByRole('button', { name: T.asignarJefe }).click();
  const jefe = page.getByRole('dialog', { name: T.jefeTitulo('Colegio Bolívar') });
  await jefe.getByLabel(T.defensor).selectOption({ label: `${nombre} · ${telefono}` });
  await jefe.getByRole('button', { name: T.guardar }).click();
  await expect(jefe).toBeHidden();
  await expect(page.getByText(`${T.jefeRecinto}: ${nombre} · ${telefono}`)).toBeVisible();

  // An access code, then revoked (after a confirmation): the code no longer opens the page.
  await fila.getByRole('button', { name: T.asignar }).click();
  const asignar = page.getByRole('dialog', { name: T.asignarTitulo('M-200-1') });
  await asignar.getByRole('button', { name: T.generarAcceso }).click();
  const codigo = (await asignar.getByText(/\/delegado#/).textContent())!.trim().split('#')[1]!;
  await asignar.getByRole('button', { name: T.cerrar, exact: true }).last().click();
  // Reopened, the dialog never shows the code again, and the select names the current delegate.
  await fila.getByRole('button', { name: T.asignar }).click();
  await expect(asignar.getByText(T.accesoUnaVez)).toHaveCount(0);
  await expect(asignar.getByLabel(T.defensor)).toHaveValue(creadoId);
  await asignar.getByRole('button', { name: T.revocarAcceso }).click();
  const confirmar = page.getByRole('dialog', { name: T.revocarAcceso });
  await expect(confirmar).toContainText(T.confirmarRevocar);
  await confirmar.getByRole('button', { name: T.revocarAcceso }).click();
  await expect(asignar.getByText(T.accesoRevocado)).toBeVisible();
  const entrar = await browser.newContext({ baseURL: servidor.url });
  const res = await entrar.request.post('/api/delegado/entrar', {
    data: { codigo },
    headers: { 'content-type': 'application/json' },
  });
  expect(res.status()).toBe(401);
  await entrar.close();
  await sede.close();
});
