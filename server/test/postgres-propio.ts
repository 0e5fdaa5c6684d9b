import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './puerto-libre.js';

/** The newest PostgreSQL server binaries of the machine (Debian's layout), if any. */
function binariosPostgres(): string | undefined {
  const raiz = '/usr/lib/postgresql';
  if (!existsSync(raiz)) return undefined;
  const versiones = readdirSync(raiz)
    .filter((v) => existsSync(path.join(raiz, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  const v = versiones.at(-1);
  return v ? path.join(raiz, v, 'bin') : undefined;
}

/** True when this machine can start a PostgreSQL of a test's own (the binaries are installed). */
export const hayPostgresPropio = binariosPostgres() !== undefined;

export interface PostgresPropio {
  url: string;
  /** Stops the server at once (fast shutdown: open connections are cut). */
  detener(): void;
  /** Starts it again on the same data. */
  arrancar(): void;
  /** Stops it and removes its data. */
  eliminar(): void;
}

/**
 * A throwaway PostgreSQL cluster for one test that must restart it (issue 30's drills), so the
 * shared test database of the other suites is never touched. `initdb` refuses root: as root
 * it runs as the `postgres` user, as .ci/run does.
 */
export async function iniciarPostgresPropio(): Promise<PostgresPropio> {
  const bin = binariosPostgres();
  if (!bin) throw new Error('PostgreSQL no está instalado en esta máquina');
  const dir = mkdtempSync(path.join(tmpdir(), 'comando-pg-propio-'));
  const comoRoot = process.getuid?.() === 0;
  if (comoRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  const correr = (args: string[]) => {
    const linea = [path.join(bin, args[0]!), ...args.slice(1)];
    if (comoRoot) {
      const cmd = linea.map((a) => `'${a.replaceAll("'", `'\\''`)}'`).join(' ');
      execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', cmd], { stdio: 'ignore' });
    } else execFileSync(linea[0]!, linea.slice(1), { stdio: 'ignore' });
  };
  const port = await freePort();
  const datos = path.join(dir, 'datos');
  correr(['initdb', '-D', datos, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const arrancar = () =>
    correr([
      'pg_ctl',
      '-D',
      datos,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  const detener = () => correr(['pg_ctl', '-D', datos, '-m', 'fast', '-w', 'stop']);
  arrancar();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    detener,
    arrancar,
    eliminar: () => {
      try {
        detener();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
