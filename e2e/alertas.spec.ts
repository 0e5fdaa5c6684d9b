import AxeBuilder from '@axe-core/playwright';
import { DESCRIPCION_REGLAS, TEXTOS_ALERTAS as T, type Acceso, type Defensor } from '@comando/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, irASeccionDiaD, sesionEn, test } from './fixtures.js';
import { eleccionHoy } from './dia-d-preparar.js';
import { arrancarServidor, type ServidorPropio } from './servidor-propio.js';

// Issue 28 end to end: two delegates of one recinto send the same figures with the same photo;
// the rules flag the second acta; an editor at 360 px finds it in the alerts queue, filters by
// rule, marks it reviewed with a note in a dialog, and the queue follows. Axe on the screen.
let servidor: ServidorPropio;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  servidor = await arrancarServidor('comando-alertas-');
});
test.afterAll(async () => {
  await servidor?.cerrar();
});

/** A 16 × 12 JPEG (the server checks the type by content). */
const FOTO_JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAMABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCWAEpn/9k=',
  'base64',
);

async function delegadoEnvia(api: APIRequestContext, mesa: string, n: number) {
  const d = (await (
    await api.post('/api/territorial/cochabamba/defensores', {
      data: { name: `Delegada ${n}`, phone: `7123456${n}`, email: `d${n}@example.com`, pollingStation: '' },
    })
  ).json()) as Defensor;
  expect((await api.put(`/api/dia-d/mesas/${mesa}/delegado`, { data: { defensorId: d.id } })).status()).toBe(
    200,
  );
  const acceso = (await (await api.post(`/api/dia-d/delegados/${d.id}/acceso`)).json()) as Acceso;
  const entrar = await api.post('/api/delegado/entrar', { data: { codigo: acceso.codigo } });
  expect(entrar.status()).toBe(200);
  const acta = await api.post('/api/delegado/acta', {
    multipart: {
      id: `acta-e2e-${n}-${Date.now()}`,
      votos: JSON.stringify({ ALFA: 120, BETA: 50 }),
      blancos: '4',
      nulos: '3',
      foto: { name: 'acta.jpg', mimeType: 'image/jpeg', buffer: FOTO_JPEG },
    },
  });
  expect(acta.status()).toBe(201);
}

async function sinViolacionesGraves(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const graves = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(graves.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

test('un editor revisa en el teléfono la alerta de cifras repetidas con una nota, y la cola lo sigue', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await sesionEn(browser, servidor, 'admin');
  await eleccionHoy(admin.request, [
    'cochabamba;Cercado;Unidad Educativa Sucre;R-100;1;M-100-1;220',
    'cochabamba;Cercado;Unidad Educativa Sucre;R-100;2;M-100-2;220',
  ]);
  const papeleta = await admin.request.put('/api/dia-d/partidos', {
    data: [
      { sigla: 'ALFA', nombre: 'Alianza Alfa', color: '#2dd4bf' },
      { sigla: 'BETA', nombre: 'Frente Beta', color: '#f97366' },
    ],
  });
  expect(papeleta.status()).toBe(200);
  // Each delegate from a context of their own (the entry replaces the session).
  for (const [n, mesa] of [
    [1, 'M-100-1'],
    [2, 'M-100-2'],
  ] as const) {
    const ctx = await browser.newContext({ baseURL: servidor.url });
    await ctx.request.post('/api/auth/login', {
      data: { usuario: 'admin', contrasena: servidor.passwords.admin },
    });
    await delegadoEnvia(ctx.request, mesa, n);
    await ctx.close();
  }

  const editor = await browser.newContext({ baseURL: servidor.url, viewport: { width: 360, height: 740 } });
  await editor.request.post('/api/auth/login', {
    data: { usuario: 'editor', contrasena: servidor.passwords.editor },
  });
  const page = await editor.newPage();
  await page.goto('/dia-d/conteo');
  // The count's drill-down shows the flags on the acta.
  await expect(page.getByRole('link', { name: /^Alertas: Cifras repetidas en el recinto/ })).toBeVisible();
  await irASeccionDiaD(page, '/dia-d/alertas');
  await expect(page.getByRole('heading', { name: T.titulo })).toBeVisible();
  const lista = page.getByRole('list', { name: T.lista });
  // Same figures and same photo as M-100-1: two rules on M-100-2.
  await expect(lista.getByRole('listitem')).toHaveCount(2);
  const cifras = DESCRIPCION_REGLAS['cifras-repetidas-en-recinto'].nombre;
  await page.getByLabel(T.regla).selectOption({ label: cifras });
  await expect(lista.getByRole('listitem')).toHaveCount(1);
  await expect(lista).toContainText('Mismas cifras que la mesa M-100-1 del mismo recinto.');
  await sinViolacionesGraves(page);

  await page.getByRole('button', { name: T.revisarMesa('M-100-2', cifras) }).click();
  const dialogo = page.getByRole('dialog', { name: T.dialogoTitulo });
  await dialogo.getByRole('button', { name: T.guardar }).click();
  await expect(dialogo.getByLabel(T.nota)).toHaveAccessibleDescription(/Escriba una nota/);
  await dialogo.getByLabel(T.nota).fill('Llamé a la delegada: copió la mesa vecina.');
  await sinViolacionesGraves(page);
  await dialogo.getByRole('button', { name: T.guardar }).click();
  await expect(dialogo).toBeHidden();
  await expect(page.getByText(T.ninguna)).toBeVisible();

  await page.getByLabel(T.estado).selectOption({ label: T.revisadas });
  await expect(lista.getByRole('listitem')).toHaveCount(1);
  await expect(lista).toContainText('Llamé a la delegada: copió la mesa vecina.');
  await expect(lista.getByRole('button', { name: T.revisar })).toHaveCount(0);
  await admin.close();
  await editor.close();
});
