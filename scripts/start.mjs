// npm start: builds what is missing or out of date, then serves web + API on one port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const contract = newest(at('contract', 'src'));
const needs = [
  [
    '@comando/web',
    at('web', 'dist', 'index.html'),
    Math.max(contract, newest(at('web', 'src')), newest(at('web', 'public'))),
  ],
  ['@comando/server', at('server', 'dist', 'main.js'), Math.max(contract, newest(at('server', 'src')))],
];
for (const [workspace, output, sources] of needs) {
  if (mtime(output) >= sources) continue;
  console.log(`Construyendo ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', at('server', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
