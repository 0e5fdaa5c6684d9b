// Lists the unit and API suite as vitest collects it here (with or without TEST_DATABASE_URL)
// and fails when a test file collects no test: vitest's `list` exits 0 on such a file, and
// `vitest run` stops with "No test suite found" only after every other file has run (issue 47).
// Usage: node scripts/listar-pruebas.mjs   → "N archivos, M pruebas" or the empty files, exit 1.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(path.join(tmpdir(), 'comando-lista-'));

function listar(nombre, ...extra) {
  const salida = path.join(dir, nombre);
  const r = spawnSync('npx', ['vitest', 'list', ...extra, `--json=${salida}`], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) {
    console.error(`vitest list terminó con ${r.status ?? r.signal}`);
    process.exit(1);
  }
  return JSON.parse(readFileSync(salida, 'utf8'));
}

try {
  const archivos = listar('archivos.json', '--filesOnly').map((x) => x.file);
  const pruebas = listar('pruebas.json');
  const conPruebas = new Set(pruebas.map((x) => x.file));
  const vacios = archivos.filter((f) => !conPruebas.has(f));
  const base = process.env.TEST_DATABASE_URL ? 'con TEST_DATABASE_URL' : 'sin TEST_DATABASE_URL';
  if (vacios.length > 0) {
    console.error(`Archivos de prueba que no reúnen ninguna prueba (${base}):`);
    for (const f of vacios) console.error(`  ${path.relative(root, f)}`);
    console.error('Un archivo solo de PostgreSQL se llama *.pg.test.ts (vitest.config.ts).');
    process.exit(1);
  }
  console.log(`${archivos.length} archivos, ${pruebas.length} pruebas (${base}): ningún archivo vacío`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
