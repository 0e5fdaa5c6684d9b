// Issue 17 goal 3, web bundle: builds the web app into a temp dir and measures gzipped JS
//   - the login route (`/`): the entry script of index.html plus every chunk it preloads
//     (<link rel="modulepreload">), goal ≤ 120 KB;
//   - the whole app: every JS file of the build (the delegate's page included), goal ≤ 350 KB.
// Sizes are gzip at zlib's default level, as the server's compress plugin sends them.
// Run: npm run bench size
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fmt, Goals, ROOT } from './lib.js';

const KB = 1024;
const out = await mkdtemp(path.join(tmpdir(), 'comando-bench-size-'));
try {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    cwd: path.join(ROOT, 'web'),
    env: { ...process.env, WEB_OUT_DIR: out },
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('vite build falló');

  const gz = async (file: string) => gzipSync(await readFile(path.join(out, file))).length;
  const html = await readFile(path.join(out, 'index.html'), 'utf8');
  const login = [
    ...html.matchAll(/<script type="module"[^>]*src="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  const todos = (await readdir(path.join(out, 'assets'))).filter((f) => f.endsWith('.js'));

  console.log('Ruta de login (/):');
  let loginBytes = 0;
  for (const f of login) {
    const n = await gz(f);
    loginBytes += n;
    console.log(`  ${f}: ${fmt(n / KB, 1)} KB`);
  }
  let totalBytes = 0;
  for (const f of todos) totalBytes += await gz(`assets/${f}`);
  console.log(`App completa: ${todos.length} archivos JS`);

  const goals = new Goals();
  goals.check(
    'JS de la ruta de login (gzip)',
    loginBytes <= 120 * KB,
    `${fmt(loginBytes / KB, 1)} KB, ratio ${fmt(loginBytes / (120 * KB), 2)} de la meta`,
    '≤ 120 KB',
  );
  goals.check(
    'JS de toda la app (gzip)',
    totalBytes <= 350 * KB,
    `${fmt(totalBytes / KB, 1)} KB, ratio ${fmt(totalBytes / (350 * KB), 2)} de la meta`,
    '≤ 350 KB',
  );
  goals.finish();
} finally {
  await rm(out, { recursive: true, force: true });
}
