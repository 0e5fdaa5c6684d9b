// Issue 17 goal 4, start: time from process start to the first 200 of GET /api/health on an
// existing data dir (migrated, seeded, users created by a first start), goal ≤ 1 s. The
// baseline of the same run is a bare node:http server started the same way.
// Run: npm run bench start
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer, fmt, Goals, spawnServer } from './lib.js';

const VECES = Number(process.env.BENCH_SAMPLES ?? 5);
const dir = await mkdtemp(path.join(tmpdir(), 'comando-bench-start-'));
const password = `bench-${Math.random().toString(36).slice(2)}-Aa1!`;
const env = { DATA_DIR: path.join(dir, 'data'), ADMIN_PASSWORD: password, EDITOR_PASSWORD: password };
const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

try {
  const mainJs = await buildServer();
  const primera = await spawnServer([mainJs], env, '/api/health');
  await primera.close();
  console.log(`Primer arranque (crea la base, migra, siembra): ${fmt(primera.startMs)} ms`);

  const bare = [
    '-e',
    "require('node:http').createServer((q, r) => r.end('ok')).listen(Number(process.env.PORT), process.env.HOST)",
  ];
  const comando: number[] = [];
  const base: number[] = [];
  // Interleaved, so load from other processes falls on both alike.
  for (let i = 0; i < VECES; i++) {
    const c = await spawnServer([mainJs], env, '/api/health');
    comando.push(c.startMs);
    await c.close();
    const b = await spawnServer(bare, {}, '/');
    base.push(b.startMs);
    await b.close();
  }
  const ms = mediana(comando);
  const baseMs = mediana(base);
  console.log(`Comando: ${comando.map((x) => fmt(x)).join(', ')} ms`);
  console.log(`node:http sin nada: ${base.map((x) => fmt(x)).join(', ')} ms`);
  const goals = new Goals();
  goals.check(
    'arranque hasta /api/health 200 (mediana)',
    ms <= 1000,
    `${fmt(ms)} ms, ratio ${fmt(ms / baseMs, 1)}× node:http sin nada (${fmt(baseMs)} ms)`,
    '≤ 1.000 ms',
  );
  goals.finish();
} finally {
  await rm(dir, { recursive: true, force: true });
}
