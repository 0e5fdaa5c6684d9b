import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../server/src/app.js';
import { ensureInitialUsers } from '../server/src/auth/users.js';
import { systemClock } from '../server/src/clock.js';
import { connect } from '../server/src/db/connect.js';
import { migrateToLatest } from '../server/src/db/migrate.js';
import { seedAll } from '../server/src/db/seed.js';
import type { AppDeps } from '../server/src/deps.js';
import { ChangeFeed } from '../server/src/events/feed.js';
import { FileStore } from '../server/src/files/store.js';

/** A real app on a fresh SQLite file in a temp dir, listening on a loopback port. */
export async function startBenchApp() {
  const dir = await mkdtemp(path.join(tmpdir(), 'comando-bench-'));
  const database = connect({ file: path.join(dir, 'comando.db') });
  const files = new FileStore(path.join(dir, 'files'));
  await files.init();
  await migrateToLatest(database.db);
  const log = pino({ level: 'silent' });
  const deps: AppDeps = {
    db: database.db,
    dialect: database.dialect,
    clock: systemClock,
    files,
    log,
    feed: new ChangeFeed(),
    random: Math.random,
    config: { maxUploadBytes: 20 * 1024 * 1024, secureCookies: false },
  };
  await seedAll(database.db, deps);
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
