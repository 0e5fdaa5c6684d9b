import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Dialect, type Driver } from 'kysely';
import type { OrigenBase } from './connect.js';
import { pgDriver } from './pg-driver.js';
import type { DB } from './schema.js';

/**
 * A read-only handle on a frozen copy of some of the app's tables kept beside its database (a past
 * election, issue 45): unqualified table names resolve first to the copy, then to the app's own
 * tables (users, files…), so the app's own query functions run on it unchanged.
 * - PostgreSQL: a small pool of its own whose connections have `search_path = <copy>, <app>` and
 *   every transaction read-only. Not the app's pool: its connections keep statements prepared by
 *   name (pg-sentencias.ts), planned against the app's own tables.
 * - SQLite: a connection opened read-only on the copy's file, with the app's file attached.
 */
export interface BaseDeLectura {
  db: Kysely<DB>;
  /** Initialized: what `enOtraBase` (request-transaction.ts) hands the app's queries to. */
  driver: Driver;
  cerrar(): Promise<void>;
}

/** Connections of a copy's pool: its screens are read by a few people, never on election night. */
const CONEXIONES_DE_LECTURA = 3;

/** Name under which a copy's SQLite connection attaches the app's file. */
const PRINCIPAL = 'principal';

/** A schema name that PostgreSQL's startup options carry as it is (no quotes there). */
const ESQUEMA_SIMPLE = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Opens the handle: `copia` is a PostgreSQL schema of the same database, or the path of a SQLite
 * file (which must exist).
 */
export async function abrirLectura(origen: OrigenBase, copia: string): Promise<BaseDeLectura> {
  let base: Dialect;
  if (origen.dialect === 'postgres') {
    if (!ESQUEMA_SIMPLE.test(copia) || !ESQUEMA_SIMPLE.test(origen.schema)) {
      throw new Error(`Esquema no admitido para una lectura archivada: ${copia}`);
    }
    const pool = new (pgDriver().Pool)({
      connectionString: origen.url,
      max: CONEXIONES_DE_LECTURA,
      idleTimeoutMillis: 30_000,
      options: `-c search_path=${copia},${origen.schema} -c default_transaction_read_only=on`,
    });
    pool.on('error', () => {});
    // A schema missing from the search path would be skipped silently: the app's own tables
    // would answer as if they were the copy's.
    const existe = await pool
      .query('select 1 from pg_namespace where nspname = $1', [copia])
      .catch(async (e) => {
        await pool.end();
        throw e;
      });
    if (existe.rowCount === 0) {
      await pool.end();
      throw new Error(`No existe la copia ${copia}`);
    }
    base = new PostgresDialect({ pool });
  } else {
    const sqlite = new Database(copia, { readonly: true, fileMustExist: true });
    sqlite.prepare(`attach database ? as ${PRINCIPAL}`).run(origen.file);
    sqlite.pragma('busy_timeout = 5000');
    base = new SqliteDialect({ database: sqlite });
  }
  const driver = base.createDriver();
  const iniciado = driver.init();
  await iniciado;
  // Kysely initializes the driver it is given once more: this one is already.
  const compartido: Driver = {
    init: () => iniciado,
    acquireConnection: () => driver.acquireConnection(),
    beginTransaction: (c, s) => driver.beginTransaction(c, s),
    commitTransaction: (c) => driver.commitTransaction(c),
    rollbackTransaction: (c) => driver.rollbackTransaction(c),
    releaseConnection: (c) => driver.releaseConnection(c),
    destroy: () => driver.destroy(),
  };
  const db = new Kysely<DB>({
    dialect: {
      createAdapter: () => base.createAdapter(),
      createQueryCompiler: () => base.createQueryCompiler(),
      createIntrospector: (k) => base.createIntrospector(k),
      createDriver: () => compartido,
    },
  });
  return { db, driver, cerrar: () => db.destroy() };
}
