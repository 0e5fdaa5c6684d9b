import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { health } from '@comando/contract';
import { pedirA } from './api.js';
import { freePort } from './puerto-libre.js';

const root = path.resolve(import.meta.dirname, '..', '..');

export interface ServerProcess {
  child: ChildProcess;
  /** Its log, one parsed JSON line each. */
  lines: Record<string, unknown>[];
  url: string;
}

/** Repeats `probe` until it answers true or the deadline passes (no fixed sleeps). */
export async function pollUntil(probe: () => Promise<boolean> | boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await probe()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no ocurrió a tiempo: ${what}`);
}

/** Starts src/main.ts as `npm start` runs it (one real process), and waits until it answers. */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: Record<string, unknown>[] = [];
  let buffer = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    buffer += chunk;
    let i: number;
    while ((i = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, i);
      buffer = buffer.slice(i + 1);
      try {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        lines.push({ msg: line });
      }
    }
  });
  const url = `http://127.0.0.1:${port}`;
  await pollUntil(
    async () => {
      if (child.exitCode !== null) throw new Error(`salió con ${child.exitCode}`);
      return pedirA(url, health).then(
        (r) => r.ok,
        () => false,
      );
    },
    90_000,
    'el servidor no arrancó',
  );
  return { child, lines, url };
}

/** Sends the signal and answers the exit code once the process has ended. */
export function stopServer(s: ServerProcess, signal: NodeJS.Signals): Promise<number | null> {
  if (s.child.exitCode !== null) return Promise.resolve(s.child.exitCode);
  return new Promise((resolve) => {
    s.child.once('exit', (code) => resolve(code));
    s.child.kill(signal);
  });
}
