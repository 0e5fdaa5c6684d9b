import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Origen } from '../src/copias/manifiesto.js';
import { restaurarCopia } from '../src/copias/restaurar.js';
import type { FileStore } from '../src/files/store.js';
import { storedBlobs, type TestApp } from './helpers.js';

/** A backup's source or target: the test app's database and file store. */
export function origen(t: TestApp, files: FileStore = t.deps.files): Origen {
  return t.dialect === 'sqlite'
    ? { dialect: 'sqlite', archivo: path.join(t.dataDir, 'comando.db'), files }
    : { dialect: 'postgres', url: process.env.TEST_DATABASE_URL ?? '', esquema: t.schema ?? '', files };
}

/** What an operator's worst day leaves: no database and no files. */
export async function destruir(t: TestApp): Promise<void> {
  if (t.dialect === 'sqlite') {
    for (const f of ['comando.db', 'comando.db-wal', 'comando.db-shm'])
      await rm(path.join(t.dataDir, f), { force: true });
  } else {
    const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await c.connect();
    await c.query(`drop schema ${t.schema} cascade`);
    await c.end();
  }
  const store = t.openFiles();
  await store.init();
  for (const hash of await storedBlobs(store)) await store.remove(hash);
  await store.close();
}

/** Runs the restore against the closed app's database and files. */
export async function restaurarEn(t: TestApp, carpeta: string, force = false): Promise<void> {
  const store = t.openFiles();
  await store.init();
  try {
    await restaurarCopia(carpeta, origen(t, store), { force });
  } finally {
    await store.close();
  }
}
