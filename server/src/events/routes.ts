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

/**
 * Changes go out to a stream at most this often, together: under a stream of writes (election
 * night, an acta every few milliseconds, 200 HQ screens open) each change written to each
 * stream cost a write of its own — 30.000 a second at 150 actas/s (issue 30). A screen waits
 * 250 ms after a change before it reads again, so 100 ms here is not seen.
 */
const VENTANA_MS = 100;

/** A change's data as a browser reads it: never its place (events carry no row data). */
const datos = new WeakMap<Cambio, string>();
function datosDe(cambio: Cambio): string {
  let texto = datos.get(cambio);
  if (texto === undefined) {
    const { lugar: _, ...visible } = cambio;
    // Built once per change, not once per open stream.
    texto = JSON.stringify(visible);
    datos.set(cambio, texto);
  }
  return texto;
}

const mensaje = (id: string, data: string) => `id: ${id}\nevent: ${EVENTO_CAMBIO}\ndata: ${data}\n\n`;

/**
 * The changes of one stream waiting for the next write. Identical changes (every acta a phone
 * sends reads `{"area":"dia-d","ruta":"/api/delegado/acta"}`) are told once, with the id of the
 * last: a browser refetches the same either way, and resumes from that id.
 */
function tanda(escribir: (texto: string) => void) {
  let pendientes: Map<string, string> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const vaciar = () => {
    clearTimeout(timer);
    if (!pendientes) return;
    let texto = '';
    for (const [data, id] of pendientes) texto += mensaje(id, data);
    pendientes = undefined;
    escribir(texto);
  };
  const agregar = ({ id, cambio }: CambioNumerado) => {
    const data = datosDe(cambio);
    if (!pendientes) {
      pendientes = new Map();
      timer = setTimeout(vaciar, VENTANA_MS);
    }
    // Re-inserted: the stream's order is that of each change's last occurrence.
    pendientes.delete(data);
    pendientes.set(data, id);
  };
  return { agregar, vaciar };
}

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
    const salida = tanda((texto) => res.write(texto));
    for (const cambio of perdidos ?? []) if (visible(cambio.cambio)) salida.agregar(cambio);
    salida.vaciar();
    const unsubscribe = feed.subscribe((numerado) => {
      if (visible(numerado.cambio)) salida.agregar(numerado);
      // The user's own account changed (its scope, perhaps): the stream ends and the browser
      // reconnects after `retry`, resuming from its Last-Event-ID under what the session now says.
      const c = numerado.cambio;
      if (c.area === 'usuarios' && c.id === user.id) close();
    });
    const sinReinicio = feed.onReinicio(() => {
      salida.vaciar();
      res.write(`id: ${feed.ultimoId}\nevent: ${EVENTO_REINICIO}\ndata: {}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': latido\n\n'), HEARTBEAT_MS);
    const close = () => {
      if (!open.delete(close)) return;
      clearInterval(heartbeat);
      unsubscribe();
      sinReinicio();
      // What was waiting for the next write goes out before the stream ends.
      salida.vaciar();
      res.end();
    };
    open.add(close);
    request.raw.on('close', close);
  });
}
