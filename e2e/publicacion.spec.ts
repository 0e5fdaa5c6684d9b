import AxeBuilder from '@axe-core/playwright';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  TEXTOS_PUBLICACION as T,
  TEXTOS_SITIO as S,
  type ActaPorTranscribir,
  type Publicacion,
} from '@comando/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { delegadoDeMesa, eleccionHoy, FOTO_JPEG } from './dia-d-preparar.js';
import { esperarCarga, expect, irASeccionDiaD, loginAs, sesionEn, test } from './fixtures.js';
import { arrancarServidor, type ServidorPropio } from './servidor-propio.js';

// Issue 46, publishing the actas: an admin publishes on the «Publicación» screen to a folder
// (PUBLICACION_DIR of the spec's own server), Comando stops, a plain static server (node:http,
// here) serves the folder, and a citizen on a 360 px phone finds a mesa by its code and by its
// place and checks its photo's SHA-256 against hashes.txt.
let servidor: ServidorPropio;
const sitio = mkdtempSync(path.join(tmpdir(), 'comando-sitio-publico-'));
let estatico: Server | undefined;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  servidor = await arrancarServidor('comando-publicacion-', () => ({ PUBLICACION_DIR: sitio }));
});
test.afterAll(async () => {
  await servidor?.cerrar();
  await new Promise((r) => (estatico ? estatico.close(r) : r(undefined)));
  rmSync(sitio, { recursive: true, force: true });
});

const TIPOS: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.csv': 'text/csv; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.jpg': 'image/jpeg',
};

/** Any web server: files of a folder by their path, GET and HEAD, 404 otherwise. Nothing else. */
async function servirCarpeta(dir: string): Promise<string> {
  estatico = createServer((req, res) => {
    void (async () => {
      const ruta = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      const archivo = path.join(dir, ruta.endsWith('/') ? `${ruta}index.html` : ruta);
      if (!archivo.startsWith(dir) || !(await stat(archivo).catch(() => null))?.isFile()) {
        res.writeHead(404).end();
        return;
      }
      const contenido = await readFile(archivo);
      res.writeHead(200, {
        'content-type': TIPOS[path.extname(archivo)] ?? 'application/octet-stream',
        'content-length': contenido.length,
      });
      res.end(req.method === 'HEAD' ? undefined : contenido);
    })();
  });
  await new Promise<void>((r) => estatico!.listen(0, '127.0.0.1', r));
  const direccion = estatico.address();
  return `http://127.0.0.1:${typeof direccion === 'object' && direccion ? direccion.port : 0}`;
}

/** A delegate's acta from `mesa` and HQ's transcription of it with the same figures: verified. */
async function actaVerificada(
  admin: APIRequestContext,
  phone: APIRequestContext,
  mesa: string,
  votos: Record<string, number>,
) {
  const acceso = await delegadoDeMesa(admin, mesa);
  expect((await phone.post('/api/delegado/entrar', { data: { codigo: acceso.codigo } })).status()).toBe(200);
  const figuras = { votos, blancos: 3, nulos: 2 };
  const enviada = await phone.post('/api/delegado/acta', {
    multipart: {
      id: crypto.randomUUID(),
      votos: JSON.stringify(votos),
      blancos: '3',
      nulos: '2',
      foto: { name: 'acta.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(FOTO_JPEG, 'base64') },
    },
  });
  expect(enviada.status()).toBe(201);
  const acta = (await (await admin.get('/api/dia-d/actas/siguiente')).json()) as ActaPorTranscribir;
  expect(acta.mesa.codigo).toBe(mesa);
  expect((await admin.post(`/api/dia-d/actas/${acta.id}/transcripcion`, { data: figuras })).status()).toBe(
    200,
  );
}

const sinDesbordeLateral = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function axeLimpio(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

test('sin destino configurado la pantalla lo dice, en español y sin error', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/dia-d/publicacion');
  await esperarCarga(page);
  await expect(page.getByRole('heading', { name: T.titulo, level: 1 })).toBeVisible();
  await expect(page.getByText(T.sinDestinoTitulo)).toBeVisible();
  await expect(page.getByRole('button', { name: T.publicar })).toHaveCount(0);
});

test('el administrador publica en una carpeta; un servidor estático la sirve y en un teléfono se encuentra la mesa', async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  const admin = await sesionEn(browser, servidor, 'admin');
  await eleccionHoy(admin.request, [
    'cochabamba;Cercado;Unidad Educativa Sucre;R-100;1;M-100-1;220',
    'cochabamba;Cercado;Unidad Educativa Sucre;R-100;2;M-100-2;220',
    'cochabamba;Quillacollo;Escuela Bolívar;R-300;1;Q-300-1;180',
  ]);
  const papeleta = await admin.request.put('/api/dia-d/partidos', {
    data: [
      { sigla: 'ALFA', nombre: 'Alianza Alfa', color: '#0ea5e9', nuestro: true },
      { sigla: 'BETA', nombre: 'Frente Beta', color: '#f97316' },
    ],
  });
  expect(papeleta.status()).toBe(200);
  for (const [mesa, votos] of [
    ['M-100-1', { ALFA: 120, BETA: 60 }],
    ['M-100-2', { ALFA: 98, BETA: 71 }],
    ['Q-300-1', { ALFA: 80, BETA: 40 }],
  ] as const) {
    const telefono = await browser.newContext({ baseURL: servidor.url });
    await actaVerificada(admin.request, telefono.request, mesa, votos);
    await telefono.close();
  }
  // The official count, where M-100-1 differs from ours (10 of ALFA's votes read as null).
  const oficial = [
    'PAIS,DEPARTAMENTO,PROVINCIA,MUNICIPIO,RECINTO,NUMERO_MESA,CODIGO_MESA,CANDIDATURA,INSCRITOS_HABILITADOS,ALFA,BETA,VOTO_VALIDO,VOTO_BLANCO,VOTO_NULO,VOTO_EMITIDO',
    'Bolivia,Cochabamba,Cercado,Cercado,Unidad Educativa Sucre,1,M-100-1,PRESIDENTE,220,110,60,170,3,12,185',
    'Bolivia,Cochabamba,Cercado,Cercado,Unidad Educativa Sucre,2,M-100-2,PRESIDENTE,220,98,71,169,3,2,174',
  ].join('\n');
  const importada = await admin.request.post('/api/dia-d/resultados-oficiales?aplicar=true', {
    multipart: {
      archivo: { name: 'oficial.csv', mimeType: 'text/csv', buffer: Buffer.from(oficial) },
      candidatura: 'PRESIDENTE',
      partidos: JSON.stringify({ ALFA: 'ALFA', BETA: 'BETA' }),
    },
  });
  expect(importada.status()).toBe(200);
  // The admin's second factor, as «Mi cuenta» turns it on; a recovery code confirms the run.
  const { secreto } = (await (await admin.request.post('/api/auth/2fa/inicio')).json()) as {
    secreto: string;
  };
  const { TOTP, Secret } = await import('otpauth');
  const totp = new TOTP({ secret: Secret.fromBase32(secreto), digits: 6, period: 30, algorithm: 'SHA1' });
  const activada = await admin.request.post('/api/auth/2fa/activar', { data: { codigo: totp.generate() } });
  expect(activada.status()).toBe(200);
  const { codigosRecuperacion } = (await activada.json()) as { codigosRecuperacion: string[] };

  // The screen: through Día D's section bar, the form, the run followed to its end.
  const page = await admin.newPage();
  await page.goto('/dia-d/mesas');
  await irASeccionDiaD(page, '/dia-d/publicacion');
  await esperarCarga(page);
  await expect(page.getByText(sitio)).toBeVisible();
  await expect(page.getByText(T.sinCorridas)).toBeVisible();
  const form = page.getByRole('form', { name: T.publicarTitulo });
  await expect(form.getByRole('radio', { name: T.alcances.verificadas })).toBeChecked();
  await form.getByLabel(T.tituloSitio).fill('Actas de la Alianza Alfa');
  await form
    .getByLabel(T.declaracion)
    .fill('Cada acta que fotografiaron nuestros delegados, para que usted la compare con la de su mesa.');
  // A wrong code: refused in Spanish, nothing published, the field empties.
  await form.getByLabel(T.codigo).fill('000000');
  await form.getByRole('button', { name: T.publicar }).click();
  await expect(form.getByRole('alert')).toContainText('Código de verificación inválido');
  await expect(form.getByLabel(T.codigo)).toHaveValue('');
  await form.getByLabel(T.codigo).fill(codigosRecuperacion[0]!);
  await form.getByRole('button', { name: T.publicar }).click();
  await expect(form.getByRole('status')).toHaveText(T.iniciada);
  const corridas = page.getByRole('list', { name: T.corridas });
  await expect(corridas.getByText(T.estados.hecha)).toBeVisible({ timeout: 30_000 });
  await expect(corridas).toContainText(T.mesas('3'));
  await axeLimpio(page);
  // From the top: the app's bar stays at the top of the window, not in the middle of the picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: info.outputPath('publicacion-admin-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await sinDesbordeLateral(page)).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: info.outputPath('publicacion-admin-360.png'), fullPage: true });
  const [corrida] = (await (await admin.request.get('/api/dia-d/publicaciones')).json()) as Publicacion[];
  expect(corrida).toMatchObject({ estado: 'hecha', mesas: 3, retirados: 0 });

  // Comando stops: what follows needs no Comando at all.
  await servidor.cerrar();
  const url = await servirCarpeta(sitio);
  const movil = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL: url });
  const externas: string[] = [];
  movil.on('request', (r) => {
    if (!r.url().startsWith(url)) externas.push(r.url());
  });
  const tel = await movil.newPage();
  await tel.goto('/index.html');
  await expect(tel.getByRole('heading', { name: 'Actas de la Alianza Alfa', level: 1 })).toBeVisible();
  expect(await sinDesbordeLateral(tel)).toBe(true);
  await axeLimpio(tel);
  await tel.screenshot({ path: info.outputPath('publicacion-sitio-360.png'), fullPage: true });

  // By code (as typed, lower case too).
  await tel.getByLabel(S.codigo).fill('m-100-2');
  await tel.getByRole('button', { name: S.buscar }).click();
  await expect(tel).toHaveURL(/\/mesas\/M-100-2\.html$/);
  await expect(tel.getByRole('heading', { name: S.mesa('M-100-2'), level: 1 })).toBeVisible();
  await expect(tel.getByRole('row', { name: /ALFA/ })).toContainText('98');
  expect(await sinDesbordeLateral(tel)).toBe(true);
  await axeLimpio(tel);
  await tel.screenshot({ path: info.outputPath('publicacion-mesa-360.png'), fullPage: true });

  // The photo's SHA-256 is the one hashes.txt lists for it.
  const foto = tel.getByRole('img', { name: S.fotoAlt('M-100-2') });
  await foto.scrollIntoViewIfNeeded();
  const src = new URL(await foto.evaluate((i: HTMLImageElement) => i.src)).pathname.slice(1);
  const bytes = await (await movil.request.get(`/${src}`)).body();
  const hashes = await (await movil.request.get('/hashes.txt')).text();
  const hash = createHash('sha256').update(bytes).digest('hex');
  expect(hashes.split('\n')).toContain(`${hash}  ${src}`);
  await expect(tel.getByText(hash)).toBeVisible();

  // An unknown code says so.
  await tel.goto('/index.html');
  await tel.getByLabel(S.codigo).fill('NO-EXISTE');
  await tel.getByRole('button', { name: S.buscar }).click();
  await expect(tel.getByRole('status')).toHaveText(S.noEncontrada('NO-EXISTE'));

  // By place: department → municipio → recinto → the mesa.
  await tel.getByRole('combobox', { name: S.departamento }).selectOption({ label: 'Cochabamba' });
  await tel.getByRole('combobox', { name: S.municipio }).selectOption({ label: 'Quillacollo (1)' });
  await tel.getByRole('combobox', { name: S.recinto }).selectOption({ label: 'Escuela Bolívar (1)' });
  await tel.getByRole('link', { name: S.mesaEnLista('Q-300-1', 1) }).click();
  await expect(tel.getByRole('heading', { name: S.mesa('Q-300-1'), level: 1 })).toBeVisible();
  expect(externas).toEqual([]);

  // A mesa's page needs no JavaScript.
  const sinJs = await browser.newContext({
    viewport: { width: 360, height: 740 },
    baseURL: url,
    javaScriptEnabled: false,
  });
  const p = await sinJs.newPage();
  await p.goto('/mesas/M-100-1.html');
  await expect(p.getByRole('heading', { name: S.mesa('M-100-1'), level: 1 })).toBeVisible();
  // Ours beside the official count, with the difference.
  await expect(p.getByText(S.difiereOficial)).toBeVisible();
  await expect(p.getByRole('row', { name: /ALFA/ })).toHaveText(/120\s*110\s*−10/);
  await p.getByRole('link', { name: S.ampliar }).click();
  await expect(p).toHaveURL(/#foto$/);

  const escritorio = await browser.newContext({ baseURL: url });
  const e = await escritorio.newPage();
  await e.goto('/index.html');
  await expect(e.getByRole('heading', { name: 'Actas de la Alianza Alfa', level: 1 })).toBeVisible();
  await e.screenshot({ path: info.outputPath('publicacion-sitio-1440.png'), fullPage: true });
  await e.goto('/mesas/M-100-1.html');
  await e.screenshot({ path: info.outputPath('publicacion-mesa-1440.png'), fullPage: true });
  await Promise.all([movil.close(), sinJs.close(), escritorio.close(), admin.close()]);
});
