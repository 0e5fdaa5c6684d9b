import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Cambio, ChangeFeed } from './feed.js';

const CHANNEL = 'comando_cambios';
/** One sequence numbers the events of every instance, so a browser can resume on any of them. */
const SEQUENCE = 'comando_eventos_seq';

interface Aviso {
  n: number;
  c: Cambio;
}

/**
 * Routes the feed through PostgreSQL: writes NOTIFY (numbered by a shared sequence),
 * every instance LISTENs and delivers to its own browsers. Returns a function that
 * closes the connections.
 */
export async function bridgeFeedThroughPostgres(
  feed: ChangeFeed,
  url: string,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const listener = new pg.Client({ connectionString: url });
  await listener.connect();
  await listener.query(`create sequence if not exists ${SEQUENCE}`);
  await listener.query(`LISTEN ${CHANNEL}`);
  listener.on('notification', (msg) => {
    if (!msg.payload) return;
    try {
      const aviso = JSON.parse(msg.payload) as Aviso;
      feed.deliver(Number(aviso.n), aviso.c);
    } catch (error) {
      log.warn({ err: error }, 'aviso de cambio ilegible');
    }
  });
  const notifier = new pg.Pool({ connectionString: url, max: 1 });
  feed.routeThrough((cambio) => {
    notifier
      .query(`select pg_notify($1, json_build_object('n', nextval('${SEQUENCE}'), 'c', $2::json)::text)`, [
        CHANNEL,
        JSON.stringify(cambio),
      ])
      .catch((error: unknown) => {
        log.warn({ err: error }, 'no se pudo publicar un cambio');
      });
  }, 'pg');
  return async () => {
    await listener.end();
    await notifier.end();
  };
}
