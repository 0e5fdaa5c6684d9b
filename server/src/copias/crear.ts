import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MENSAJES_COPIAS } from '@comando/contract';
import Database from 'better-sqlite3';
import { pgDriver } from '../db/pg-driver.js';
import { ArchivoNoEncontrado } from '../files/store.js';
import {
  CARPETA_ARCHIVOS,
  CopiaError,
  MANIFIESTO,
  sha256DeArchivo,
  type Manifiesto,
  type Origen,
} from './manifiesto.js';

/** Folder name of a backup: its UTC time, sortable, without characters some systems refuse. */
function nombreDeCopia(ahora: Date): string {
  return ahora
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
}

/** Runs a PostgreSQL client tool and answers its output; a missing tool is the contract's message. */
export function correr(tool: string, args: string[], faltante: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'ENOENT' ? new CopiaError(faltante) : err),
    );
    child.on('close', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`${tool} terminó con ${code}: ${stderr.trim()}`)),
    );
  });
}

/** SQLite: the online backup API copies a consistent snapshot while the app keeps writing. */
async function copiarSqlite(archivo: string, destino: string): Promise<Record<string, number>> {
  const fuente = new Database(archivo, { readonly: true, fileMustExist: true });
  try {
    await fuente.backup(destino);
  } finally {
    fuente.close();
  }
  // Counted in the copy itself, so the manifest describes exactly what it holds.
  const copia = new Database(destino, { readonly: true });
  try {
    const tablas = copia
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .pluck()
      .all() as string[];
    return Object.fromEntries(
      tablas.map((t) => [t, Number(copia.prepare(`select count(*) from "${t}"`).pluck().get())]),
    );
  } finally {
    copia.close();
  }
}

/**
 * PostgreSQL: pg_dump in custom format of the app's schema. The counts and the dump read
 * one exported snapshot, so the manifest matches the dump even while instances write.
 */
async function copiarPostgres(
  url: string,
  esquema: string,
  destino: string,
): Promise<Record<string, number>> {
  const client = new (pgDriver().Client)({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query<{ s: string }>('select pg_export_snapshot() as s')).rows[0]?.s ?? '';
    const { rows } = await client.query<{ t: string }>(
      `select table_name as t from information_schema.tables
        where table_schema = $1 and table_type = 'BASE TABLE' order by table_name`,
      [esquema],
    );
    const tablas: Record<string, number> = {};
    for (const { t } of rows) {
      const r = await client.query<{ n: string }>(`select count(*) as n from "${esquema}"."${t}"`);
      tablas[t] = Number(r.rows[0]?.n);
    }
    await correr(
      'pg_dump',
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${snapshot}`,
        '--schema',
        esquema,
        '--file',
        destino,
        `--dbname=${url}`,
      ],
      MENSAJES_COPIAS.sinPgDump,
    );
    await client.query('commit');
    return tablas;
  } finally {
    await client.end();
  }
}

/** Copies every blob of the store, checking each one's bytes against its name on the way. */
async function copiarArchivos(origen: Origen, carpeta: string): Promise<Manifiesto['archivos']> {
  await mkdir(carpeta, { recursive: true });
  const hashes: string[] = [];
  for await (const hash of origen.files.list()) hashes.push(hash);
  const out: Manifiesto['archivos'] = [];
  for (const hash of hashes.sort()) {
    let leido;
    try {
      leido = await origen.files.get(hash);
    } catch (err) {
      if (err instanceof ArchivoNoEncontrado) continue; // deleted since the listing
      throw err;
    }
    const sha = createHash('sha256');
    let tamano = 0;
    const contar = new Transform({
      transform(chunk: Buffer, _e, cb) {
        sha.update(chunk);
        tamano += chunk.length;
        cb(null, chunk);
      },
    });
    await pipeline(leido.stream, contar, createWriteStream(path.join(carpeta, hash)));
    if (sha.digest('hex') !== hash)
      throw new Error(`el archivo ${hash} del almacenamiento no coincide con su hash`);
    out.push({ hash, tamano });
  }
  return out;
}

/**
 * Writes a backup to `<dir>/<fecha-hora>/`: the database snapshot, every stored file and a
 * manifest (rows per table, file hashes). It is written under a temporary name and renamed
 * when complete, so a half-made backup is never taken for one.
 */
export async function crearCopia(origen: Origen, dir: string, ahora: Date): Promise<string> {
  await mkdir(dir, { recursive: true });
  // Two in one second get "-2", "-3"…, always above every earlier one (pruning frees low ones).
  const base = nombreDeCopia(ahora);
  const usados = (await readdir(dir))
    .map((n) => n.replace(/^\./, '').replace(/\.parcial$/, ''))
    .filter((n) => n === base || n.startsWith(`${base}-`))
    .map((n) => (n === base ? 1 : Number(n.slice(base.length + 1))));
  const nombre = usados.length === 0 ? base : `${base}-${Math.max(...usados) + 1}`;
  const final = path.join(dir, nombre);
  const tmp = path.join(dir, `.${nombre}.parcial`);
  await rm(tmp, { recursive: true, force: true });
  await mkdir(tmp);
  try {
    const archivo = origen.dialect === 'sqlite' ? 'comando.db' : 'base.dump';
    const db = path.join(tmp, archivo);
    const tablas =
      origen.dialect === 'sqlite'
        ? await copiarSqlite(origen.archivo ?? '', db)
        : await copiarPostgres(origen.url ?? '', origen.esquema ?? 'public', db);
    // After the database: a file the snapshot names was stored before it was taken.
    const archivos = await copiarArchivos(origen, path.join(tmp, CARPETA_ARCHIVOS));
    const manifiesto: Manifiesto = {
      formato: 'comando-copia',
      version: 1,
      creada: ahora.toISOString(),
      motor: origen.dialect,
      ...(origen.dialect === 'postgres' ? { esquema: origen.esquema ?? 'public' } : {}),
      base: { archivo, sha256: await sha256DeArchivo(db), bytes: (await stat(db)).size },
      tablas,
      archivos,
      almacen: origen.files.lugar,
    };
    await writeFile(path.join(tmp, MANIFIESTO), `${JSON.stringify(manifiesto, null, 2)}\n`);
    await rename(tmp, final);
    return final;
  } catch (err) {
    await rm(tmp, { recursive: true, force: true });
    throw err;
  }
}
