import { randomUUID } from 'node:crypto';
import { pipeline, Transform, type Readable, type TransformCallback } from 'node:stream';
import type { ArchivoMeta } from '@comando/contract';
import { MENSAJES_GENERALES } from '@comando/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { plantilla } from '../performance/statement-templates.js';
import { fallaDeInfraestructura, HttpError } from '../http/errors.js';
import {
  CABECERA_DETECCION,
  detectarTipo,
  esVisualizable,
  RevisorTexto,
  type TipoArchivo,
} from './detect.js';
import { AlmacenNoDisponible, ArchivoNoEncontrado, type FileStore } from './store.js';

/** A file whose blob is already in the store (an upload, after its checks). */
interface ArchivoGuardado {
  nombre: string;
  tipo: string;
  hash: string;
  tamano: number;
  /** Set on what this request uploaded: guardarArchivos calls it once the row is in (see adoptarBlob). */
  adoptar?: () => void;
}

/** A file made by the server itself (seeds), stored by guardarArchivos. */
interface ArchivoEnMemoria {
  nombre: string;
  tipo: string;
  contenido: Buffer;
}

export type ArchivoRecibido = ArchivoGuardado | ArchivoEnMemoria;

export interface Subida {
  /** Text fields of the multipart form, by name (last value wins). */
  campos: Record<string, string>;
  archivos: ArchivoGuardado[];
}

/** A user-chosen name made harmless: no folders, no control characters, bounded length. */
export function nombreSeguro(original: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim();
  const safe = clean.replace(/^\.+/, '').slice(0, 200);
  return safe === '' ? 'archivo' : safe;
}

const almacenNoDisponible = () => new HttpError(503, MENSAJES_GENERALES.almacenamientoNoDisponible);

/** An empty file part (a form whose file input was left empty): skipped, not stored. */
class ParteVacia extends Error {}

/**
 * Checks an upload while it streams through: its type by the first bytes (415),
 * the rest of a text file as text, and the size limit (413, the multipart
 * parser cuts the stream and marks it truncated). An error stops the stream
 * before the store publishes anything.
 */
class RevisionDeSubida extends Transform {
  tipo: TipoArchivo | null = null;
  private cabecera: Buffer[] = [];
  private leidos = 0;
  private texto: RevisorTexto | null = null;

  constructor(private readonly truncado: () => boolean) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback): void {
    this.leidos += chunk.length;
    if (this.tipo) {
      if (this.texto && !this.texto.add(chunk)) return cb(this.noPermitido());
      return cb(null, chunk);
    }
    this.cabecera.push(chunk);
    if (this.leidos < CABECERA_DETECCION) return cb();
    cb(this.decidir(true));
  }

  override _flush(cb: TransformCallback): void {
    if (this.truncado()) return cb(new HttpError(413, MENSAJES_GENERALES.archivoDemasiadoGrande));
    if (this.leidos === 0) return cb(new ParteVacia());
    if (!this.tipo) {
      const err = this.decidir(false);
      if (err) return cb(err);
    }
    if (this.texto && !this.texto.end()) return cb(this.noPermitido());
    cb();
  }

  private decidir(parcial: boolean): Error | null {
    const head = Buffer.concat(this.cabecera);
    this.cabecera = [];
    this.tipo = detectarTipo(head, parcial);
    if (!this.tipo) return this.noPermitido();
    if (this.tipo.startsWith('text/plain')) {
      this.texto = new RevisorTexto();
      this.texto.add(head);
    }
    this.push(head);
    return null;
  }

  private noPermitido(): Error {
    return this.truncado()
      ? new HttpError(413, MENSAJES_GENERALES.archivoDemasiadoGrande)
      : new HttpError(415, MENSAJES_GENERALES.tipoArchivoNoPermitido);
  }
}

/** Blobs each request wrote, so the ones no row ended up using are removed after it. */
const escritos = new WeakMap<FastifyRequest, string[]>();

/**
 * Stores a file the server made for this request (a photo without its metadata). Like an
 * upload's, the blob is removed once the request is answered if no `archivos` row uses it.
 * `conocido`: its SHA-256, when just computed on these bytes (FileStore.put).
 */
export async function guardarBlob(
  request: FastifyRequest,
  store: FileStore,
  contenido: Buffer,
  conocido?: string,
): Promise<{ hash: string; tamano: number; adoptar: () => void }> {
  const blob = await publicarBlob(request, store, contenido, conocido);
  return { hash: blob.hash, tamano: blob.tamano, adoptar: () => adoptarBlob(request, blob.hash) };
}

/** Blobs a request recorded in an `archivos` row of its own transaction (see adoptarBlob). */
const adoptados = new WeakMap<FastifyRequest, Set<string>>();

/**
 * The request's handler recorded this blob in an `archivos` row (guardarArchivos calls this for
 * the files guardarBlob and recibirSubida hand out): once the request is answered
 * with success (its transaction committed), the blob is in use and the cleanup need not ask the
 * database (issue 30: a statement less for every acta and incident from a phone). Answered with
 * an error, the row was rolled back with its transaction and the cleanup asks as before.
 */
function adoptarBlob(request: FastifyRequest, hash: string): void {
  const set = adoptados.get(request) ?? new Set<string>();
  set.add(hash);
  adoptados.set(request, set);
}

/**
 * Puts content in the store for this request and notes a new blob for the cleanup after the
 * answer. A store that does not answer is a 503 (logged); any other error (a refused upload,
 * an empty part) is the caller's to read.
 */
async function publicarBlob(
  request: FastifyRequest,
  store: FileStore,
  contenido: Buffer | Readable,
  conocido?: string,
) {
  let blob;
  try {
    blob = await store.put(contenido, conocido);
  } catch (err) {
    if (err instanceof AlmacenNoDisponible) {
      request.log.error({ err }, 'almacenamiento de archivos no disponible');
      // A full disk is the operator's to fix, not a passing outage: say which it is.
      if (fallaDeInfraestructura(err) === 'disco') throw new HttpError(507, MENSAJES_GENERALES.discoLleno);
      throw almacenNoDisponible();
    }
    throw err;
  }
  if (blob.creado) {
    const lista = escritos.get(request) ?? [];
    lista.push(blob.hash);
    escritos.set(request, lista);
  }
  return blob;
}

/**
 * Reads a multipart request, streaming each file into the store while it is
 * checked (type by content: 415; size limit from the app config: 413). Blobs
 * this request wrote that no `archivos` row uses once it has been answered (the
 * area refused the form, a later file failed) are removed by the hook that
 * installUploadCleanup adds.
 */
export async function recibirSubida(
  request: FastifyRequest,
  store: FileStore,
  opts: { maxArchivos?: number } = {},
): Promise<Subida> {
  if (!request.isMultipart()) throw new HttpError(400, MENSAJES_GENERALES.archivoRequerido);
  const campos: Record<string, string> = {};
  const archivos: ArchivoGuardado[] = [];
  for await (const part of request.parts({ limits: { files: opts.maxArchivos ?? 20, fields: 50 } })) {
    if (part.type === 'file') {
      const revision = new RevisionDeSubida(() => part.file.truncated);
      const fuente = pipeline(part.file, revision, () => {});
      let blob;
      try {
        blob = await publicarBlob(request, store, fuente);
      } catch (err) {
        if (err instanceof ParteVacia) continue;
        throw err;
      }
      archivos.push({
        nombre: nombreSeguro(part.filename),
        tipo: revision.tipo ?? '',
        hash: blob.hash,
        tamano: blob.tamano,
        adoptar: () => adoptarBlob(request, blob.hash),
      });
    } else {
      campos[part.fieldname] = String(part.value);
    }
  }
  return { campos, archivos };
}

/**
 * Before each upload request is answered: its blobs that no row uses are
 * removed (refused forms leave nothing behind). onSend runs after the handler
 * (and its transaction) finished but before the client sees the answer.
 */
export function installUploadCleanup(app: FastifyInstance, db: Kysely<DB>, store: FileStore): void {
  // A callback hook: the requests without uploads (nearly all) go on without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const enUso = reply.statusCode < 300 ? adoptados.get(request) : undefined;
    const hashes = escritos.get(request)?.filter((h) => !enUso?.has(h));
    escritos.delete(request);
    if (!hashes?.length) {
      done(null, payload);
      return;
    }
    void (async () => {
      for (const hash of hashes) {
        const usado = await db
          .selectFrom('archivos')
          .select('id')
          .where('hash', '=', hash)
          .executeTakeFirst();
        if (!usado)
          await store.remove(hash).catch((err: unknown) => request.log.warn({ err }, 'blob huérfano'));
      }
    })().then(
      () => done(null, payload),
      (err: unknown) => {
        // The database is down (the request's own answer is then its 503): which blobs are
        // unused cannot be told, so they stay. The phone's queue sends the same photo again,
        // and that acta's row adopts the blob (issue 30).
        request.log.warn({ err, hashes }, 'no se pudo comprobar si los archivos subidos quedaron en uso');
        done(null, payload);
      },
    );
  });
}

type ArchivoRow = DB['archivos'];

export function toMeta(row: ArchivoRow): ArchivoMeta {
  return { id: row.id, nombre: row.nombre, tipo: row.tipo, tamano: row.tamano, subidoEn: row.subido_en };
}

/** A file's row (every acta's photo has one: built once, performance/statement-templates.ts). */
const insertarArchivo = plantilla((db: Kysely<DB>, row: ArchivoRow) => db.insertInto('archivos').values(row));

/** Writes the blobs and their metadata rows; answers the rows' metadata. */
export async function guardarArchivos(
  db: Kysely<DB>,
  store: FileStore,
  archivos: ArchivoRecibido[],
  usuarioId: string | null,
  now: Date,
): Promise<ArchivoMeta[]> {
  const metas: ArchivoMeta[] = [];
  for (const a of archivos) {
    const { hash, tamano } = 'contenido' in a ? await store.put(a.contenido) : a;
    const row: ArchivoRow = {
      id: randomUUID(),
      hash,
      nombre: a.nombre,
      tipo: a.tipo,
      tamano,
      subido_por: usuarioId,
      subido_en: now.toISOString(),
    };
    await insertarArchivo.ejecutar(db, row);
    if (!('contenido' in a)) a.adoptar?.();
    metas.push(toMeta(row));
  }
  return metas;
}

/**
 * Deletes file rows; a blob no other row shares is removed from the store. Call
 * it after the owning rows are gone (outside the area's transaction is fine).
 */
export async function liberarArchivos(db: Kysely<DB>, store: FileStore, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db.selectFrom('archivos').select(['id', 'hash']).where('id', 'in', ids).execute();
  await db.deleteFrom('archivos').where('id', 'in', ids).execute();
  for (const hash of new Set(rows.map((r) => r.hash))) {
    const other = await db.selectFrom('archivos').select('id').where('hash', '=', hash).executeTakeFirst();
    // The rows are gone, so the user's delete succeeded; a blob the store failed to
    // remove is unreachable and only costs space.
    if (!other) await store.remove(hash).catch(() => undefined);
  }
}

function contentDisposition(kind: 'inline' | 'attachment', nombre: string): string {
  const ascii = nombre.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nombre)}`;
}

/**
 * Sends a stored file with its stored type. `inline` only for PDF, images and
 * text (anything else downloads); nosniff stops the browser from guessing.
 */
export async function enviarArchivo(
  reply: FastifyReply,
  db: Kysely<DB>,
  store: FileStore,
  id: string,
  modo: 'inline' | 'attachment',
): Promise<FastifyReply> {
  const row = await db.selectFrom('archivos').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, MENSAJES_GENERALES.noEncontrado);
  let blob;
  try {
    blob = await store.get(row.hash);
  } catch (err) {
    if (err instanceof ArchivoNoEncontrado) throw new HttpError(404, MENSAJES_GENERALES.noEncontrado);
    reply.log.error({ err }, 'almacenamiento de archivos no disponible');
    throw almacenNoDisponible();
  }
  const kind = modo === 'inline' && esVisualizable(row.tipo) ? 'inline' : 'attachment';
  return (
    reply
      .header('Content-Type', row.tipo)
      .header('Content-Length', blob.tamano)
      .header('Content-Disposition', contentDisposition(kind, row.nombre))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      // Our own pages may show it in a frame (the file viewer); nobody else may.
      .header(
        'Content-Security-Policy',
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
      )
      .header('X-Frame-Options', 'SAMEORIGIN')
      .send(blob.stream)
  );
}
