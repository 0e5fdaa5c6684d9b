// Issue 17 goal 4 and issue 26, start: time from process start to the first 200 of
// GET /api/health on an existing data dir (migrated, seeded, users created by a first start),
// goal ≤ 1 s, measured two ways: `npm start` as a user types it (npm, scripts/start.mjs's
// up-to-date check, then the server) and `node server/dist/main.js` alone. The baseline of the
// same run is a bare node:http server started the same way as the latter.
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
  // Once unmeasured: npm start builds whatever is missing or out of date (the web app).
  await (await spawnServer(['start'], env, '/api/health', 'npm')).close();

  const bare = [
    '-e',
    "require('node:http').createServer((q, r) => r.end('ok')).listen(Number(process.env.PORT), process.env.HOST)",
  ];
  const npmStart: number[] = [];
  const comando: number[] = [];
  const base: number[] = [];
  // Interleaved, so load from other processes falls on all of them alike.
  for (let i = 0; i < VECES; i++) {
    const n = await spawnServer(['start'], env, '/api/health', 'npm');
    npmStart.push(n.startMs);
    await n.close();
    const c = await spawnServer([mainJs], env, '/api/health');
    comando.push(c.startMs);
    await c.close();
    const b = await spawnServer(bare, {}, '/');
    base.push(b.startMs);
    await b.close();
  }
  const npmMs = mediana(npmStart);
  const ms = mediana(comando);
  const baseMs = mediana(base);
  console.log(`npm start: ${npmStart.map((x) => fmt(x)).join(', ')} ms`);
  console.log(`node server/dist/main.js: ${comando.map((x) => fmt(x)).join(', ')} ms`);
  console.log(`node:http sin nada: ${base.map((x) => fmt(x)).join(', ')} ms`);
  // What npm start adds to the server's own start (npm itself, the up-to-date check), per round.
  const extra = mediana(npmStart.map((x, i) => x - (comando[i] ?? 0)));
  console.log(`npm start − node server/dist/main.js (mediana por ronda): ${fmt(extra)} ms`);
  const goals = new Goals();
  goals.check(
    'npm start hasta /api/health 200 (mediana)',
    npmMs <= 1000,
    `${fmt(npmMs)} ms, ratio ${fmt(npmMs / baseMs, 1)}× node:http sin nada (${fmt(baseMs)} ms)`,
    '≤ 1.000 ms',
  );
  goals.check(
    'node server/dist/main.js hasta /api/health 200 (mediana)',
    ms <= 1000,
    `${fmt(ms)} ms, ratio ${fmt(ms / baseMs, 1)}× node:http sin nada (${fmt(baseMs)} ms)`,
    '≤ 1.000 ms',
  );
  goals.finish();
} finally {
  await rm(dir, { recursive: true, force: true });
}
