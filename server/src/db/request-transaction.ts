import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CompiledQuery,
  type Compilable,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type TransactionSettings,
} from 'kysely';
import { Cupo } from '../performance/slots.js';
import type { DB } from './schema.js';

/**
 * One write request = one database transaction, without every handler passing a `trx`
 * around: inside `inRequestTransaction`, every query of the same Kysely instance (handlers
 * use the `db` they closed over) runs on one connection, in one transaction that commits
 * when the callback succeeds and rolls back when it throws. The audit record of the write
 * is inserted in the same scope, so a change never exists without its record, and a failed
 * write leaves neither. A handler's own `db.transaction()` becomes a savepoint.
 *
 * The connection is taken at the scope's first query (lazily): a handler that first
 * streams an upload to the file store does not hold it meanwhile.
 */
interface Scope {
  driver: Driver;
  connection?: Promise<DatabaseConnection>;
  savepoints: number;
  /** Savepoint names opened by nested `db.transaction()`, innermost last. */
  open: string[];
  /** What waits for the end of the transaction (see `alFinal`), by name. */
  finales?: Map<string, { estado: unknown; vaciar: (estado: unknown) => Compilable[] }>;
  /** A phone's upload (see `comoEnvio`): its connection is one of those the uploads may hold. */
  envio: boolean;
}

const scopes = new AsyncLocalStorage<Scope>();
const envios = new AsyncLocalStorage<true>();
/** Another database whose connections serve every query inside `enOtraBase` (see there). */
const otrasBases = new AsyncLocalStorage<Driver | undefined>();
/** The driver that gave each connection taken from another database. */
const ajenas = new WeakMap<DatabaseConnection, Driver>();

/**
 * Runs `fn` with every query of this process's databases on `otra`'s connections instead: a past
 * election's read-only copy (issue 45), whose unqualified table names resolve first to the copy
 * and then to the app's own tables. The route handlers and their query functions stay as they
 * are; only where their connection comes from changes. `otra` must be initialized; undefined runs
 * `fn` on the app's own database again.
 */
export function enOtraBase<T>(otra: Driver | undefined, fn: () => T): T {
  return otrasBases.run(otra, fn);
}

/**
 * Runs `fn` (a phone's upload, inside the phones' line) so that the transaction it opens takes
 * one of the connections the uploads may hold: on PostgreSQL a few of the pool's connections
 * stay free for everything else (see `ScopedDriver.deEnvios`).
 */
export function comoEnvio<T>(fn: () => Promise<T>): Promise<T> {
  return envios.run(true, fn);
}

export interface OpcionesDeAlcance {
  /** The inner driver has one connection (SQLite): it is given in turns, oldest first. */
  unaConexion?: boolean;
  /**
   * The inner driver has a pool (PostgreSQL): the connections the phones' uploads may hold at
   * once (the pool's size less those kept for the rest), and how long an upload waits for one
   * before it is answered 503 (the pool's own wait: while the database is down the line must not
   * keep phones waiting longer).
   */
  envios?: { conexiones: number; esperaMs: number };
}

/** A gate in front of the inner driver's connections, and how long one may wait at it (none: no bound). */
interface Puerta {
  cupo: Cupo;
  esperaMs?: number;
}

const drivers = new WeakMap<object, Driver>();

/** The pool's connection behind each one `enFila` made. */
const internas = new WeakMap<DatabaseConnection, DatabaseConnection>();

/**
 * A pool connection that runs its queries one after the other: a transaction's connection is
 * shared by everything its handler runs, and a `Promise.all` of reads there sent a query while
 * another was running on it — pg queues it, but deprecates that and pg@9 refuses it. SQLite's
 * one connection runs each statement synchronously and needs none of this.
 */
function enFila(connection: DatabaseConnection): DatabaseConnection {
  let anterior: Promise<unknown> = Promise.resolve();
  const cola: DatabaseConnection = {
    executeQuery<R>(query: CompiledQuery) {
      const resultado = anterior.then(() => connection.executeQuery<R>(query));
      anterior = resultado.catch(() => undefined);
      return resultado;
    },
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  };
  internas.set(cola, connection);
  return cola;
}

class ScopedDriver implements Driver {
  /**
   * Set when the inner driver has one connection (SQLite): its turns, oldest first (issue 30).
   * Kysely's own lock wakes every waiter at each release and lets whoever asks first in between
   * take it, so under a stream of writes (election night: 200 phones at once) a request could
   * lose its turn again and again while others passed — seconds of tail for a few.
   */
  private readonly turnos: Puerta | undefined;
  /**
   * Set when the inner driver has a pool (PostgreSQL): the connections the phones' uploads may
   * hold at once (issue 30). On election night every instance has dozens of uploads in its
   * line, each holding a connection for its transaction's two dozen round trips; without this
   * gate HQ's screens queued for a connection behind them and showed a count 6 s old.
   */
  private readonly deEnvios: Puerta | undefined;

  constructor(
    private readonly inner: Driver,
    opciones: OpcionesDeAlcance,
  ) {
    this.turnos = opciones.unaConexion ? { cupo: new Cupo(1) } : undefined;
    this.deEnvios = opciones.envios
      ? { cupo: new Cupo(opciones.envios.conexiones), esperaMs: opciones.envios.esperaMs }
      : undefined;
  }

  /** The gate a connection is taken through: SQLite's turns, or the uploads' share of the pool. */
  private puerta(envio: boolean): Puerta | undefined {
    return this.turnos ?? (envio ? this.deEnvios : undefined);
  }

  /** The inner driver's connection, through its gate. */
  private async tomar(envio = false): Promise<DatabaseConnection> {
    const puerta = this.puerta(envio);
    if (!puerta) return enFila(await this.inner.acquireConnection());
    if (puerta.esperaMs === undefined) await puerta.cupo.tomar();
    else if (!(await puerta.cupo.tomarAntesDe(puerta.esperaMs))) {
      throw Object.assign(new Error('Ninguna conexión a la base se liberó a tiempo'), { code: 'ETIMEDOUT' });
    }
    let connection: DatabaseConnection;
    try {
      connection = await this.inner.acquireConnection();
    } catch (error) {
      puerta.cupo.soltar();
      throw error;
    }
    return this.turnos ? connection : enFila(connection);
  }

  private async soltar(connection: DatabaseConnection, envio = false): Promise<void> {
    try {
      await this.inner.releaseConnection(internas.get(connection) ?? connection);
    } finally {
      this.puerta(envio)?.cupo.soltar();
    }
  }

  init() {
    return this.inner.init();
  }

  private scope(): Scope | undefined {
    const scope = scopes.getStore();
    return scope?.driver === this ? scope : undefined;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const otra = otrasBases.getStore();
    if (otra) {
      const connection = await otra.acquireConnection();
      ajenas.set(connection, otra);
      return connection;
    }
    const scope = this.scope();
    if (!scope) return this.tomar();
    scope.connection ??= (async () => {
      const connection = await this.tomar(scope.envio);
      try {
        await this.empezar(connection);
      } catch (error) {
        await this.soltar(connection, scope.envio);
        throw error;
      }
      return connection;
    })();
    return scope.connection;
  }

  /**
   * Opens a transaction. On SQLite it takes the write lock at once (`begin immediate`): a
   * deferred `begin` reads under a snapshot first, and when another process (a CLI, a backup
   * restore, a script) commits before the transaction's first write, that write fails with
   * SQLITE_BUSY_SNAPSHOT — a request that read, awaited a password hash and then wrote answered
   * 500. Taken at the start, the lock makes the other process wait for the commit (busy_timeout)
   * instead; within this process the turns already let one transaction through at a time.
   */
  private async empezar(connection: DatabaseConnection, settings: TransactionSettings = {}): Promise<void> {
    if (this.turnos) await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    else await this.inner.beginTransaction(connection, settings);
  }

  private async ours(connection: DatabaseConnection): Promise<Scope | undefined> {
    const scope = this.scope();
    return scope?.connection && (await scope.connection) === connection ? scope : undefined;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const otra = ajenas.get(connection);
    if (otra) return otra.beginTransaction(connection, settings);
    const scope = await this.ours(connection);
    if (!scope) return this.empezar(connection, settings);
    scope.savepoints += 1;
    const name = `sp_${scope.savepoints}`;
    scope.open.push(name);
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${name}`));
  }

  async commitTransaction(connection: DatabaseConnection) {
    const otra = ajenas.get(connection);
    if (otra) return otra.commitTransaction(connection);
    const scope = await this.ours(connection);
    if (!scope) return this.inner.commitTransaction(connection);
    const name = scope.open.pop();
    if (name) await connection.executeQuery(CompiledQuery.raw(`release savepoint ${name}`));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    const otra = ajenas.get(connection);
    if (otra) return otra.rollbackTransaction(connection);
    const scope = await this.ours(connection);
    if (!scope) return this.inner.rollbackTransaction(connection);
    const name = scope.open.pop();
    if (!name) return;
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${name}`));
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${name}`));
  }

  async releaseConnection(connection: DatabaseConnection) {
    const otra = ajenas.get(connection);
    if (otra) {
      ajenas.delete(connection);
      return otra.releaseConnection(connection);
    }
    // The scope's connection is released when the scope ends.
    if (await this.ours(connection)) return;
    return this.soltar(connection);
  }

  destroy() {
    return this.inner.destroy();
  }

  /** The scope's accumulator named `clave` (created on first use), or undefined outside a scope. */
  alFinal<E>(clave: string, crear: () => E, vaciar: (estado: E) => Compilable[]): E | undefined {
    const scope = this.scope();
    if (!scope) return undefined;
    scope.finales ??= new Map();
    let final = scope.finales.get(clave);
    if (!final) {
      final = { estado: crear(), vaciar: vaciar as (estado: unknown) => Compilable[] };
      scope.finales.set(clave, final);
    }
    return final.estado as E;
  }

  /** The writes gathered for the end of the scope's transaction, in the order they were first asked for. */
  private async escribirFinales(scope: Scope): Promise<void> {
    const escrituras = [...(scope.finales?.values() ?? [])].flatMap((f) => f.vaciar(f.estado));
    if (escrituras.length === 0) return;
    const connection = await this.acquireConnection();
    for (const e of escrituras) await connection.executeQuery(e.compile());
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    const scope: Scope = { driver: this, savepoints: 0, open: [], envio: envios.getStore() === true };
    let result: T;
    try {
      result = await scopes.run(scope, async () => {
        const r = await fn();
        await this.escribirFinales(scope);
        return r;
      });
    } catch (error) {
      if (scope.connection) {
        const connection = await scope.connection.catch(() => undefined);
        if (connection) {
          try {
            await this.inner.rollbackTransaction(connection);
          } finally {
            await this.soltar(connection, scope.envio);
          }
        }
      }
      throw error;
    }
    if (scope.connection) {
      const connection = await scope.connection;
      try {
        await this.inner.commitTransaction(connection);
      } catch (error) {
        await this.inner.rollbackTransaction(connection).catch(() => undefined);
        throw error;
      } finally {
        await this.soltar(connection, scope.envio);
      }
    }
    return result;
  }
}

/** Wraps a dialect so that `inRequestTransaction` can scope its queries (see `OpcionesDeAlcance`). */
export function scopedDialect(dialect: Dialect, opciones: OpcionesDeAlcance = {}): Dialect {
  let driver: ScopedDriver | undefined;
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => {
      driver = new ScopedDriver(dialect.createDriver(), opciones);
      return driver;
    },
    // Kept so the instance can find its driver (see `registerScoped`).
    get driver() {
      return driver;
    },
  } as Dialect;
}

/** Remembers the scoped driver of a Kysely instance built on `scopedDialect`. */
export function registerScoped(db: Kysely<DB>, dialect: Dialect): void {
  const driver = (dialect as Dialect & { driver?: Driver }).driver;
  if (driver) drivers.set(db, driver);
}

/**
 * Work on the rows every write of a kind contends for (the count's running totals: a few rows per
 * department that every acta adds to), gathered during a request's transaction and done once at
 * its end, just before it commits. On PostgreSQL a row's lock is held from the statement that
 * changes it until the commit: done first, every other acta of the department waited for the
 * rest of the request; done last, for one statement (issue 30). Answers the transaction's
 * accumulator named `clave` (made by `crear`; at the end `vaciar` turns it into the writes to
 * make), or undefined when `db` is not in a request transaction: the caller then does its work
 * at once. See server/src/db/README.md.
 */
export function alFinal<E>(
  db: Kysely<DB>,
  clave: string,
  crear: () => E,
  vaciar: (estado: E) => Compilable[],
): E | undefined {
  const driver = drivers.get(db);
  return driver instanceof ScopedDriver ? driver.alFinal(clave, crear, vaciar) : undefined;
}

/**
 * Runs `fn` with every query of `db` in one transaction (see above). Without a scoped
 * driver (a Kysely built elsewhere) it simply runs `fn`.
 */
export function inRequestTransaction<T>(db: Kysely<DB>, fn: () => Promise<T>): Promise<T> {
  const driver = drivers.get(db);
  return driver instanceof ScopedDriver ? driver.run(fn) : fn();
}

/**
 * Runs `fn` outside any request transaction: work started from a request that must not join
 * its transaction (a job that outlives it, with its own).
 */
export function fueraDeTransaccion<T>(fn: () => T): T {
  return scopes.exit(fn);
}

/** Runs writes one after the other, at once: what `alFinal`'s callers do outside a request transaction. */
export async function escribirYa(db: Kysely<DB>, escrituras: Compilable[]): Promise<void> {
  for (const e of escrituras) await db.executeQuery(e);
}

/**
 * A write with nothing to gather (an audit record): in a request transaction it waits for the
 * transaction's end with the accumulators' writes (`alFinal`), otherwise it is made at once.
 */
export async function escribirAlFinal(db: Kysely<DB>, clave: string, escritura: Compilable): Promise<void> {
  const lista = alFinal(
    db,
    clave,
    () => [] as Compilable[],
    (escrituras) => escrituras,
  );
  if (lista) lista.push(escritura);
  else await escribirYa(db, [escritura]);
}
