import { randomUUID } from 'node:crypto';
import type { ArchivoMeta } from '@comando/contract';
import { MENSAJES_GENERALES } from '@comando/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { detectarTipo, esVisualizable } from './detect.js';
import type { FileStore } from './store.js';

export interface ArchivoRecibido {
  nombre: string;
  tipo: string;
  contenido: Buffer;
}

export interface Subida {
  /** Text fields of the multipart form, by name (last value wins). */
  campos: Record<string, string>;
  archivos: ArchivoRecibido[];
}

/** A user-chosen name made harmless: no folders, no control characters, bounded length. */
export function nombreSeguro(original: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim();
  const safe = clean.replace(/^\.+/, '').slice(0, 200);
  return safe === '' ? 'archivo' : safe;
}

/**
 * Reads a multipart request (size limit per file from the app config; 413 past
 * it) and checks each file's type by its content (415 when not allowed).
 */
export async function recibirSubida(
  request: FastifyRequest,
  opts: { maxArchivos?: number } = {},
): Promise<Subida> {
  if (!request.isMultipart()) throw new HttpError(400, MENSAJES_GENERALES.archivoRequerido);
  const campos: Record<string, string> = {};
  const archivos: ArchivoRecibido[] = [];
  for await (const part of request.parts({ limits: { files: opts.maxArchivos ?? 20, fields: 50 } })) {
    if (part.type === 'file') {
      const contenido = await part.toBuffer();
      if (contenido.length === 0) continue;
      const tipo = detectarTipo(contenido);
      if (!tipo) throw new HttpError(415, MENSAJES_GENERALES.tipoArchivoNoPermitido);
      archivos.push({ nombre: nombreSeguro(part.filename), tipo, contenido });
    } else {
      campos[part.fieldname] = String(part.value);
    }
  }
  return { campos, archivos };
}

type ArchivoRow = DB['archivos'];

export function toMeta(row: ArchivoRow): ArchivoMeta {
  return { id: row.id, nombre: row.nombre, tipo: row.tipo, tamano: row.tamano, subidoEn: row.subido_en };
}

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
    const hash = await store.put(a.contenido);
    const row: ArchivoRow = {
      id: randomUUID(),
      hash,
      nombre: a.nombre,
      tipo: a.tipo,
      tamano: a.contenido.length,
      subido_por: usuarioId,
      subido_en: now.toISOString(),
    };
    await db.insertInto('archivos').values(row).execute();
    metas.push(toMeta(row));
  }
  return metas;
}

/**
 * Deletes file rows; a blob no other row shares is removed from disk. Call it
 * after the owning rows are gone (outside the area's transaction is fine).
 */
export async function liberarArchivos(db: Kysely<DB>, store: FileStore, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db.selectFrom('archivos').select(['id', 'hash']).where('id', 'in', ids).execute();
  await db.deleteFrom('archivos').where('id', 'in', ids).execute();
  for (const hash of new Set(rows.map((r) => r.hash))) {
    const other = await db.selectFrom('archivos').select('id').where('hash', '=', hash).executeTakeFirst();
    if (!other) await store.remove(hash);
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
  let content: Buffer;
  try {
    content = await store.read(row.hash);
  } catch {
    throw new HttpError(404, MENSAJES_GENERALES.noEncontrado);
  }
  const kind = modo === 'inline' && esVisualizable(row.tipo) ? 'inline' : 'attachment';
  return (
    reply
      .header('Content-Type', row.tipo)
      .header('Content-Disposition', contentDisposition(kind, row.nombre))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      // Our own pages may show it in a frame (the file viewer); nobody else may.
      .header(
        'Content-Security-Policy',
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
      )
      .header('X-Frame-Options', 'SAMEORIGIN')
      .send(content)
  );
}
