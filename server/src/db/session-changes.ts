import type Pg from 'pg';

/**
 * Writes that may change what a session's lookup answers (auth/sessions.ts): a user's row (role,
 * ground, active, a temporary password, two-factor), the setting that requires two-factor of the
 * admins, a session ended. Not a new session, nor a session's or a user's last use moved forward:
 * every login and every minute of every open session write those, and on election night that is
 * thousands of delegates — each would make every instance read every session again.
 */
const TOCA_SESIONES = /^\s*(?:insert\s+into|update|delete\s+from)\s+"(?:usuarios|ajustes|sesiones)"/i;
const NO_LAS_CAMBIA =
  /^\s*(?:insert\s+into\s+"sesiones"|update\s+"(?:sesiones|usuarios)"\s+set\s+"ultimo_(?:uso|acceso)"\s*=\s*(?:\?|\$\d+)\s+where\b)/i;

/** Whether a statement may change what a session's lookup answers (above). */
export function cambiaSesiones(texto: string): boolean {
  return TOCA_SESIONES.test(texto) && !NO_LAS_CAMBIA.test(texto);
}

/**
 * What an instance on PostgreSQL knows of its sessions' freshness. `generacion` changes whenever
 * this instance or another one may have changed a session (see `avisarCambiosDeSesion`); the
 * sessions read under one generation are reused while it stays the same, and only while
 * `escuchando`: an instance that is not listening to the others (its LISTEN connection lost)
 * would not hear of a logout on another one, and reads every session again until it listens.
 */
export interface EstadoSesiones {
  generacion: number;
  escuchando: boolean;
  readonly canal: string;
}

/**
 * Tells every instance, through PostgreSQL, of a write that may change a session (above): a
 * NOTIFY on the same connection right after it. Inside a transaction PostgreSQL delivers it at
 * the commit and drops it at a rollback, so no other instance reads the session again before the
 * change can be seen; they move their generation when the notice arrives
 * (bridgeFeedThroughPostgres). This instance moves its own as soon as the change can be seen
 * (the write done, or its transaction ended), so none of its requests keeps a session read before.
 * A change made outside the app (psql by hand) tells no one: sessions.ts reads every session
 * again at least once a minute.
 */
export function avisarCambiosDeSesion(client: Pg.PoolClient, estado: EstadoSesiones): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const avanzar = () => {
    estado.generacion += 1;
  };
  /**
   * The write's answer once the notice is sent too: the notice goes after the write is done (pg
   * deprecates a query sent while another runs), and a failed write has nothing to tell.
   */
  const avisarTras = async (escritura: Promise<unknown>): Promise<unknown> => {
    const respuesta = await escritura;
    await query('select pg_notify($1, $2)', [estado.canal, '']).catch(() => {
      // The connection was lost: inside a transaction its commit fails too; after an autocommit
      // write the other instances read their sessions again within a minute (sessions.ts).
    });
    return respuesta;
  };
  /** A write that may change a session is inside the transaction under way on this connection. */
  let alTerminar = false;
  Object.assign(client, {
    query(...args: unknown[]) {
      const [texto] = args;
      if (typeof texto === 'string' && cambiaSesiones(texto)) {
        const enTransaccion = client.getTransactionStatus() !== 'I';
        const r = avisarTras(query(...args));
        if (!enTransaccion) return r.finally(avanzar);
        alTerminar = true;
        return r;
      }
      if (!alTerminar) return query(...args);
      // The transaction ends with a commit or a rollback, not with the release or the rollback
      // of a savepoint: what the connection says once the statement is done tells which.
      return query(...args).finally(() => {
        if (alTerminar && client.getTransactionStatus() === 'I') {
          alTerminar = false;
          avanzar();
        }
      });
    },
  });
}
