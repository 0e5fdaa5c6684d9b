import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Data version of the app's database (see db/connect.ts `dataVersion`); absent = never reuse. */
    dataVersion?: () => string;
  }
}

/** Answers smaller than this travel as they are (as the compress plugin's threshold). */
const GZIP_THRESHOLD = 2048;
/** URLs remembered per route (query strings make distinct entries). */
const MAX_ENTRIES = 200;

interface Entry {
  version: string;
  /** Kept as bytes: a string would be encoded to UTF-8 again on every send. */
  json: Buffer;
  gzip?: Buffer;
}

/** Accepts gzip unless it says `gzip;q=0`. */
function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (name !== 'gzip' && name !== '*') continue;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

function send(request: FastifyRequest, reply: FastifyReply, entry: Entry, status: number) {
  void reply.status(status).type('application/json; charset=utf-8');
  if (entry.json.length >= GZIP_THRESHOLD && acceptsGzip(request.headers['accept-encoding'])) {
    entry.gzip ??= gzipSync(entry.json);
    // The compress plugin leaves an answer that already names its encoding alone.
    return reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding').send(entry.gzip);
  }
  return reply.send(entry.json);
}

/**
 * A route whose answer depends only on stored data (a list every user sees alike) keeps
 * its serialized answer, and its gzipped form, while the database's data version is the
 * same: a read after any write, by this process or another, computes the answer anew.
 * Profiling GET /api/avisos showed reading and converting 100 rows as the largest cost of
 * the request; a repeated read now costs a version check. Where there is no data version
 * (PostgreSQL, several instances), every read computes its answer.
 */
export function reusedAnswer(
  app: FastifyInstance,
  status: number,
  compute: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  const entries = new Map<string, Entry>();
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const version = app.dataVersion?.();
    if (version === undefined) {
      const result = await compute(request, reply);
      return reply.sent ? reply : reply.status(status).send(result);
    }
    const hit = entries.get(request.url);
    if (hit?.version === version) return send(request, reply, hit, status);
    const result = await compute(request, reply);
    if (reply.sent) return reply;
    const entry: Entry = { version, json: Buffer.from(reply.status(status).serialize(result) as string) };
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(request.url, entry);
    return send(request, reply, entry, status);
  };
}
