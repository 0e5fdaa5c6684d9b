// Issue 17 goal 3, Lighthouse desktop on `/` (the login page, what every user opens first):
// performance score 100 and LCP ≤ 600 ms, with the built app served by the built server on a
// fresh data dir and the system's Chromium. Lighthouse is fetched by npx at bench time (pinned
// below): it is a measuring tool, not a dependency of the app or of `npm test`.
// Run: npm run bench lighthouse
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fmt, Goals, ROOT, spawnServer } from './lib.js';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const dir = await mkdtemp(path.join(tmpdir(), 'comando-bench-lighthouse-'));
const password = `bench-${Math.random().toString(36).slice(2)}-Aa1!`;

try {
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('npm run build falló');
  const app = await spawnServer(
    [path.join(ROOT, 'server', 'dist', 'main.js')],
    { DATA_DIR: path.join(dir, 'data'), ADMIN_PASSWORD: password, EDITOR_PASSWORD: password },
    '/api/health',
  );
  const informe = path.join(dir, 'lighthouse.json');
  try {
    const r = spawnSync(
      'npx',
      [
        '-y',
        LIGHTHOUSE,
        `${app.url}/`,
        '--preset=desktop',
        '--quiet',
        '--output=json',
        `--output-path=${informe}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        stdio: 'inherit',
      },
    );
    if (r.status !== 0) throw new Error('lighthouse falló');
  } finally {
    await app.close();
  }
  const lh = JSON.parse(await readFile(informe, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue: number }>;
  };
  const puntos = Math.round(lh.categories.performance.score * 100);
  const ms = (id: string) => lh.audits[id]?.numericValue ?? Number.NaN;
  console.log(
    `FCP ${fmt(ms('first-contentful-paint'))} ms, TBT ${fmt(ms('total-blocking-time'))} ms, CLS ${fmt(ms('cumulative-layout-shift'), 3)}`,
  );
  const goals = new Goals();
  goals.check('rendimiento Lighthouse (escritorio, /)', puntos === 100, String(puntos), '100');
  const lcp = ms('largest-contentful-paint');
  goals.check('LCP', lcp <= 600, `${fmt(lcp)} ms, ratio ${fmt(lcp / 600, 2)} de la meta`, '≤ 600 ms');
  goals.finish();
} finally {
  await rm(dir, { recursive: true, force: true });
}
