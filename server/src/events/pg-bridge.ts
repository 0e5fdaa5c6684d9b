import type { EstadoSesiones } from '../db/session-changes.js';
import { canalDelEsquema, pgDriver } from '../db/pg-driver.js';
import type { FastifyBaseLogger } from 'fastify';
import type Pg from 'pg';
import type { Cambio, ChangeFeed } from './feed.js';

/** One sequence numbers the events of every instance, so a browser can resume on any of them. */
const SEQUENCE = 'comando_eventos_seq';

interface Aviso {
  n: number;
  c: Cambio;
}

/** Waits between attempts to LISTEN again after the connection was lost: 0,5 s doubling to 5 s. */
const ESPERA_INICIAL_MS = 500;
const ESPERA_MAXIMA_MS = 5_000;

/**
 * Routes the feed through PostgreSQL: writes NOTIFY (numbered by a shared sequence),
 * every instance LISTENs and delivers to its own browsers. When the LISTEN connection is
 * lost (PostgreSQL restarted, a failover) the instance keeps serving, listens again as soon
 * as it can, and tells its open screens to read everything again: what was notified in
 * between never reached it (issue 30). The same connection hears when a session may have
 * changed on any instance (db/session-changes.ts): with `sesiones`, the instance reuses the
 * sessions it read while it listens, and forgets them when told or when it stops hearing.
 * Returns a function that closes the connections.
 */
export async function bridgeFeedThroughPostgres(
  feed: ChangeFeed,
  url: string,
  schema: string,
  log: FastifyBaseLogger,
  sesiones?: EstadoSesiones,
): Promise<() => Promise<void>> {
  const channel = canalDelEsquema('comando_cambios', schema);
  const sequence = schema === 'public' ? SEQUENCE : `${schema}.${SEQUENCE}`;
  let listener: Pg.Client | undefined;
  let cerrado = false;
  let reconectando = false;

  const escuchar = async () => {
    const client = new (pgDriver().Client)({ connectionString: url });
    client.on('error', perdida);
    client.on('end', perdida);
    client.on('notification', (msg) => {
      if (sesiones && msg.channel === sesiones.canal) {
        sesiones.generacion += 1;
        return;
      }
      if (!msg.payload) return;
      try {
        const aviso = JSON.parse(msg.payload) as Aviso;
        feed.deliver(Number(aviso.n), aviso.c);
      } catch (error) {
        log.warn({ err: error }, 'aviso de cambio ilegible');
      }
    });
    try {
      await client.connect();
      await client.query(`create sequence if not exists ${sequence}`);
      await client.query(`LISTEN "${channel}"`);
      if (sesiones) {
        await client.query(`LISTEN "${sesiones.canal}"`);
        // What changed while this instance was not listening never reached it.
        sesiones.generacion += 1;
        sesiones.escuchando = true;
      }
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      throw error;
    }
    listener = client;
  };

  function perdida(error?: Error) {
    if (cerrado || reconectando) return;
    reconectando = true;
    listener = undefined;
    if (sesiones) sesiones.escuchando = false;
    log.warn({ err: error }, 'se perdió la escucha de cambios en PostgreSQL; reconectando');
    void (async () => {
      for (let espera = ESPERA_INICIAL_MS; !cerrado; espera = Math.min(espera * 2, ESPERA_MAXIMA_MS)) {
        await new Promise((r) => setTimeout(r, espera).unref());
        try {
          await escuchar();
          log.info('escucha de cambios restablecida');
          // Whatever was notified while this instance was not listening never reached it.
          feed.reiniciar();
          break;
        } catch {
          // PostgreSQL not back yet: try again a little later.
        }
      }
      reconectando = false;
    })();
  }

  await escuchar();
  const notifier = new (pgDriver().Pool)({ connectionString: url, max: 1, connectionTimeoutMillis: 5_000 });
  // An idle notifier connection cut by a restart errors in the pool, which opens a new one.
  notifier.on('error', () => {});
  notifier.on('connect', (client) => client.on('error', () => {}));
  feed.routeThrough((cambio) => {
    notifier
      .query(`select pg_notify($1, json_build_object('n', nextval('${sequence}'), 'c', $2::json)::text)`, [
        channel,
        JSON.stringify(cambio),
      ])
      .catch((error: unknown) => {
        log.warn({ err: error }, 'no se pudo publicar un cambio');
      });
  }, 'pg');
  return async () => {
    cerrado = true;
    if (sesiones) sesiones.escuchando = false;
    await listener?.end();
    await notifier.end();
  };
}
