// GET /api/avisos with 10,000 avisos against the same call with 100, on a real server over loopback.
// Run: node --import tsx bench/avisos.bench.ts   (prints the median time per call and the ratio)
// The browser side does not grow with the list: the panel is virtualised (see e2e/avisos.spec.ts).
import { randomUUID } from 'node:crypto';
import { report, startBenchApp } from './lib.js';

const MUESTRAS = Number(process.env.BENCH_SAMPLES ?? 15);

const app = await startBenchApp();

async function insertar(n: number, desde: number) {
  const filas = Array.from({ length: n }, (_, i) => ({
    id: randomUUID(),
    mensaje: `Aviso de prueba número ${desde + i}: reunión con dirigentes vecinales en Quillacollo y Sacaba.`,
    fecha: '2030-01-01',
    hora: '18:30',
    fecha_creacion: new Date(Date.UTC(2026, 0, 1) + (desde + i) * 1000).toISOString(),
  }));
  // SQLite limits bound parameters per statement: insert in chunks.
  for (let i = 0; i < filas.length; i += 500) {
    await app.deps.db
      .insertInto('avisos')
      .values(filas.slice(i, i + 500))
      .execute();
  }
}

async function medianaMs(): Promise<{ ms: number; bytes: number; filas: number }> {
  const tiempos: number[] = [];
  let bytes = 0;
  let filas = 0;
  for (let i = 0; i < MUESTRAS + 3; i++) {
    const t0 = performance.now();
    const res = await fetch(`${app.url}/api/avisos`, { headers: { cookie: app.cookie } });
    const body = await res.text();
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`GET /api/avisos: ${res.status}`);
    bytes = body.length;
    filas = (JSON.parse(body) as unknown[]).length;
    if (i >= 3) tiempos.push(ms); // the first calls warm up
  }
  tiempos.sort((a, b) => a - b);
  return { ms: tiempos[Math.floor(tiempos.length / 2)] ?? Number.NaN, bytes, filas };
}

try {
  await insertar(100, 0);
  const base = await medianaMs();
  await insertar(9_900, 100);
  const grande = await medianaMs();
  if (base.filas !== 100 || grande.filas !== 10_000) throw new Error('recuento inesperado');
  report(
    `GET /api/avisos ${grande.filas} avisos (${(grande.bytes / 1024).toFixed(0)} KiB) vs ${base.filas} avisos`,
    grande.ms,
    base.ms,
    'ms',
  );
} finally {
  await app.close();
}
