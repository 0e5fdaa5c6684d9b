import { createHash, randomUUID, webcrypto } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, mkdir, open, readdir, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The blob of a hash is not in the store (deleted, or never written). */
export class ArchivoNoEncontrado extends Error {
  constructor(readonly hash: string) {
    super(`archivo ${hash} no encontrado en el almacenamiento`);
  }
}

/** The store did not answer (disk error, object storage down or refusing us). */
export class AlmacenNoDisponible extends Error {
  constructor(cause: unknown) {
    super('almacenamiento de archivos no disponible', { cause });
  }
}

export interface BlobGuardado {
  hash: string;
  tamano: number;
  /**
   * True when this call wrote the blob (false: the same content was already stored). A store may
   * write content it already had again (S3, content in memory): true then too.
   */
  creado: boolean;
}

export interface BlobLeido {
  stream: Readable;
  tamano: number;
}

/**
 * Where uploaded files live, named by the SHA-256 of their content. Names that
 * users chose never reach the store: they live in the `archivos` table. A blob
 * appears under its hash only once it is complete (nothing half-written is
 * ever readable), and content streams in and out without being held in memory.
 */
export interface FileStore {
  /** Human-readable place, for logs and backups ("disco /data/files", "s3://bucket/prefix"). */
  readonly lugar: string;
  init(): Promise<void>;
  /**
   * Stores the content (once per distinct content) and answers its hash and size. `conocido`:
   * the SHA-256 of content in memory, when the caller has just computed it on these very bytes
   * (a phone's photo checked against the hash it sent): not computed again.
   */
  put(content: Buffer | Readable, conocido?: string): Promise<BlobGuardado>;
  /** Throws ArchivoNoEncontrado or AlmacenNoDisponible. */
  get(hash: string): Promise<BlobLeido>;
  has(hash: string): Promise<boolean>;
  remove(hash: string): Promise<void>;
  /** Every stored hash. */
  list(): AsyncIterable<string>;
  close(): Promise<void>;
}

const HASH = /^[a-f0-9]{64}$/;

export function checkHash(hash: string): string {
  if (!HASH.test(hash)) throw new Error('Hash de archivo inválido');
  return hash;
}

export function isHash(name: string): boolean {
  return HASH.test(name);
}

/**
 * Writes a stream to a temp file while hashing it: the hash is known only at the
 * end, so the content waits there before it is stored under its name.
 */
export async function spool(
  content: Buffer | Readable,
  tmpFile: string,
): Promise<{ hash: string; tamano: number }> {
  const hash = createHash('sha256');
  let tamano = 0;
  const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
  const hashing = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      hash.update(chunk);
      tamano += chunk.length;
      cb(null, chunk);
    },
  });
  try {
    await pipeline(source, hashing, createWriteStream(tmpFile, { flags: 'wx' }));
  } catch (err) {
    await rm(tmpFile, { force: true });
    throw err;
  }
  return { hash: hash.digest('hex'), tamano };
}

/**
 * The SHA-256 (hex) of content in memory, computed on libuv's thread pool (Web Crypto's digest)
 * instead of the event loop: 200 KB took the loop about 100 µs with `createHash`, about 25 µs so
 * (the copy Web Crypto makes), while every other request waits for the loop (issue 30: an acta
 * a phone sends is a photo of that size).
 */
export async function sha256(content: Buffer): Promise<string> {
  return Buffer.from(await webcrypto.subtle.digest('SHA-256', content)).toString('hex');
}

/**
 * A file the server holds in memory (a photo without its metadata): hashed in one call and
 * written in one, without the stream machinery an upload needs (issue 20: an acta a second
 * counts every step).
 */
async function escribirBuffer(
  content: Buffer,
  tmpFile: string,
  conocido: string | undefined,
): Promise<{ hash: string; tamano: number }> {
  const hash = conocido ?? (await sha256(content));
  try {
    await writeFile(tmpFile, content, { flag: 'wx' });
  } catch (err) {
    await unlink(tmpFile).catch(() => undefined);
    throw fromFsError(err, content);
  }
  return { hash, tamano: content.length };
}

function code(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : undefined;
}

/** Blobs on local disk under `<dir>/<hash>` (the default, one instance). */
export class DiskFileStore implements FileStore {
  constructor(readonly dir: string) {}

  get lugar(): string {
    return `disco ${this.dir}`;
  }

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  pathOf(hash: string): string {
    return path.join(this.dir, checkHash(hash));
  }

  async put(content: Buffer | Readable, conocido?: string): Promise<BlobGuardado> {
    // The temp file sits in the same directory so publishing it is one atomic link().
    const tmp = path.join(this.dir, `.tmp-${randomUUID()}`);
    const { hash, tamano } = Buffer.isBuffer(content)
      ? await escribirBuffer(content, tmp, conocido === undefined ? undefined : checkHash(conocido))
      : await spool(content, tmp).catch((err: unknown) => {
          throw fromFsError(err, content);
        });
    try {
      // link() fails when the blob already exists: then the same content is stored already.
      await link(tmp, this.pathOf(hash));
      return { hash, tamano, creado: true };
    } catch (err) {
      if (code(err) === 'EEXIST') return { hash, tamano, creado: false };
      throw new AlmacenNoDisponible(err);
    } finally {
      // The temp name is gone after a link either way: one unlink, no recursive rm.
      await unlink(tmp).catch(() => undefined);
    }
  }

  async get(hash: string): Promise<BlobLeido> {
    let handle;
    try {
      handle = await open(this.pathOf(hash), 'r');
    } catch (err) {
      if (code(err) === 'ENOENT') throw new ArchivoNoEncontrado(hash);
      throw new AlmacenNoDisponible(err);
    }
    try {
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), tamano: size };
    } catch (err) {
      await handle.close();
      throw new AlmacenNoDisponible(err);
    }
  }

  async has(hash: string): Promise<boolean> {
    try {
      await stat(this.pathOf(hash));
      return true;
    } catch (err) {
      if (code(err) === 'ENOENT') return false;
      throw new AlmacenNoDisponible(err);
    }
  }

  async remove(hash: string): Promise<void> {
    try {
      await rm(this.pathOf(hash), { force: true });
    } catch (err) {
      throw new AlmacenNoDisponible(err);
    }
  }

  async *list(): AsyncIterable<string> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (err) {
      throw new AlmacenNoDisponible(err);
    }
    for (const name of names.sort()) if (isHash(name)) yield name;
  }

  async close(): Promise<void> {}
}

/**
 * An error while spooling is the upload's own (its checks failed, the client
 * went away) unless the file system itself refused the write.
 */
export function fromFsError(err: unknown, content: Buffer | Readable): unknown {
  const c = code(err);
  const fsError = c !== undefined && /^E[A-Z]+$/.test(c) && c !== 'ECONNRESET' && c !== 'EPIPE';
  if (!fsError) return err;
  // A source stream that failed for its own reasons keeps its error.
  if (!Buffer.isBuffer(content) && content.errored === err) return err;
  return new AlmacenNoDisponible(err);
}
