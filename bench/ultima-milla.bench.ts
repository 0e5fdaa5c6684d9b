// The last mile (issue 44): a delegate's phone on the networks rural mesas have, in real Chromium
// at 360 px on the built app, the network emulated by Chromium itself over CDP
// (Network.emulateNetworkConditions), sending the acta of the mesa with a 12 MP camera photo of a
// handwritten acta (e2e/foto-acta-camara.ts, ~4,4 MB, with its EXIF and GPS). For each network:
// seconds until HQ has the figures, seconds until it has the photo (read from HQ's side, the
// mesa's evidence), bytes the phone sent per acta (every write to /api through a counting proxy,
// cut uploads included) with the photo's own size beside it, and the most uploads in flight at
// once. The times of the two networks with a cut are counted from the signal's return.
//
//   npm run bench ultima-milla                       the four networks, 2 min without signal
//   npm run bench ultima-milla -- --sin-senal=30     the no-signal wait shortened to 30 s (printed)
//   npm run bench ultima-milla -- --tope=600         give up on an acta after 600 s (default 900)
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hoyEnLaPaz } from '@comando/contract';
import { TEXTOS_ACTAS } from '@comando/contract/actas-textos';
import { chromium, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { CIFRAS_FOTO, fotoDeCamara } from '../e2e/foto-acta-camara.js';
import { buildServer, fmt, ROOT, spawnServer } from './lib.js';
import { Contador } from './ultima-milla-red.js';

const bandera = (nombre: string) =>
  process.argv.find((a) => a.startsWith(`--${nombre}=`))?.split('=')[1] ?? undefined;
const SIN_SENAL_S = Number(bandera('sin-senal') ?? 120);
const TOPE_S = Number(bandera('tope') ?? 900);
const CORTE_S = 10;

interface Red {
  nombre: string;
  /** kbit/s up and down, latency in ms (Chromium's emulation adds it to every request). */
  subida: number;
  bajada: number;
  latencia: number;
  corte?: boolean;
  sinSenal?: boolean;
}

const G3 = { subida: 250, bajada: 750, latencia: 150 };
const REDES: Red[] = [
  { nombre: '3G (250 kbit/s, 150 ms)', ...G3 },
  { nombre: 'EDGE (100 kbit/s, 300 ms)', subida: 100, bajada: 240, latencia: 300 },
  { nombre: `3G, sin señal ${CORTE_S} s a media foto`, ...G3, corte: true },
  { nombre: `sin señal desde la apertura, ${SIN_SENAL_S} s; luego 3G`, ...G3, sinSenal: true },
];

const PARTIDOS = ['ALFA', 'BETA', 'GAMA'] as const;
const kb = (b: number) => (b < 2 ** 20 ? `${fmt(b / 1024)} KB` : `${fmt(b / 2 ** 20, 2)} MB`);
const pausa = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------- the built app, a fresh election

console.log(
  `Fotos de cámara de 12 MP; sin señal al abrir: ${SIN_SENAL_S} s${SIN_SENAL_S === 120 ? '' : ' (acortado con --sin-senal)'}; tope por acta: ${TOPE_S} s`,
);
const foto = await fotoDeCamara();
const dir = await mkdtemp(path.join(tmpdir(), 'comando-ultima-milla-'));
const webDist = path.join(dir, 'web');
const vite = spawnSync('npx', ['vite', 'build', 'web', '--logLevel', 'warn'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, WEB_OUT_DIR: webDist },
});
if (vite.status !== 0) throw new Error('vite build falló');
const password = `bench-${Math.random().toString(36).slice(2)}-Aa1!`;
const servidor = await spawnServer(
  [await buildServer()],
  {
    DATA_DIR: path.join(dir, 'data'),
    WEB_DIST: webDist,
    ADMIN_PASSWORD: password,
    EDITOR_PASSWORD: password,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
  '/api/health',
);

const login = await fetch(`${servidor.url}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ usuario: 'admin', contrasena: password }),
});
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
async function api<T>(metodo: string, ruta: string, cuerpo?: unknown, tipo = 'application/json'): Promise<T> {
  const res = await fetch(`${servidor.url}${ruta}`, {
    method: metodo,
    headers: { cookie, ...(cuerpo === undefined ? {} : { 'content-type': tipo }) },
    body: cuerpo === undefined ? undefined : typeof cuerpo === 'string' ? cuerpo : JSON.stringify(cuerpo),
  });
  if (!res.ok) throw new Error(`${metodo} ${ruta}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? null : await res.json()) as T;
}

const mesas = REDES.map((_, i) => `M-100-${i + 1}`);
await api(
  'POST',
  '/api/dia-d/mesas/importar?aplicar=true',
  [
    'departamento;municipio;recinto;codigo_recinto;mesa;codigo_mesa;habilitados',
    ...mesas.map((m, i) => `cochabamba;Cercado;Unidad Educativa Sucre;R-100;${i + 1};${m};300`),
  ].join('\n'),
  'text/csv',
);
await api('POST', '/api/estrategia/diad', {
  totalPollingStations: mesas.length,
  coveredPollingStations: mesas.length,
  electionDate: hoyEnLaPaz(),
});
await api(
  'PUT',
  '/api/dia-d/partidos',
  PARTIDOS.map((sigla) => ({ sigla, nombre: `Alianza ${sigla}`, color: '#2563eb' })),
);
const codigos: string[] = [];
for (const [i, mesa] of mesas.entries()) {
  const defensor = await api<{ id: string }>('POST', '/api/territorial/cochabamba/defensores', {
    name: `Delegado ${i + 1}`,
    phone: `7${String(1_000_000 + i)}`,
    email: `delegado${i + 1}@example.com`,
    pollingStation: '',
  });
  await api('PUT', `/api/dia-d/mesas/${mesa}/delegado`, { defensorId: defensor.id });
  codigos.push((await api<{ codigo: string }>('POST', `/api/dia-d/delegados/${defensor.id}/acceso`)).codigo);
}

// ---------------------------------------------------------------- one delegate per network

interface Evidencia {
  acta: { recibida: string; sha256Guardada: string | null } | null;
}

async function emular(cdp: CDPSession, red: Red, offline = false) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: red.latencia,
    downloadThroughput: (red.bajada * 1000) / 8,
    uploadThroughput: (red.subida * 1000) / 8,
  });
}

/** The delegate fills the acta in, takes the photo and sends (queued on the phone first). */
async function llenarYEnviar(page: Page) {
  for (const sigla of PARTIDOS) {
    await page.getByLabel(`${sigla} — Alianza ${sigla}`).fill(String(CIFRAS_FOTO[sigla]));
  }
  await page.getByLabel(TEXTOS_ACTAS.blancos).fill(String(CIFRAS_FOTO.blancos));
  await page.getByLabel(TEXTOS_ACTAS.nulos).fill(String(CIFRAS_FOTO.nulos));
  await page
    .getByLabel(TEXTOS_ACTAS.fotoActa, { exact: true })
    .setInputFiles({ name: 'acta.jpg', mimeType: 'image/jpeg', buffer: foto });
  await page.getByRole('button', { name: TEXTOS_ACTAS.enviarActa }).click();
}

interface Medida {
  abreSinSenal?: boolean;
  cifras: number | null;
  foto: number | null;
  bytes: number;
  fotoEnviada: number | null;
  maxEnVuelo: number;
}

async function medir(
  red: Red,
  mesa: string,
  codigo: string,
  contexto: BrowserContext,
  proxy: string,
  contador: Contador,
): Promise<Medida> {
  const page = await contexto.newPage();
  await page.goto(`${proxy}/delegado#${codigo}`);
  await page.getByRole('heading', { name: TEXTOS_ACTAS.actaTitulo }).waitFor();
  // A page with a service worker: it takes the page before the signal goes (5 s at most).
  await page.evaluate(
    'Promise.race([navigator.serviceWorker?.ready, new Promise((r) => setTimeout(r, 5000))]).then(() => null)',
  );
  const cdp = await contexto.newCDPSession(page);
  await cdp.send('Network.enable');
  contador.reiniciar();
  let abreSinSenal: boolean | undefined;
  let t0: number;
  if (red.sinSenal) {
    await emular(cdp, red, true);
    const apagado = performance.now();
    abreSinSenal = await page
      .reload({ timeout: 15_000 })
      .then(() => page.getByRole('heading', { name: TEXTOS_ACTAS.actaTitulo }).waitFor({ timeout: 15_000 }))
      .then(() => true)
      .catch(() => false);
    if (abreSinSenal) await llenarYEnviar(page);
    await pausa(Math.max(0, apagado + SIN_SENAL_S * 1000 - performance.now()));
    await emular(cdp, red);
    t0 = performance.now();
    if (!abreSinSenal) {
      // The page did not open without signal: with it back, the delegate opens it and sends.
      await page.goto(`${proxy}/delegado`);
      await page.getByRole('heading', { name: TEXTOS_ACTAS.actaTitulo }).waitFor({ timeout: 60_000 });
      await llenarYEnviar(page);
    }
  } else {
    await emular(cdp, red);
    t0 = performance.now();
    await llenarYEnviar(page);
  }
  if (red.corte) {
    // The signal goes once a third of the first photo's upload has gone through.
    for (;;) {
      const subida = contador.escrituras.find((e) => e.largo > 50_000);
      if (subida && subida.bytes >= subida.largo / 3) break;
      if (performance.now() - t0 > TOPE_S * 1000) break;
      await pausa(50);
    }
    // Chromium's emulated offline alone would not break an upload in flight (it lets it through
    // at once, unthrottled): the proxy cuts the connections, then the page is told it is offline.
    contador.cortar();
    await pausa(300);
    await emular(cdp, red, true);
    await pausa(CORTE_S * 1000 - 300);
    contador.volver();
    await emular(cdp, red);
    t0 = performance.now();
  }
  let cifras: number | null = null;
  let enSede: number | null = null;
  for (;;) {
    const ahora = (performance.now() - t0) / 1000;
    if (ahora > TOPE_S) break;
    const e = await api<Evidencia>('GET', `/api/dia-d/mesas/${mesa}/evidencia`);
    if (e.acta && cifras === null) cifras = ahora;
    if (e.acta?.sha256Guardada && enSede === null) enSede = ahora;
    // Done when HQ has both and the phone has nothing more on the way.
    if (enSede !== null && contador.enVuelo === 0) break;
    await pausa(200);
  }
  const medida: Medida = {
    ...(abreSinSenal === undefined ? {} : { abreSinSenal }),
    cifras,
    foto: enSede,
    bytes: contador.bytes,
    fotoEnviada: contador.foto?.length ?? null,
    maxEnVuelo: contador.maxEnVuelo,
  };
  await page.close();
  return medida;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-dev-shm-usage', '--lang=es-ES'],
});
const filas: string[][] = [];
try {
  for (const [i, red] of REDES.entries()) {
    const contador = new Contador(servidor.url);
    const proxy = await contador.abrir();
    const contexto = await browser.newContext({
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      locale: 'es-ES',
      timezoneId: 'America/La_Paz',
    });
    const t = performance.now();
    const m = await medir(red, mesas[i]!, codigos[i]!, contexto, proxy, contador);
    await contexto.close();
    await contador.cerrar();
    const s = (x: number | null) => (x === null ? `> ${fmt(TOPE_S)} s` : `${fmt(x, 1)} s`);
    const desde = red.corte || red.sinSenal ? ' tras volver la señal' : '';
    filas.push([
      red.nombre +
        (m.abreSinSenal === undefined ? '' : m.abreSinSenal ? ' · abre sin señal' : ' · NO abre sin señal'),
      s(m.cifras) + desde,
      s(m.foto) + desde,
      `${kb(m.bytes)} (foto ${kb(foto.length)} → enviada ${m.fotoEnviada === null ? '—' : kb(m.fotoEnviada)})`,
      String(m.maxEnVuelo),
    ]);
    console.log(`  ${red.nombre}: medida en ${fmt((performance.now() - t) / 1000)} s`);
  }
} finally {
  await browser.close();
  await servidor.close();
  await rm(dir, { recursive: true, force: true });
}

const cabecera = [
  'red',
  'cifras en la sede',
  'foto en la sede',
  'bytes enviados por acta',
  'envíos a la vez (máx.)',
];
const anchos = cabecera.map((c, j) => Math.max(c.length, ...filas.map((f) => f[j]!.length)));
const linea = (f: string[]) => `| ${f.map((c, j) => c.padEnd(anchos[j]!)).join(' | ')} |`;
console.log(`\n${linea(cabecera)}\n|${anchos.map((a) => '-'.repeat(a + 2)).join('|')}|`);
for (const f of filas) console.log(linea(f));
