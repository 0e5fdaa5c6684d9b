import type pg from 'pg';

/**
 * Watches a pg client for a query sent while another one runs on it (pg deprecates that and pg@9
 * refuses it): answers the list of such queries' texts, filled as they are sent.
 */
export function consultasSolapadas(client: pg.ClientBase): string[] {
  const solapadas: string[] = [];
  const interna = client as unknown as { _activeQuery: unknown; _queryQueue: unknown[] };
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  Object.assign(client, {
    query: (...args: unknown[]) => {
      if (interna._activeQuery || interna._queryQueue.length > 0) solapadas.push(String(args[0]));
      return query(...args);
    },
  });
  return solapadas;
}
