import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

// What makes the phone page (delegado.html) open without signal and install (issue 44), built
// with the app: its web app manifest, its icons (drawn here: no outside asset) and its service
// worker (web/src/delegado/sw.ts), a classic script at /delegado-sw.js that precaches exactly the
// files of this entry, listed from the bundle. A small worker of our own rather than
// vite-plugin-pwa: that plugin makes one worker and one manifest for the whole build and injects
// them into index.html, while here the HQ's entry must stay outside the worker, and the precache
// list is this entry's chunks only, which the bundle names and a glob cannot tell apart.

const FONDO = [15, 118, 110] as const; // the page's own teal (#0f766e)
const BLANCO = [255, 255, 255] as const;
const OSCURO = [15, 23, 42] as const; // the page's background (#0f172a)

type Color = readonly [number, number, number];

/**
 * The icon, in a unit square: a ballot box with an acta going in, ticked. Everything that matters
 * sits inside the middle 80 % (a "maskable" icon: the phone may cut it to a circle).
 */
function colorEn(x: number, y: number): Color {
  const enRect = (x0: number, y0: number, x1: number, y1: number) => x >= x0 && x <= x1 && y >= y0 && y <= y1;
  const cerca = (ax: number, ay: number, bx: number, by: number, w: number) => {
    const t = Math.max(
      0,
      Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)),
    );
    return Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay))) <= w;
  };
  // The acta, above the slot, with a tick.
  if (enRect(0.36, 0.2, 0.64, 0.5)) {
    if (cerca(0.42, 0.36, 0.48, 0.43, 0.025) || cerca(0.48, 0.43, 0.59, 0.28, 0.025)) return FONDO;
    return BLANCO;
  }
  // The box, its slot dark.
  if (enRect(0.24, 0.5, 0.76, 0.8)) {
    if (enRect(0.32, 0.5, 0.68, 0.545)) return OSCURO;
    return BLANCO;
  }
  return FONDO;
}

const TABLA_CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(b: Buffer): number {
  let c = 0xffffffff;
  for (const x of b) c = TABLA_CRC[(c ^ x) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function trozo(tipo: string, datos: Buffer): Buffer {
  const largo = Buffer.alloc(4);
  largo.writeUInt32BE(datos.length);
  const cuerpo = Buffer.concat([Buffer.from(tipo, 'latin1'), datos]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(cuerpo));
  return Buffer.concat([largo, cuerpo, crc]);
}

/** The icon as a PNG of `lado` px, each pixel the mean of 4 × 4 samples (smooth edges). */
export function iconoPng(lado: number): Buffer {
  const filas = Buffer.alloc(lado * (lado * 3 + 1));
  for (let y = 0; y < lado; y++) {
    const o = y * (lado * 3 + 1);
    for (let x = 0; x < lado; x++) {
      const suma = [0, 0, 0];
      for (let sy = 0; sy < 4; sy++) {
        for (let sx = 0; sx < 4; sx++) {
          const c = colorEn((x + (sx + 0.5) / 4) / lado, (y + (sy + 0.5) / 4) / lado);
          for (let k = 0; k < 3; k++) suma[k]! += c[k]!;
        }
      }
      for (let k = 0; k < 3; k++) filas[o + 1 + x * 3 + k] = Math.round(suma[k]! / 16);
    }
  }
  const cabecera = Buffer.alloc(13);
  cabecera.writeUInt32BE(lado, 0);
  cabecera.writeUInt32BE(lado, 4);
  cabecera.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    trozo('IHDR', cabecera),
    trozo('IDAT', deflateSync(filas, { level: 9 })),
    trozo('IEND', Buffer.alloc(0)),
  ]);
}

const ICONOS = [192, 512].map((lado) => ({ lado, archivo: `delegado-${lado}.png` }));

const aqui = (ruta: string) => fileURLToPath(new URL(ruta, import.meta.url));

/**
 * The contract's names of the installed page. Vite loads this config with Node, which would not
 * read the contract's TypeScript: esbuild bundles the texts first.
 */
async function nombres(): Promise<typeof import('@comando/contract/celular-textos')> {
  const r = await build({
    stdin: {
      contents: `export * from '@comando/contract/celular-textos';`,
      resolveDir: aqui('.'),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
  });
  const modulo: unknown = await import(
    `data:text/javascript;base64,${Buffer.from(r.outputFiles[0]!.contents).toString('base64')}`
  );
  return modulo as typeof import('@comando/contract/celular-textos');
}

async function manifiesto(): Promise<string> {
  const t = await nombres();
  return JSON.stringify({
    name: t.NOMBRE_APP_CELULAR,
    short_name: t.NOMBRE_CORTO_APP_CELULAR,
    description: t.DESCRIPCION_APP_CELULAR,
    lang: 'es',
    id: '/delegado',
    start_url: '/delegado',
    scope: '/delegado',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#0f172a',
    theme_color: '#0f766e',
    icons: ICONOS.flatMap(({ lado, archivo }) => [
      { src: `/${archivo}`, sizes: `${lado}x${lado}`, type: 'image/png', purpose: 'any' },
      { src: `/${archivo}`, sizes: `${lado}x${lado}`, type: 'image/png', purpose: 'maskable' },
    ]),
  });
}

export function paginaDelCelular(): Plugin {
  return {
    name: 'comando-pagina-del-celular',
    // `vite` (development) serves the manifest and the icons; the worker exists only in a build.
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const icono = ICONOS.find((i) => req.url === `/${i.archivo}`);
        if (req.url === '/delegado.webmanifest') {
          void manifiesto().then((m) => {
            res.setHeader('Content-Type', 'application/manifest+json');
            res.end(m);
          }, next);
        } else if (icono) {
          res.setHeader('Content-Type', 'image/png');
          res.end(iconoPng(icono.lado));
        } else next();
      });
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'delegado.webmanifest', source: await manifiesto() });
      for (const { lado, archivo } of ICONOS)
        this.emitFile({ type: 'asset', fileName: archivo, source: iconoPng(lado) });
    },
    async writeBundle(opciones, bundle) {
      const entrada = Object.values(bundle).find(
        (c) => c.type === 'chunk' && c.isEntry && c.name === 'delegado',
      );
      const html = bundle['delegado.html'];
      if (!entrada || entrada.type !== 'chunk' || !html || html.type !== 'asset') return;
      // The entry's chunk, what it imports, their styles and assets.
      const archivos = new Set<string>();
      const visitar = (nombre: string) => {
        const c = bundle[nombre];
        if (!c || archivos.has(nombre)) return;
        archivos.add(nombre);
        if (c.type !== 'chunk') return;
        for (const i of [...c.imports, ...c.dynamicImports]) visitar(i);
        for (const css of c.viteMetadata?.importedCss ?? []) archivos.add(css);
        for (const a of c.viteMetadata?.importedAssets ?? []) archivos.add(a);
      };
      visitar(entrada.fileName);
      const precache = [
        '/delegado',
        '/delegado.webmanifest',
        '/favicon.svg',
        ...ICONOS.map((i) => `/${i.archivo}`),
        ...[...archivos].sort().map((a) => `/${a}`),
      ];
      // A new version of any of them is a new worker: its bytes change, the browser installs it.
      const version = createHash('sha256')
        .update(String(html.source))
        .update(precache.join('\n'))
        .digest('hex')
        .slice(0, 16);
      const sw = await build({
        entryPoints: [aqui('./src/delegado/sw.ts')],
        bundle: true,
        format: 'iife',
        target: 'es2020',
        minify: true,
        write: false,
        define: { __PRECACHE__: JSON.stringify(precache), __VERSION__: JSON.stringify(version) },
      });
      await writeFile(path.join(opciones.dir ?? '', 'delegado-sw.js'), sw.outputFiles[0]!.contents);
    },
  };
}
