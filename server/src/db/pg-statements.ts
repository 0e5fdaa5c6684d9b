import { createHash } from 'node:crypto';
import type Pg from 'pg';

/** Texts named at most per connection: the app's SQL is a few hundred fixed texts, so this is never reached in use. */
const NOMBRES_POR_CONEXION = 1000;
/**
 * More parameters than this and a text stays unnamed: those are the bulk inserts of an import,
 * whose last chunk has a row count of its own each time (a text that would never be reused).
 */
const PARAMETROS_A_LO_SUMO = 256;
const DML = /^\s*(select|insert|update|delete|with)\b/i;
/** PostgreSQL's "cached plan must not change result type": a table a statement reads changed its columns. */
const PLAN_CADUCO = '0A000';

/**
 * What one database's connections share: a generation that changes when the schema may have
 * changed (a migration of this process, or a plan another instance's migration invalidated),
 * so that every connection prepares its statements again under new names.
 */
export interface Sentencias {
  generacion: number;
  /** Migrations running: while > 0 nothing is named (their DDL changes what a statement returns). */
  pausas: number;
}

/**
 * Kysely sends every query unnamed, so PostgreSQL parses and plans each one anew: an acta is
 * 24 statements, and parsing and planning them was about a third of PostgreSQL's CPU per acta
 * (issue 30, docs/rendimiento.md "eighth pass"). Each fixed SQL text of the app (values are
 * bound parameters) is prepared once per connection under a name derived from the text, and
 * later runs only bind and execute it — the same as the SQLite statement cache in connect.ts.
 *
 * When a table's columns change under a prepared `select *` (another instance migrated),
 * PostgreSQL refuses to run it; the connections then prepare again under new names, and a
 * query that was not inside a transaction is run again at once (inside one, the transaction is
 * already aborted: that request fails and the next one works).
 */
export function nombrarSentencias(client: Pg.PoolClient, compartido: Sentencias): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  let generacion = compartido.generacion;
  let nombres = new Map<string, string>();
  const nombre = (texto: string): string | undefined => {
    if (generacion !== compartido.generacion) {
      generacion = compartido.generacion;
      nombres = new Map();
    }
    let n = nombres.get(texto);
    if (n === undefined && nombres.size < NOMBRES_POR_CONEXION) {
      n = `c${generacion}_${createHash('sha1').update(texto).digest('base64url')}`;
      nombres.set(texto, n);
    }
    return n;
  };
  const nombrada = (texto: string, valores: unknown[]): Promise<unknown> => {
    const n = nombre(texto);
    if (n === undefined) return query(texto, valores);
    return query({ name: n, text: texto, values: valores }).catch((error: unknown) => {
      if ((error as { code?: string }).code !== PLAN_CADUCO) throw error;
      if (generacion === compartido.generacion) compartido.generacion += 1;
      if (client.getTransactionStatus() !== 'I') throw error;
      return query({ name: nombre(texto), text: texto, values: valores });
    });
  };
  Object.assign(client, {
    query(...args: unknown[]) {
      const [texto, valores] = args;
      if (
        args.length === 2 &&
        compartido.pausas === 0 &&
        typeof texto === 'string' &&
        Array.isArray(valores) &&
        valores.length <= PARAMETROS_A_LO_SUMO &&
        DML.test(texto)
      ) {
        return nombrada(texto, valores);
      }
      return query(...args);
    },
  });
}
