import { createHash } from 'node:crypto';
import { setTimeout as esperar } from 'node:timers/promises';
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
  /** Data version it was computed under (undefined where there is none: PostgreSQL). */
  version: string | undefined;
  /** Kept as bytes: a string would be encoded to UTF-8 again on every send. */
  json: Buffer;
  gzip?: Buffer;
  /** Names these bytes: a client that sends it back in If-None-Match gets 304 and no body. */
  etag: string;
}

function entryOf(reply: FastifyReply, status: number, result: unknown, version: string | undefined): Entry {
  const json = Buffer.from(reply.status(status).serialize(result) as string);
  return { version, json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` };
}

/** Whether the client's If-None-Match names this entry (a list, or `*`). */
function unchanged(request: FastifyRequest, entry: Entry): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === entry.etag || t === `W/${entry.etag}`;
  });
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
  // The browser keeps it and asks again with If-None-Match every time; nothing between keeps it
  // (it is a signed-in user's answer).
  void reply.header('etag', entry.etag).header('cache-control', 'private, no-cache');
  if (unchanged(request, entry)) return reply.status(304).send();
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
    const entry = entryOf(reply, status, result, version);
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(request.url, entry);
    return send(request, reply, entry, status);
  };
}

/** A snapshot's state for one key: its last answer, and the computation readers wait for. */
interface Snapshot {
  entry?: Entry;
  /** When the last computation started (performance.now()). */
  started: number;
  /** The next computation: waiting for its turn, or running (`running`). */
  next?: { answer: Promise<Entry>; running: boolean };
}

interface SnapshotOptions {
  /** Readers with the same key (and URL) share one answer: e.g. the reader's ground. */
  key: (request: FastifyRequest) => string;
  /** A computation starts at most once in this many milliseconds per key. */
  everyMs: number;
}

/**
 * An answer shared by every reader of this instance with the same key, for a route read by
 * many screens at once while writes keep arriving (the Día D count on election night): it is
 * computed at most once every `everyMs` per key, however many read it. A reader is never
 * answered with data older than its request: it gets the answer of a computation that started
 * after it arrived (waiting for the next turn, at most `everyMs`), or, on SQLite, one computed
 * under the same data version. Every answer carries an ETag; an unchanged one answers 304.
 */
export function sharedAnswer(
  app: FastifyInstance,
  status: number,
  compute: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  options: SnapshotOptions,
) {
  const snapshots = new Map<string, Snapshot>();

  const schedule = (s: Snapshot, request: FastifyRequest, reply: FastifyReply) => {
    const wait = Math.max(0, s.started + options.everyMs - performance.now());
    // `answer` is set on the next line; the computation marks itself running when its turn comes.
    const next = { running: false } as NonNullable<Snapshot['next']>;
    next.answer = (async () => {
      if (wait > 0) await esperar(wait);
      next.running = true;
      s.started = performance.now();
      const version = app.dataVersion?.();
      if (s.entry && version !== undefined && s.entry.version === version) return s.entry;
      const entry = entryOf(reply, status, await compute(request, reply), version);
      s.entry = entry;
      return entry;
    })();
    return next;
  };

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const key = `${options.key(request)} ${request.url}`;
    let s = snapshots.get(key);
    if (!s) {
      if (snapshots.size >= MAX_ENTRIES) snapshots.clear();
      snapshots.set(key, (s = { started: -Infinity }));
    }
    const version = app.dataVersion?.();
    if (s.entry && version !== undefined && s.entry.version === version) {
      return send(request, reply, s.entry, status);
    }
    // A computation already running may have read the data before this request's write.
    if (!s.next || s.next.running) s.next = schedule(s, request, reply);
    return send(request, reply, await s.next.answer, status);
  };
}
