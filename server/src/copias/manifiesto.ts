import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MENSAJES_COPIAS } from '@comando/contract';
import { z } from 'zod';
import type { Dialect } from '../db/connect.js';
import type { FileStore } from '../files/store.js';

export const MANIFIESTO = 'manifiesto.json';
/** Blobs of the file store, each under its SHA-256 (the name is its own checksum). */
export const CARPETA_ARCHIVOS = 'archivos';

const manifiesto = z.object({
  formato: z.literal('comando-copia'),
  version: z.literal(1),
  creada: z.string(),
  motor: z.enum(['sqlite', 'postgres']),
  /** PostgreSQL schema the dump holds (absent on SQLite). */
  esquema: z.string().optional(),
  base: z.object({ archivo: z.enum(['comando.db', 'base.dump']), sha256: z.string(), bytes: z.number() }),
  /** Rows per table at the moment of the snapshot. */
  tablas: z.record(z.string(), z.number()),
  archivos: z.array(z.object({ hash: z.string().regex(/^[a-f0-9]{64}$/), tamano: z.number() })),
  /** Where the files came from ("disco …", "s3://…"), for the operator. */
  almacen: z.string(),
});
export type Manifiesto = z.infer<typeof manifiesto>;

/** A backup the operator must hear about; the message is the contract's Spanish text. */
export class CopiaError extends Error {}

/** Where the database and the files of a running Comando are. */
export interface Origen {
  dialect: Dialect;
  /** SQLite file (sqlite). */
  archivo?: string;
  /** PostgreSQL connection and schema (postgres). */
  url?: string;
  esquema?: string;
  files: FileStore;
}

export async function sha256DeArchivo(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * Reads and checks a backup folder before anything is touched: a foreign folder, a
 * manifest of another format, or a database file or blob whose bytes differ from the
 * manifest is refused.
 */
export async function leerCopia(carpeta: string): Promise<Manifiesto> {
  let leido: unknown;
  try {
    leido = JSON.parse(await readFile(path.join(carpeta, MANIFIESTO), 'utf8'));
  } catch {
    throw new CopiaError(MENSAJES_COPIAS.noEsCopia);
  }
  const parsed = manifiesto.safeParse(leido);
  if (!parsed.success) throw new CopiaError(MENSAJES_COPIAS.noEsCopia);
  const m = parsed.data;
  const danada = () => new CopiaError(MENSAJES_COPIAS.danada);
  const base = await sha256DeArchivo(path.join(carpeta, m.base.archivo)).catch(() => '');
  if (base !== m.base.sha256) throw danada();
  for (const { hash } of m.archivos) {
    const real = await sha256DeArchivo(path.join(carpeta, CARPETA_ARCHIVOS, hash)).catch(() => '');
    if (real !== hash) throw danada();
  }
  return m;
}
