import { randomInt } from 'node:crypto';
import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Running sums that every write of a place adds to — the count's totals per department and per
 * municipio, the rules' participation sums per department — are kept in stripes on PostgreSQL
 * (issue 30): each transaction adds to one stripe, and a reader sums the stripes. With one row
 * per department, every acta of La Paz waited for the one before it to commit (10–16 of the 20
 * pool connections of two instances stood in `Lock / transactionid` at that upsert during the
 * actas bench). An instance hands the stripes out in turn, from a place of its own: its
 * transactions at once (at most its pool's 10) never share one, and two instances' meet one time
 * in 16. SQLite has one writer at a time: there every sum is in stripe 0, one row.
 */
const FRANJAS = 16;

let siguiente = randomInt(FRANJAS);

/** The stripe a transaction adds its sums to. */
export function franjaDe<T>(db: Kysely<T>): number {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return 0;
  siguiente = (siguiente + 1) % FRANJAS;
  return siguiente;
}
