// The quality of the photo the phone prepares (issue 44), chosen by measurement: the 12 MP camera
// photo of a handwritten acta (e2e/foto-acta-camara.ts) through the phone page's own preparation
// (web/src/delegado/foto.ts, bundled as it is) in real Chromium, at each JPEG quality. Printed per
// quality: the prepared photo's size, and how far it is from the same scaled image never
// compressed (PSNR of the luma, dB) in two crops at 100 %: the handwritten figures and the small
// print. `--recortes=DIR` writes those crops as PNG, to look at them.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import sharp from 'sharp';
import { chromium } from '@playwright/test';
import { CALIDAD_FOTO_PREPARADA } from '@comando/contract/celular-textos';
import { fotoDeCamara } from '../e2e/foto-acta-camara.js';
import { fmt, ROOT } from './lib.js';

const CALIDADES = [0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95];
const recortes = process.argv.find((a) => a.startsWith('--recortes='))?.split('=')[1];
/** Regions of the prepared photo (2.000 × 1.500): the figures column, and the small print. */
const REGIONES = {
  cifras: { left: 700, top: 440, width: 560, height: 620 },
  letra: { left: 250, top: 200, width: 900, height: 110 },
};

// In the page: the phone's own preparation, and the same decode and scaling kept lossless (PNG),
// the reference; each answered as base64.
const EN_LA_PAGINA = `
import { prepararFoto } from './web/src/delegado/foto.ts';
const base64 = async (b) => {
  const bytes = new Uint8Array(await b.arrayBuffer());
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
};
globalThis.cargar = (b64) => {
  globalThis.camara = new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/jpeg' });
};
globalThis.preparar = async (q) => {
  if (q !== 'png') return base64((await prepararFoto(globalThis.camara, { calidad: q })).foto);
  const img = await createImageBitmap(globalThis.camara, { imageOrientation: 'from-image' });
  const c = new OffscreenCanvas(2000, Math.round((img.height * 2000) / img.width));
  const ctx = c.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, 0, 0, c.width, c.height);
  return base64(await c.convertToBlob({ type: 'image/png' }));
};`;
const codigo = (
  await build({
    stdin: { contents: EN_LA_PAGINA, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    format: 'iife',
    write: false,
  })
).outputFiles[0]!.text;

const camara = await fotoDeCamara();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
await page.addScriptTag({ content: codigo });
type Pagina = { cargar(b64: string): void; preparar(q: number | 'png'): Promise<string> };
await page.evaluate((b64) => (globalThis as unknown as Pagina).cargar(b64), camara.toString('base64'));

/** The prepared photo at `calidad` (`png`: the reference, never compressed). */
async function preparada(calidad: number | 'png'): Promise<Buffer> {
  const b64 = await page.evaluate((q) => (globalThis as unknown as Pagina).preparar(q), calidad);
  return Buffer.from(b64, 'base64');
}

async function luma(img: Buffer, r: (typeof REGIONES)[keyof typeof REGIONES]) {
  return sharp(img).extract(r).greyscale().raw().toBuffer();
}

function psnr(a: Buffer, b: Buffer): number {
  let e = 0;
  for (let i = 0; i < a.length; i++) e += (a[i]! - b[i]!) ** 2;
  return 10 * Math.log10((255 * 255) / (e / a.length));
}

try {
  const referencia = await preparada('png');
  const meta = await sharp(referencia).metadata();
  console.log(
    `Foto de cámara ${fmt(camara.length / 1024)} KB (4.000 × 3.000) → ${fmt(meta.width ?? 0)} × ${fmt(meta.height ?? 0)}; calidad elegida ${fmt(CALIDAD_FOTO_PREPARADA, 2)}`,
  );
  console.log('calidad | tamaño    | PSNR cifras | PSNR letra chica');
  if (recortes) await mkdir(recortes, { recursive: true });
  for (const q of CALIDADES) {
    const foto = await preparada(q);
    const filas: string[] = [];
    for (const [nombre, r] of Object.entries(REGIONES)) {
      filas.push(`${fmt(psnr(await luma(foto, r), await luma(referencia, r)), 1)} dB`);
      if (recortes) {
        await sharp(foto)
          .extract(r)
          .png()
          .toFile(path.join(recortes, `foto-calidad-${Math.round(q * 100)}-${nombre}.png`));
      }
    }
    const elegida = q === CALIDAD_FOTO_PREPARADA ? '  ← la del teléfono' : '';
    console.log(
      `${fmt(q, 2).padEnd(7)} | ${`${fmt(foto.length / 1024)} KB`.padEnd(9)} | ${filas.join(' | ')}${elegida}`,
    );
  }
} finally {
  await browser.close();
}
