// Interleaved pairs (issue 43): this tree's server against the server of another git revision
// (BENCH_CONTRA), one SQLite-1 deployment each with data of its own and the actas bench's warm-up,
// then BENCH_PARES rounds in which each takes one tanda of BENCH_ACTAS actas (200 connections, a
// 200 KB photo each), the order swapped every round. On a shared machine whose load swings,
// a figure means something only beside its pair: printed, each pair's server CPU per acta (the
// figure to read), actas per second and p99, and the differences' median and range. What a piece
// of server/src/performance/ buys is this tree against the commit without it.
// Run: BENCH_CONTRA=<revision> npm run bench pares   (BENCH_PARES=8, BENCH_ACTAS=1500)
// Both revisions must have the same migrations (this tree prepares the data).
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { actasDe, enviar, totalErrores } from './actas-envio.js';
import { prepararDiaD } from './dia-d-datos.js';
import { buildServer, cpuSegundos, fmt, percentil, ROOT, spawnServer, type Spawned } from './lib.js';

const CONTRA = process.env.BENCH_CONTRA;
const PARES = Number(process.env.BENCH_PARES ?? 8);
const ACTAS = Number(process.env.BENCH_ACTAS ?? 1500);
/** Actas each server takes before the pairs, not measured (as actas.bench.ts). */
const CALENTAMIENTO = 2000;

if (!CONTRA) {
  console.log('BENCH_CONTRA=<revisión> dice contra qué revisión medir (p. ej. el commit sin la pieza)');
  process.exit(1);
}

/**
 * The server of `revision` built in a temporary directory: its `server/` and `contract/` from git,
 * this tree's installed packages (its own contract in place of this tree's).
 */
async function construirRevision(revision: string): Promise<{ main: string; dir: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'comando-contra-'));
  const r = spawnSync(
    'sh',
    ['-c', 'git archive "$1" server contract tsconfig.base.json | tar -x -C "$2"', 'sh', revision, dir],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (r.status !== 0) throw new Error(`git archive ${revision} falló`);
  const modulos = path.join(dir, 'node_modules');
  await mkdir(path.join(modulos, '@comando'), { recursive: true });
  for (const nombre of await readdir(path.join(ROOT, 'node_modules'))) {
    if (nombre !== '@comando')
      await symlink(path.join(ROOT, 'node_modules', nombre), path.join(modulos, nombre));
  }
  await symlink(path.join(dir, 'contract'), path.join(modulos, '@comando', 'contract'));
  const b = spawnSync(process.execPath, [path.join(dir, 'server', 'build.mjs')], {
    cwd: dir,
    stdio: 'inherit',
  });
  if (b.status !== 0) throw new Error(`no se pudo construir el servidor de ${revision}`);
  return { main: path.join(dir, 'server', 'dist', 'main.js'), dir };
}

interface Lado {
  nombre: string;
  server: Spawned;
  tokens: string[];
  usados: number;
  tandas: { cpu: number; rps: number; p99: number; errores: number; carga: number }[];
}

const limpiar: (() => Promise<unknown>)[] = [];
try {
  const contra = await construirRevision(CONTRA);
  limpiar.push(() => rm(contra.dir, { recursive: true, force: true }));
  const lados: Lado[] = [];
  for (const [nombre, main] of [
    ['este árbol', await buildServer()],
    [CONTRA, contra.main],
  ] as const) {
    const datos = await prepararDiaD(CALENTAMIENTO + PARES * ACTAS, 'comando-bench-pares-');
    limpiar.push(() => rm(datos.dir, { recursive: true, force: true }));
    const server = await spawnServer(
      [main],
      {
        COPIAS_DE_ESCUCHA: '64',
        DATA_DIR: datos.dataDir,
        ADMIN_PASSWORD: datos.password,
        EDITOR_PASSWORD: datos.password,
        LOG_LEVEL: 'warn',
      },
      '/api/health',
    );
    limpiar.push(() => server.close());
    await enviar([server.url], actasDe(datos.tokens.slice(0, CALENTAMIENTO)));
    lados.push({ nombre, server, tokens: datos.tokens, usados: CALENTAMIENTO, tandas: [] });
  }
  console.log(`${fmt(PARES)} pares de ${fmt(ACTAS)} actas, tras ${fmt(CALENTAMIENTO)} de calentamiento:`);
  for (let par = 0; par < PARES; par++) {
    for (const lado of par % 2 ? [...lados].reverse() : lados) {
      const carga = loadavg()[0] ?? 0;
      const antes = cpuSegundos(lado.server.pid);
      const e = await enviar([lado.server.url], actasDe(lado.tokens.slice(lado.usados, lado.usados + ACTAS)));
      lado.usados += ACTAS;
      const cpu = ((cpuSegundos(lado.server.pid) - antes) * 1000) / Math.max(1, e.reconocidas);
      lado.tandas.push({ cpu, rps: e.rps, p99: e.p99, errores: totalErrores(e), carga });
    }
    const [a, b] = lados.map((l) => l.tandas[par]!);
    console.log(
      `  par ${par + 1}: CPU del servidor por acta ${fmt(a!.cpu, 2)} / ${fmt(b!.cpu, 2)} ms, actas/s ${fmt(a!.rps)} / ${fmt(b!.rps)}, p99 ${fmt(a!.p99)} / ${fmt(b!.p99)} ms, errores ${a!.errores} / ${b!.errores}, carga ${fmt(a!.carga, 1)}`,
    );
  }
  const [a, b] = lados;
  const resumen = (titulo: string, de: (t: Lado['tandas'][number]) => number, d = 2) => {
    const difs = a!.tandas.map((t, i) => de(t) - de(b!.tandas[i]!));
    console.log(
      `${titulo}, ${a!.nombre} − ${b!.nombre}: mediana ${fmt(percentil(difs, 0.5), d)} (${fmt(Math.min(...difs), d)} a ${fmt(Math.max(...difs), d)}), menor en ${difs.filter((x) => x < 0).length} de ${difs.length} pares`,
    );
  };
  resumen('CPU del servidor por acta (ms)', (t) => t.cpu);
  resumen('actas/s', (t) => t.rps, 0);
} finally {
  for (const f of limpiar.reverse()) await f().catch(() => {});
}
