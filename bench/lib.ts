import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pino from 'pino';
import { buildApp } from '../server/src/app.js';
import { areas } from '../server/src/areas/index.js';
import { ensureInitialUsers } from '../server/src/auth/users.js';
import { systemClock } from '../server/src/clock.js';
import { connect } from '../server/src/db/connect.js';
import { migrateToLatest } from '../server/src/db/migrate.js';
import { seedAll } from '../server/src/db/seed.js';
import type { AppDeps } from '../server/src/deps.js';
import { ChangeFeed } from '../server/src/events/feed.js';
import { DiskFileStore } from '../server/src/files/store.js';
import { openUploadStore } from '../server/src/files/resumable-uploads.js';
import { freePort } from '../server/test/puerto-libre.js';

/**
 * A real app on a fresh SQLite file in a temp dir, listening on a loopback port; on a fresh
 * schema of that PostgreSQL server instead when `postgres` (a URL) is given.
 */
export async function startBenchApp(postgres?: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'comando-bench-'));
  const schema = postgres ? `bench_${Math.random().toString(36).slice(2, 10)}` : undefined;
  if (postgres) {
    const admin = connect({ url: postgres });
    await sql.raw(`create schema ${schema}`).execute(admin.db);
    await admin.close();
  }
  const database = postgres
    ? connect({ url: postgres, schema })
    : connect({ file: path.join(dir, 'comando.db') });
  const files = new DiskFileStore(path.join(dir, 'files'));
  await files.init();
  await migrateToLatest(database.db, areas, schema);
  const log = pino({ level: 'silent' });
  const deps: AppDeps = {
    db: database.db,
    dialect: database.dialect,
    clock: systemClock,
    files,
    subidas: await openUploadStore({ dataDir: dir }),
    log,
    feed: new ChangeFeed(),
    random: Math.random,
    areas,
    config: { maxUploadBytes: 20 * 1024 * 1024, secureCookies: false },
  };
  await seedAll(database.db, areas, deps);
  const password = `bench-${Math.random().toString(36).slice(2)}`;
  await ensureInitialUsers(database.db, systemClock, log, { admin: password, editor: password });
  const app = await buildApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario: 'admin', contrasena: password }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return {
    url,
    cookie,
    deps,
    async close() {
      await app.close();
      await database.close();
      if (postgres) {
        const admin = connect({ url: postgres });
        await sql.raw(`drop schema ${schema} cascade`).execute(admin.db);
        await admin.close();
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Prints one result line: the measured figure and its ratio to the baseline of the same run. */
export function report(name: string, value: number, baseline: number, unit: string) {
  const ratio = baseline > 0 ? value / baseline : Number.NaN;
  console.log(
    `${name}: ${value.toFixed(1)} ${unit} (baseline ${baseline.toFixed(1)} ${unit}) ratio ${ratio.toFixed(2)}`,
  );
}

// ------------------------------------------------------------------ servers in child processes

export const ROOT = path.resolve(import.meta.dirname, '..');

/** A free loopback port (the OS picks it; released before the server takes it). */

export interface Spawned {
  url: string;
  /** The process id (for its CPU time in /proc/<pid>/stat). */
  pid: number;
  /** Milliseconds from spawn to the first 200 on the probe path. */
  startMs: number;
  close(): Promise<void>;
}

/**
 * Starts `node <args>` (or `command <args>`, e.g. `npm start`) with PORT set and waits for a
 * 200 on `probe`, so the time to the first good answer is measured from process start. Output
 * is discarded (a real server would write its log lines somewhere too). A `command` runs in a
 * process group of its own, and close() signals the whole group (npm and what it started).
 * `args` may depend on the port (a program that reads it from its own configuration: nginx).
 */
export async function spawnServer(
  argsDe: string[] | ((port: number) => Promise<string[]>),
  env: Record<string, string>,
  probe: string,
  command?: string,
): Promise<Spawned> {
  const { spawn } = await import('node:child_process');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const args = typeof argsDe === 'function' ? await argsDe(port) : argsDe;
  const t0 = performance.now();
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/perfil" profiles the measured server.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(command ?? process.execPath, command ? args : [...nodeArgs, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: command !== undefined,
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`${args.join(' ')} terminó antes de responder:\n${stderr}`);
    try {
      const res = await fetch(`${url}${probe}`);
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  const startMs = performance.now() - t0;
  return {
    url,
    pid: child.pid ?? 0,
    startMs,
    close: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        if (command && child.pid) process.kill(-child.pid, 'SIGTERM');
        else child.kill('SIGTERM');
      }),
  };
}

/** Builds the server bundle (server/dist/main.js) so the bench measures what `npm start` runs. */
export async function buildServer(): Promise<string> {
  // BENCH_SIN_COMPILAR=1 measures server/dist/main.js as it is (e.g. instrumented by hand).
  if (process.env.BENCH_SIN_COMPILAR) return path.join(ROOT, 'server', 'dist', 'main.js');
  const { spawnSync } = await import('node:child_process');
  const r = spawnSync('npm', ['run', 'build', '-w', '@comando/server'], { cwd: ROOT, stdio: 'ignore' });
  if (r.status !== 0) throw new Error('npm run build -w @comando/server falló');
  return path.join(ROOT, 'server', 'dist', 'main.js');
}

// ------------------------------------------------------------------ load and goals

export interface Load {
  rps: number;
  p99: number;
  max: number;
  errors: number;
}

const CONNECTIONS = 100;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** autocannon at 100 connections for SECONDS (BENCH_SECONDS overrides). */
export async function load(
  url: string,
  headers: Record<string, string> = {},
  seconds = SECONDS,
): Promise<Load> {
  const { default: autocannon } = await import('autocannon');
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return { rps: r.requests.average, p99: r.latency.p99, max: r.latency.max, errors: r.errors + r.non2xx };
}

/**
 * Measures several servers on the same path in interleaved rounds (a, b, c, a, b, c, …) so
 * that load from other processes on this shared machine falls on all of them alike.
 * req/s and p99 are the medians of the rounds; max is the largest of all rounds.
 */
export async function compare(
  urls: string[],
  headers: Record<string, string>,
  seconds = SECONDS,
): Promise<Load[]> {
  const rounds = Math.max(1, Math.round(seconds / 2));
  const runs: Load[][] = urls.map(() => []);
  for (const url of urls) await load(url, headers, 1); // warm-up (JIT, caches)
  for (let r = 0; r < rounds; r++) {
    for (const [i, url] of urls.entries()) runs[i]?.push(await load(url, headers, seconds / rounds));
  }
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    const m = Math.floor(s.length / 2);
    return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
  };
  return runs.map((rs) => ({
    rps: median(rs.map((l) => l.rps)),
    p99: median(rs.map((l) => l.p99)),
    max: Math.max(...rs.map((l) => l.max)),
    errors: rs.reduce((n, l) => n + l.errors, 0),
  }));
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('es-ES', { minimumFractionDigits: digits, maximumFractionDigits: digits });
export const fmtLoad = (l: Load) =>
  `${fmt(l.rps)} req/s, p99 ${fmt(l.p99)} ms, max ${fmt(l.max)} ms${l.errors ? `, ${l.errors} errores` : ''}`;
export { fmt };

/** The value below which the fraction `p` of `xs` falls (0 when there is none); `xs` is left as it is. */
export const percentil = (xs: number[], p: number): number =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat. */
export function cpuSegundos(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(campos[11]) + Number(campos[12])) / 100;
}

/** CPU seconds used so far by every process of this machine whose command is `comm` (e.g. postgres). */
export function cpuDeProcesos(comm: string): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === comm) total += cpuSegundos(Number(pid));
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/** CPU seconds this whole machine has been busy so far, all cores together (/proc/stat). */
export function cpuMaquina(): number {
  const [, ...campos] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal: busy is all but idle and iowait.
  const n = campos.map(Number);
  return ((n[0] ?? 0) + (n[1] ?? 0) + (n[2] ?? 0) + (n[5] ?? 0) + (n[6] ?? 0) + (n[7] ?? 0)) / 100;
}

/** Collects goal checks; the bench process exits non-zero when one is missed. */
export class Goals {
  private missed = 0;

  check(name: string, ok: boolean, figure: string, goal: string): boolean {
    if (!ok) this.missed += 1;
    console.log(`  ${ok ? 'OK   ' : 'FALLA'} ${name}: ${figure} (meta ${goal})`);
    return ok;
  }

  finish(): void {
    console.log(
      this.missed === 0 ? '\nTodas las metas cumplidas.' : `\n${this.missed} meta(s) no cumplida(s).`,
    );
    process.exitCode = this.missed === 0 ? 0 : 1;
  }
}
