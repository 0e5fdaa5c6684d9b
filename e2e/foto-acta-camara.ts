import sharp from 'sharp';

// A phone camera's photo of a handwritten acta (issue 44), made here rather than stored: a
// 4000 × 3000 (12 MP) JPEG of 3–5 MB, the paper a little turned on a table under uneven light,
// the sensor's grain, its figures written by hand in blue ink (a stroke font of our own, each
// digit drawn with a tremor: no font of the machine is needed for them), and the EXIF a phone
// writes (make, model, time, GPS). The e2e and the last-mile bench upload it; the quality of the
// phone's re-encoding was chosen on it.

/** The figures written on the acta, by party (the ballot of the e2e and the bench). */
export const CIFRAS_FOTO = { ALFA: 127, BETA: 84, GAMA: 39, blancos: 6, nulos: 3 } as const;

const ANCHO_CAMARA = 4000;
const ALTO_CAMARA = 3000;

/** A small deterministic generator (mulberry32): the same photo on every run. */
function azar(semilla: number) {
  let a = semilla >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Punto = readonly [number, number];

/** Each digit as strokes in a box 1 wide and 1,4 high (y down), as a hand writes it. */
const DIGITOS: Record<string, Punto[][]> = {
  '0': [
    [
      [0.5, 0],
      [0.15, 0.25],
      [0.05, 0.7],
      [0.2, 1.25],
      [0.5, 1.4],
      [0.82, 1.2],
      [0.95, 0.7],
      [0.85, 0.2],
      [0.5, 0],
      [0.42, 0.05],
    ],
  ],
  '1': [
    [
      [0.25, 0.32],
      [0.58, 0],
      [0.55, 1.4],
    ],
  ],
  '2': [
    [
      [0.08, 0.35],
      [0.3, 0.04],
      [0.7, 0.04],
      [0.88, 0.35],
      [0.6, 0.8],
      [0.05, 1.38],
      [0.98, 1.36],
    ],
  ],
  '3': [
    [
      [0.1, 0.15],
      [0.5, 0],
      [0.86, 0.25],
      [0.45, 0.64],
      [0.92, 0.95],
      [0.55, 1.4],
      [0.06, 1.2],
    ],
  ],
  '4': [
    [
      [0.72, 1.4],
      [0.7, 0],
      [0.04, 0.95],
      [0.98, 0.93],
    ],
  ],
  '5': [
    [
      [0.88, 0.02],
      [0.22, 0],
      [0.12, 0.62],
      [0.58, 0.5],
      [0.92, 0.9],
      [0.62, 1.36],
      [0.08, 1.22],
    ],
  ],
  '6': [
    [
      [0.82, 0.05],
      [0.32, 0.3],
      [0.08, 0.9],
      [0.35, 1.38],
      [0.8, 1.25],
      [0.86, 0.85],
      [0.45, 0.7],
      [0.12, 0.95],
    ],
  ],
  '7': [
    [
      [0.04, 0.06],
      [0.96, 0.02],
      [0.42, 1.4],
    ],
    [
      [0.3, 0.72],
      [0.8, 0.7],
    ],
  ],
  '8': [
    [
      [0.5, 0.66],
      [0.15, 0.38],
      [0.5, 0],
      [0.85, 0.35],
      [0.5, 0.66],
      [0.1, 1.0],
      [0.5, 1.4],
      [0.9, 1.02],
      [0.5, 0.66],
    ],
  ],
  '9': [
    [
      [0.86, 0.48],
      [0.5, 0.72],
      [0.14, 0.45],
      [0.42, 0.02],
      [0.86, 0.28],
      [0.8, 1.4],
    ],
  ],
};

/** A smooth path through the points (quadratic curves between their midpoints). */
function trazo(p: Punto[]): string {
  if (p.length < 3) return `M${p.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join(' L')}`;
  let d = `M${p[0]![0].toFixed(1)} ${p[0]![1].toFixed(1)}`;
  for (let i = 1; i < p.length - 1; i++) {
    const [x, y] = p[i]!;
    const [nx, ny] = p[i + 1]!;
    const mx = i === p.length - 2 ? nx : (x + nx) / 2;
    const my = i === p.length - 2 ? ny : (y + ny) / 2;
    d += ` Q${x.toFixed(1)} ${y.toFixed(1)} ${mx.toFixed(1)} ${my.toFixed(1)}`;
  }
  return d;
}

/** A number written by hand at (x, y), `alto` px high: every digit a little different. */
function numero(n: number, x: number, y: number, alto: number, r: () => number): string {
  const ancho = alto / 1.4;
  let caminos = '';
  let cx = x;
  for (const c of String(n)) {
    const inclinacion = 0.12 + r() * 0.1;
    for (const s of DIGITOS[c]!) {
      const p = s.map(
        ([u, v]) =>
          [
            cx + (u + (1.4 - v) * inclinacion) * ancho + (r() - 0.5) * alto * 0.06,
            y + v * (alto / 1.4) + (r() - 0.5) * alto * 0.06,
          ] as const,
      );
      caminos += `<path d="${trazo(p)}"/>`;
    }
    cx += ancho * (1.05 + r() * 0.2);
  }
  return caminos;
}

/** A scrawl (the figure in words, a signature): a wavy line of loops. */
function garabato(x: number, y: number, largo: number, alto: number, r: () => number): string {
  const p: Punto[] = [];
  for (let t = 0; t <= largo; t += alto * 0.35) {
    p.push([x + t, y + (r() - 0.5) * alto + (p.length % 2 === 0 ? -alto / 3 : alto / 3)]);
  }
  return `<path d="${trazo(p)}"/>`;
}

/** The acta as an SVG the size of the photo: a printed table on paper, filled in by hand. */
function svgActa(mesa: string): string {
  const r = azar(44);
  const W = ANCHO_CAMARA;
  const H = ALTO_CAMARA;
  // The sheet, turned 2° on a wooden table.
  const px = 420;
  const py = 170;
  const pw = 3160;
  const ph = 2680;
  const filas = [...Object.entries(CIFRAS_FOTO)] as [string, number][];
  const impreso: string[] = [];
  const tinta: string[] = [];
  const t = (x: number, y: number, tam: number, s: string, peso = 400) =>
    impreso.push(
      `<text x="${x}" y="${y}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${tam}" font-weight="${peso}">${s}</text>`,
    );
  t(px + 160, py + 190, 92, 'ACTA ELECTORAL DE ESCRUTINIO Y CÓMPUTO', 700);
  t(px + 160, py + 300, 58, `Mesa ${mesa} · Recinto Unidad Educativa Sucre · Cochabamba`);
  t(
    px + 160,
    py + 380,
    46,
    'Elección de Presidente y Vicepresidente · Votos válidos por organización política',
  );
  const x0 = px + 160;
  const y0 = py + 470;
  const alto = 230;
  const cols = [x0, x0 + 900, x0 + 1650, pw + px - 160];
  const lineas: string[] = [];
  for (let i = 0; i <= filas.length + 1; i++) {
    lineas.push(`<line x1="${cols[0]}" y1="${y0 + i * alto}" x2="${cols[3]}" y2="${y0 + i * alto}"/>`);
  }
  for (const c of cols) {
    lineas.push(`<line x1="${c}" y1="${y0}" x2="${c}" y2="${y0 + (filas.length + 1) * alto}"/>`);
  }
  t(cols[0]! + 30, y0 + 150, 62, 'ORGANIZACIÓN', 700);
  t(cols[1]! + 30, y0 + 150, 62, 'VOTOS', 700);
  t(cols[2]! + 30, y0 + 150, 62, 'EN LETRAS', 700);
  filas.forEach(([nombre, cifra], i) => {
    const y = y0 + (i + 1) * alto;
    const etiqueta =
      nombre === 'blancos'
        ? 'Votos blancos'
        : nombre === 'nulos'
          ? 'Votos nulos'
          : `${nombre} — Alianza ${nombre}`;
    t(cols[0]! + 30, y + 140, 58, etiqueta);
    tinta.push(numero(cifra, cols[1]! + 120 + r() * 60, y + 60 + r() * 20, 110, r));
    tinta.push(garabato(cols[2]! + 60, y + 120, 900 + r() * 300, 70, r));
  });
  const yf = y0 + (filas.length + 1) * alto + 150;
  t(x0, yf, 50, 'Firmas de los jurados electorales y de los delegados');
  for (let i = 0; i < 3; i++) {
    tinta.push(garabato(x0 + 40 + i * 950, yf + 180, 600, 110, r));
    impreso.push(
      `<line x1="${x0 + i * 950}" y1="${yf + 260}" x2="${x0 + i * 950 + 800}" y2="${yf + 260}" stroke="#222" stroke-width="4"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <radialGradient id="luz" cx="35%" cy="30%" r="85%">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.45"/>
    </radialGradient>
    <linearGradient id="mesa" x1="0" y1="0" x2="1" y2="0.3">
      <stop offset="0" stop-color="#6b4a2e"/><stop offset="0.5" stop-color="#7d5736"/><stop offset="1" stop-color="#5a3c24"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#mesa)"/>
  <g transform="rotate(-2 ${W / 2} ${H / 2})">
    <rect x="${px + 18}" y="${py + 24}" width="${pw}" height="${ph}" fill="#000" opacity="0.35"/>
    <rect x="${px}" y="${py}" width="${pw}" height="${ph}" fill="#f3efe4"/>
    <g stroke="#333" stroke-width="5">${lineas.join('')}</g>
    <g fill="#1d1d1d">${impreso.join('')}</g>
    <g fill="none" stroke="#1f3a8a" stroke-width="7" stroke-linecap="round" stroke-linejoin="round" opacity="0.92">${tinta.join('')}</g>
  </g>
  <rect width="${W}" height="${H}" fill="url(#luz)"/>
</svg>`;
}

/**
 * The camera's JPEG (quality 92, as phones save them) with its EXIF: make, model, the time and
 * where it was taken (GPS, Cochabamba). About 4 MB: the grain is what makes it that large.
 */
export async function fotoDeCamara(mesa = 'M-100-1'): Promise<Buffer> {
  const acta = await sharp(Buffer.from(svgActa(mesa)))
    .removeAlpha()
    .raw()
    .toBuffer();
  // Sensor grain: a little noise on every pixel and channel (deterministic).
  const r = azar(7);
  for (let i = 0; i < acta.length; i += 3) {
    const luz = (r() + r() + r() - 1.5) * 16;
    for (let c = 0; c < 3; c++)
      acta[i + c] = Math.max(0, Math.min(255, acta[i + c]! + luz + (r() - 0.5) * 10));
  }
  return sharp(acta, { raw: { width: ANCHO_CAMARA, height: ALTO_CAMARA, channels: 3 } })
    .jpeg({ quality: 92, chromaSubsampling: '4:2:0' })
    .withExif({
      IFD0: {
        Make: 'Samsung',
        Model: 'Galaxy A14',
        DateTime: '2025:08:17 18:42:10',
        Software: 'A145MUBS4CXB1',
      },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '17/1 23/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '66/1 9/1 4321/100',
      },
    })
    .toBuffer();
}
