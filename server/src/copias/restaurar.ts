import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MENSAJES_COPIAS } from '@comando/contract';
import Database from 'better-sqlite3';
import type pg from 'pg';
import { pgDriver } from '../db/pg-driver.js';
import { correr } from './crear.js';
import { CARPETA_ARCHIVOS, CopiaError, leerCopia, type Manifiesto, type Origen } from './manifiesto.js';

async function conPostgres<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new (pgDriver().Client)({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Whether the target already holds data: tables in the database, or any stored file. */
async function tieneDatos(destino: Origen): Promise<boolean> {
  for await (const blob of destino.files.list()) if (blob) return true;
  if (destino.dialect === 'sqlite') {
    if (!destino.archivo || !existsSync(destino.archivo)) return false;
    const db = new Database(destino.archivo, { readonly: true });
    try {
      return Number(db.prepare("select count(*) from sqlite_master where type = 'table'").pluck().get()) > 0;
    } finally {
      db.close();
    }
  }
  return conPostgres(destino.url ?? '', async (c) => {
    const r = await c.query<{ n: string }>(
      'select count(*) as n from information_schema.tables where table_schema = $1',
      [destino.esquema ?? 'public'],
    );
    return Number(r.rows[0]?.n) > 0;
  });
}

/** SQLite: the copy replaces the file in one rename; the old file's WAL goes with it. */
async function restaurarSqlite(base: string, archivo: string): Promise<void> {
  const nuevo = `${archivo}.restaurando`;
  await copyFile(base, nuevo);
  await rm(`${archivo}-wal`, { force: true });
  await rm(`${archivo}-shm`, { force: true });
  await rename(nuevo, archivo);
}

/**
 * PostgreSQL: the schema in place is set aside under another name, the dump is restored in
 * one transaction into a new schema of the same name, and only then is the old one dropped;
 * if pg_restore fails, the old schema is put back as it was.
 */
async function restaurarPostgres(dump: string, url: string, esquema: string): Promise<void> {
  const lista = await correr('pg_restore', ['--list', dump], MENSAJES_COPIAS.sinPgRestore);
  // The schema itself is made here (it may be `public`, which always exists).
  const entradas = lista.split('\n').filter((l) => !/ SCHEMA - /.test(l) && !/COMMENT - SCHEMA /.test(l));
  const tmp = await mkdtemp(path.join(tmpdir(), 'comando-restaurar-'));
  const listaFile = path.join(tmp, 'lista.txt');
  await writeFile(listaFile, entradas.join('\n'));
  const apartado = `${esquema}_antes_${randomBytes(4).toString('hex')}`;
  try {
    await conPostgres(url, async (c) => {
      const existe = await c.query('select 1 from information_schema.schemata where schema_name = $1', [
        esquema,
      ]);
      if (existe.rowCount) await c.query(`alter schema "${esquema}" rename to "${apartado}"`);
      await c.query(`create schema "${esquema}"`);
      try {
        await correr(
          'pg_restore',
          [
            '--single-transaction',
            '--exit-on-error',
            '--no-owner',
            '--no-privileges',
            '--use-list',
            listaFile,
            `--dbname=${url}`,
            dump,
          ],
          MENSAJES_COPIAS.sinPgRestore,
        );
      } catch (err) {
        await c.query(`drop schema "${esquema}" cascade`);
        if (existe.rowCount) await c.query(`alter schema "${apartado}" rename to "${esquema}"`);
        throw new CopiaError(MENSAJES_COPIAS.restauracionFallida, { cause: err });
      }
      if (existe.rowCount) await c.query(`drop schema "${apartado}" cascade`);
    });
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

/**
 * Restores a backup into the configured database and file store. Everything is checked
 * first (a foreign or damaged folder, another engine or schema, a target with data and no
 * `force`), so a refused restore changes nothing. The servers must be stopped meanwhile.
 */
export async function restaurarCopia(
  carpeta: string,
  destino: Origen,
  { force = false }: { force?: boolean } = {},
): Promise<Manifiesto> {
  const m = await leerCopia(carpeta);
  if (m.motor !== destino.dialect) throw new CopiaError(MENSAJES_COPIAS.otroMotor);
  const esquema = destino.esquema ?? 'public';
  if (m.motor === 'postgres' && m.esquema !== esquema) throw new CopiaError(MENSAJES_COPIAS.otroEsquema);
  if (!force && (await tieneDatos(destino))) throw new CopiaError(MENSAJES_COPIAS.destinoNoVacio);

  const base = path.join(carpeta, m.base.archivo);
  if (m.motor === 'sqlite') await restaurarSqlite(base, destino.archivo ?? '');
  else await restaurarPostgres(base, destino.url ?? '', esquema);
  for (const { hash } of m.archivos) {
    if (await destino.files.has(hash)) continue;
    const guardado = await destino.files.put(createReadStream(path.join(carpeta, CARPETA_ARCHIVOS, hash)));
    if (guardado.hash !== hash) throw new CopiaError(MENSAJES_COPIAS.danada);
  }
  return m;
}
