import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from './feed.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Writes that change no shared data. */
const NOT_CHANGES = ['/api/auth/'];
const HEARTBEAT_MS = 25_000;

/** Publishes every successful write (installed on the root, so every route has it). */
export function installChangePublishing(app: FastifyInstance, feed: ChangeFeed): void {
  app.addHook('onResponse', async (request, reply) => {
    if (!WRITE_METHODS.has(request.method) || reply.statusCode >= 400) return;
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || NOT_CHANGES.some((p) => path.startsWith(p))) return;
    feed.publish({ path, method: request.method, at: new Date().toISOString() });
  });
}

/** Streams the feed as Server-Sent Events on GET /api/events. */
export function changeFeedRoutes(app: FastifyInstance, feed: ChangeFeed): void {
  // Open streams end before the server closes, or close() would wait for them forever.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
  });

  app.get('/api/events', (request, reply) => {
    reply.hijack();
    const res = reply.raw;
    // Subscribed before the headers go out: a client that has the answer misses nothing.
    const unsubscribe = feed.subscribe((cambio) => {
      res.write(`event: cambio\ndata: ${JSON.stringify(cambio)}\n\n`);
    });
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      // HTTP/2 forbids connection headers (its streams stay open by themselves).
      ...(request.raw.httpVersionMajor < 2 ? { Connection: 'keep-alive' } : {}),
      'X-Accel-Buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    const heartbeat = setInterval(() => res.write(': latido\n\n'), HEARTBEAT_MS);
    const close = () => {
      if (!open.delete(close)) return;
      clearInterval(heartbeat);
      unsubscribe();
      res.end();
    };
    open.add(close);
    request.raw.on('close', close);
  });
}
