import { CABECERA_ORIGEN, EVENTO_CAMBIO, EVENTO_REINICIO, PARAM_ULTIMO_EVENTO } from '@comando/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/sessions.js';
import type { Cambio, CambioNumerado, ChangeFeed, LugarCambio } from './feed.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Where this write's change happened (set by its handler): see `LugarCambio`. */
    lugarDelCambio?: LugarCambio;
    /** Queries of its area this write's change leaves alone (set by its handler): `EventoCambio.intactas`. */
    intactasDelCambio?: readonly string[];
  }
}

/** Names the place of a write's change, so that only the screens whose ground holds it are told. */
export function anunciarEn(request: FastifyRequest, lugar: LugarCambio): void {
  request.lugarDelCambio = lugar;
}

/** Names queries of its area a write's change leaves alone, which open screens need not read again. */
export function dejarIntactas(request: FastifyRequest, consultas: readonly string[]): void {
  request.intactasDelCambio = consultas;
}

/** Which changes a session's stream carries (default: every one; `verTodo` when it is every one). */
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
          ...(request.intactasDelCambio ? { intactas: request.intactasDelCambio } : {}),
        });
      } catch (err) {
        request.log.error({ err }, 'no se pudo publicar el cambio');
      }
    }
    done();
  });
}

/**
 * Changes go out to the streams at most this often, together: under a stream of writes (election
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
 * What a stream is told of `cambios`: identical changes (every acta a phone sends reads
 * `{"area":"dia-d","ruta":"/api/delegado/acta"}`) once, with the id of the last — a browser
 * refetches the same either way, and resumes from that id — in the order of each one's last.
 */
function textoDe(cambios: Iterable<CambioNumerado>): string {
  const ultimos = new Map<string, string>();
  for (const { id, cambio } of cambios) {
    const data = datosDe(cambio);
    ultimos.delete(data);
    ultimos.set(data, id);
  }
  let texto = '';
  for (const [data, id] of ultimos) texto += mensaje(id, data);
  return texto;
}

/** The filter of a session that sees every change (a national one): see `FiltroCambios`. */
export const verTodo = (_cambio: Cambio): boolean => true;

/**
 * The stream's filter from each area's own (`AreaServida.cambios` in deps.ts): a change goes
 * through the filter of the area that made it, and a session that every area lets see every
 * change sees every change (`verTodo`).
 */
export function filtroPorArea(areas: readonly { name: string; cambios?: FiltroCambios }[]): FiltroCambios {
  const filtros = areas.flatMap((a) => (a.cambios ? [[a.name, a.cambios] as const] : []));
  return (user) => {
    const porArea = new Map<string, (cambio: Cambio) => boolean>();
    for (const [area, filtro] of filtros) {
      const visible = filtro(user);
      if (visible !== verTodo) porArea.set(area, visible);
    }
    if (porArea.size === 0) return verTodo;
    return (cambio) => porArea.get(cambio.area)?.(cambio) ?? true;
  };
}

/** An open stream, as the shared window tells it. */
interface Oyente {
  /** Changes delivered up to this count were there before it opened (its backlog, or not its). */
  desde: number;
  visible: (cambio: Cambio) => boolean;
  usuario: string;
  escribir: (texto: string | Buffer) => void;
  /** Ends the stream (its user's own account changed). */
  cerrar: () => void;
}

/**
 * One window of changes for every open stream of this instance (issue 30): the feed has one
 * listener, not one per stream, and at the end of each window a stream that sees every change
 * (HQ's national screens) is written the text built once for all of them. With 200 screens open
 * during a burst of 500 actas a second, one listener per stream was 100.000 calls a second and
 * as many messages built; now a window costs one text and one write per stream.
 */
function ventanaCompartida(feed: ChangeFeed) {
  const oyentes = new Set<Oyente>();
  let tanda: { orden: number; numerado: CambioNumerado }[] = [];
  let entregados = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const vaciar = () => {
    clearTimeout(timer);
    timer = undefined;
    const cambios = tanda;
    if (cambios.length === 0) return;
    tanda = [];
    const primero = cambios[0]!.orden;
    // The national screens' text, encoded once for all of them.
    let comun: Buffer | undefined;
    // The streams whose user's own account changed end after being told (see below).
    const usuarios = cambios.filter((c) => c.numerado.cambio.area === 'usuarios');
    for (const o of [...oyentes]) {
      const texto =
        o.visible === verTodo && o.desde < primero
          ? (comun ??= Buffer.from(textoDe(cambios.map((c) => c.numerado))))
          : textoDe(
              cambios.filter((c) => c.orden > o.desde && o.visible(c.numerado.cambio)).map((c) => c.numerado),
            );
      if (texto.length > 0) o.escribir(texto);
      // The stream ends and the browser reconnects after `retry`, resuming from its Last-Event-ID
      // under what the session now says (its scope, perhaps).
      if (usuarios.some((c) => c.orden > o.desde && c.numerado.cambio.id === o.usuario)) o.cerrar();
    }
  };
  feed.subscribe((numerado) => {
    entregados += 1;
    tanda.push({ orden: entregados, numerado });
    timer ??= setTimeout(vaciar, VENTANA_MS);
  });
  // Registered before any stream's: what waited is told before a stream's `reinicio`.
  feed.onReinicio(vaciar);
  return {
    /** Adds a stream: it is told the changes delivered from now on that it may see. */
    abrir(oyente: Omit<Oyente, 'desde'>): () => void {
      const o = { ...oyente, desde: entregados };
      oyentes.add(o);
      return () => oyentes.delete(o);
    },
    vaciar,
  };
}

/**
 * Streams the feed as Server-Sent Events on GET /api/events. A browser that comes
 * back (Last-Event-ID, or `?ultimo=` from a tab taking over the stream) first gets
 * what it missed; when that is no longer known it gets `reinicio` and reads again.
 */
export function changeFeedRoutes(
  app: FastifyInstance,
  feed: ChangeFeed,
  filtro: FiltroCambios = () => verTodo,
): void {
  const ventana = ventanaCompartida(feed);
  // Open streams end before the server closes, or close() would wait for them forever; what
  // waited for the window's end is written first.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    ventana.vaciar();
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
    const backlog = textoDe((perdidos ?? []).filter((c) => visible(c.cambio)));
    if (backlog) res.write(backlog);
    const quitar = ventana.abrir({
      visible,
      usuario: user.id,
      escribir: (texto) => res.write(texto),
      cerrar: () => close(),
    });
    const sinReinicio = feed.onReinicio(() => {
      res.write(`id: ${feed.ultimoId}\nevent: ${EVENTO_REINICIO}\ndata: {}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': latido\n\n'), HEARTBEAT_MS);
    const close = () => {
      if (!open.delete(close)) return;
      clearInterval(heartbeat);
      quitar();
      sinReinicio();
      res.end();
    };
    open.add(close);
    request.raw.on('close', close);
  });
}
