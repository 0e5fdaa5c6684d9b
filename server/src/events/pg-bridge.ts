import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Cambio, ChangeFeed } from './feed.js';

const CHANNEL = 'comando_cambios';

/**
 * Routes the feed through PostgreSQL: writes NOTIFY, every instance LISTENs and
 * delivers to its own browsers. Returns a function that closes the connections.
 */
export async function bridgeFeedThroughPostgres(
  feed: ChangeFeed,
  url: string,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const listener = new pg.Client({ connectionString: url });
  await listener.connect();
  await listener.query(`LISTEN ${CHANNEL}`);
  listener.on('notification', (msg) => {
    if (!msg.payload) return;
    try {
      feed.deliver(JSON.parse(msg.payload) as Cambio);
    } catch (error) {
      log.warn({ err: error }, 'aviso de cambio ilegible');
    }
  });
  const notifier = new pg.Pool({ connectionString: url, max: 1 });
  feed.routeThrough((cambio) => {
    notifier.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(cambio)]).catch((error: unknown) => {
      log.warn({ err: error }, 'no se pudo publicar un cambio');
    });
  });
  return async () => {
    await listener.end();
    await notifier.end();
  };
}
