import { CABECERA_ORIGEN, EVENTO_CAMBIO, EVENTO_REINICIO, PARAM_ULTIMO_EVENTO } from '@comando/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/sessions.js';
import type { Cambio, CambioNumerado, ChangeFeed, LugarCambio } from './feed.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Where this write's change happened (set by its handler): see `LugarCambio`. */
    lugarDelCambio?: LugarCambio;
  }
}

/** Names the place of a write's change, so that only the screens whose ground holds it are told. */
export function anunciarEn(request: FastifyRequest, lugar: LugarCambio): void {
  request.lugarDelCambio = lugar;
}

/** Which changes a session's stream carries (default: every one). */
export type FiltroCambios = (user: SessionUser) => (cambio: Cambio) => boolean;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HEARTBEAT_MS = 25_000;
/** A tab id is short and plain; anything else is not echoed to other browsers. */
const ORIGEN_VALIDO = /^[A-Za-z0-9-]{1,64}$/;

function origenDe(request: FastifyRequest): string | undefined {
  const value = request.headers[CABECERA_ORIGEN];
  return typeof value === 'string' && ORIGEN_VALIDO.test(value) ? value : undefined;
}

/**
 * Publishes every successful write of an area's route, naming the area the route
 * was registered by (routes without an area — login, logout — change no shared data).
 */
export function installChangePublishing(app: FastifyInstance, feed: ChangeFeed): void {
  app.addHook('onResponse', (request, reply, done) => {
    const area = request.routeOptions.config.area;
    if (area && WRITE_METHODS.has(request.method) && reply.statusCode < 400) {
      const params = request.params as Record<string, string | undefined> | undefined;
      try {
        feed.publish({
          area,
          ruta: request.routeOptions.url ?? '',
          ...(params?.id ? { id: params.id } : {}),
          ...(origenDe(request) ? { origen: origenDe(request) } : {}),
          ...(request.lugarDelCambio ? { lugar: request.lugarDelCambio } : {}),
        });
      } catch (err) {
        request.log.error({ err }, 'no se pudo publicar el cambio');
      }
    }
    done();
  });
}

/** What a browser reads of a change: never its place (events carry no row data). */
const mensaje = ({ id, cambio: { lugar: _, ...visible } }: CambioNumerado) =>
  `id: ${id}\nevent: ${EVENTO_CAMBIO}\ndata: ${JSON.stringify(visible)}\n\n`;

/**
 * Streams the feed as Server-Sent Events on GET /api/events. A browser that comes
 * back (Last-Event-ID, or `?ultimo=` from a tab taking over the stream) first gets
 * what it missed; when that is no longer known it gets `reinicio` and reads again.
 */
export function changeFeedRoutes(
  app: FastifyInstance,
  feed: ChangeFeed,
  filtro: FiltroCambios = () => () => true,
): void {
  // Open streams end before the server closes, or close() would wait for them forever.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
  });

  app.get('/api/events', (request, reply) => {
    reply.hijack();
    const res = reply.raw;
    const header = request.headers['last-event-id'];
    const query = (request.query as Record<string, string | undefined>)[PARAM_ULTIMO_EVENTO];
    const lastId = (typeof header === 'string' && header) || query || undefined;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      // HTTP/2 forbids connection headers (its streams stay open by themselves).
      ...(request.raw.httpVersionMajor < 2 ? { Connection: 'keep-alive' } : {}),
      'X-Accel-Buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    // Backlog and subscription happen in one synchronous step: no event falls between them.
    const perdidos = lastId === undefined ? [] : feed.since(lastId);
    if (perdidos === null) res.write(`id: ${feed.ultimoId}\nevent: ${EVENTO_REINICIO}\ndata: {}\n\n`);
    else if (perdidos.length === 0) res.write(`id: ${feed.ultimoId}\ndata: {}\n\n`);
    // A scoped session is told only of changes inside its ground (issue 27).
    const user = request.user as SessionUser;
    const visible = filtro(user);
    for (const cambio of perdidos ?? []) if (visible(cambio.cambio)) res.write(mensaje(cambio));
    const unsubscribe = feed.subscribe((numerado) => {
      if (visible(numerado.cambio)) res.write(mensaje(numerado));
      // The user's own account changed (its scope, perhaps): the stream ends and the browser
      // reconnects after `retry`, resuming from its Last-Event-ID under what the session now says.
      const c = numerado.cambio;
      if (c.area === 'usuarios' && c.id === user.id) close();
    });
    const sinReinicio = feed.onReinicio(() =>
      res.write(`id: ${feed.ultimoId}\nevent: ${EVENTO_REINICIO}\ndata: {}\n\n`),
    );
    const heartbeat = setInterval(() => res.write(': latido\n\n'), HEARTBEAT_MS);
    const close = () => {
      if (!open.delete(close)) return;
      clearInterval(heartbeat);
      unsubscribe();
      sinReinicio();
      res.end();
    };
    open.add(close);
    request.raw.on('close', close);
  });
}
