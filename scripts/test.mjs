// npm test: unit + API tests (vitest), then end-to-end tests (Playwright, real Chromium).
// Ends with one summary line "N passed, M failed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'test-results');
mkdirSync(out, { recursive: true });
const only = process.argv[2]; // optional: "unit" or "e2e"

function run(args, env = {}) {
  const r = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

let passed = 0;
let failed = 0;
let skipped = 0;
let crashed = false;

if (only !== 'e2e') {
  const file = path.join(out, 'vitest.json');
  rmSync(file, { force: true });
  const code = run(['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`]);
  if (existsSync(file)) {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    // A file that collects no test (issue 47: a PostgreSQL-only file run without PostgreSQL)
    // fails the run by name: a PostgreSQL-only file is called *.pg.test.ts.
    const vacios = r.testResults.filter((f) => f.assertionResults.length === 0).map((f) => f.name);
    if (vacios.length > 0) {
      console.log(
        `Archivos de prueba que no reunieron ninguna prueba (vacíos o que no cargaron):\n  ${vacios.map((f) => path.relative(root, f)).join('\n  ')}`,
      );
      failed += vacios.length;
    }
    if (code !== 0 && r.numFailedTests === 0 && vacios.length === 0) crashed = true;
  } else crashed = true;
}

if (only !== 'unit') {
  const file = path.join(out, 'e2e.json');
  rmSync(file, { force: true });
  // The reporters are playwright.config.ts's; the JSON one is on while this variable is set.
  const code = run(['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  if (existsSync(file)) {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    passed += r.stats.expected;
    failed += r.stats.unexpected + r.stats.flaky;
    skipped += r.stats.skipped;
    if (code !== 0 && r.stats.unexpected === 0 && r.stats.flaky === 0) crashed = true;
  } else crashed = true;
}

if (crashed) console.log('A test runner stopped with an error before finishing (see above).');
// The PostgreSQL variants of the API suites run only with TEST_DATABASE_URL: say so, so
// a count without them is never mistaken for a full run.
if (only !== 'e2e') {
  console.log(
    process.env.TEST_DATABASE_URL
      ? 'PostgreSQL: se ejecutó (TEST_DATABASE_URL definida)'
      : 'PostgreSQL: no se ejecutó (TEST_DATABASE_URL sin definir)',
  );
  // The fault drills (issue 30) need PostgreSQL's binaries (a cluster of their own, restarted)
  // and root (a tmpfs for the full disk): say which ran.
  const pgBin = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').some((v) =>
        existsSync(path.join('/usr/lib/postgresql', v, 'bin', 'pg_ctl')),
      )
    : false;
  console.log(
    pgBin
      ? 'Simulacros de falla de PostgreSQL: se ejecutaron'
      : 'Simulacros de falla de PostgreSQL: no se ejecutaron (sin binarios en /usr/lib/postgresql/*/bin)',
  );
  console.log(
    process.getuid?.() === 0
      ? 'Simulacro de disco lleno: se ejecutó (como root)'
      : 'Simulacro de disco lleno: no se ejecutó (montar un tmpfs requiere root)',
  );
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || crashed ? 1 : 0);
