import { pgDriver } from '../db/pg-driver.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Cambio, ChangeFeed } from './feed.js';

/** One sequence numbers the events of every instance, so a browser can resume on any of them. */
const SEQUENCE = 'comando_eventos_seq';

interface Aviso {
  n: number;
  c: Cambio;
}

/** One channel per schema: deployments that share a database do not see each other's changes. */
function channelOf(schema: string): string {
  return schema === 'public' ? 'comando_cambios' : `comando_cambios_${schema}`;
}

/**
 * Routes the feed through PostgreSQL: writes NOTIFY (numbered by a shared sequence),
 * every instance LISTENs and delivers to its own browsers. Returns a function that
 * closes the connections.
 */
export async function bridgeFeedThroughPostgres(
  feed: ChangeFeed,
  url: string,
  schema: string,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const channel = channelOf(schema);
  const sequence = schema === 'public' ? SEQUENCE : `${schema}.${SEQUENCE}`;
  const listener = new (pgDriver().Client)({ connectionString: url });
  await listener.connect();
  await listener.query(`create sequence if not exists ${sequence}`);
  await listener.query(`LISTEN "${channel}"`);
  listener.on('notification', (msg) => {
    if (!msg.payload) return;
    try {
      const aviso = JSON.parse(msg.payload) as Aviso;
      feed.deliver(Number(aviso.n), aviso.c);
    } catch (error) {
      log.warn({ err: error }, 'aviso de cambio ilegible');
    }
  });
  const notifier = new (pgDriver().Pool)({ connectionString: url, max: 1 });
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
    await listener.end();
    await notifier.end();
  };
}
