import { closeSync, openSync, readSync } from 'node:fs';
import { endianness } from 'node:os';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { canalDelEsquema, pgDriver } from './pg-driver.js';
import { avisarCambiosDeSesion, cambiaSesiones, type EstadoSesiones } from './session-changes.js';
import { PostgresDelEsquema } from './pg-introspection.js';
import { nombrarSentencias, type Sentencias } from './pg-statements.js';
import { registerScoped, scopedDialect } from './request-transaction.js';
import type { DB } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Database_ {
  db: Kysely<DB>;
  dialect: Dialect;
  /** PostgreSQL schema the app works in (undefined on SQLite). */
  schema?: string;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** postgres://… selects PostgreSQL. */
  url?: string;
  /** SQLite file path, used when no url is given. */
  file?: string;
  /** PostgreSQL schema to work in (tests isolate each run in its own). */
  schema?: string;
}

/** Connections to PostgreSQL per instance. */
const CONEXIONES_PG = 10;
/** Of those, kept free of the phones' uploads for everything else: HQ's screens, above all. */
const CONEXIONES_PARA_EL_RESTO = 3;
/**
 * How long a request waits for a connection: while PostgreSQL is down (a restart, a failover) it
 * is answered 503 within seconds instead of waiting for one that will not come (issue 30).
 */
const ESPERA_DE_CONEXION_MS = 5_000;

export function connect(options: ConnectOptions): Database_ {
  if (options.url) {
    const schema = options.schema ?? 'public';
    const pool = new (pgDriver().Pool)({
      connectionString: options.url,
      max: CONEXIONES_PG,
      connectionTimeoutMillis: ESPERA_DE_CONEXION_MS,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // A connection the server closes (a restart) errors, in the pool or in the hands of a
    // request between two of its queries: the request's next query fails (503), the pool drops
    // the connection and opens a new one for the next request. Unlistened, the error would end
    // the process.
    pool.on('error', () => {});
    const sentencias: Sentencias = { generacion: 0, pausas: 0 };
    const sesiones: EstadoSesiones = {
      generacion: 0,
      escuchando: false,
      canal: canalDelEsquema('comando_sesiones', schema),
    };
    pool.on('connect', (client) => {
      client.on('error', () => {});
      nombrarSentencias(client, sentencias);
      avisarCambiosDeSesion(client, sesiones);
    });
    const dialect = scopedDialect(new PostgresDelEsquema({ pool }, schema), {
      envios: { conexiones: CONEXIONES_PG - CONEXIONES_PARA_EL_RESTO, esperaMs: ESPERA_DE_CONEXION_MS },
    });
    const db = new Kysely<DB>({ dialect });
    registerScoped(db, dialect);
    preparadas.set(db, sentencias);
    estadosDeSesiones.set(db, sesiones);
    versionesDeSesiones.set(db, () => (sesiones.escuchando ? String(sesiones.generacion) : undefined));
    origenes.set(db, { dialect: 'postgres', url: options.url, schema });
    return { db, dialect: 'postgres', schema, close: () => db.destroy() };
  }
  if (!options.file) throw new Error('Se requiere DATABASE_URL o un archivo SQLite');
  const sqlite = new Database(options.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // A checkpoint (the WAL's pages copied into the database, with its two fsyncs) runs inside the
  // commit that finds the WAL this many pages long. At SQLite's 1.000 every 25th acta or so paid
  // one: 257–269 µs of the event loop per acta's commit on average, 211–217 µs at 4.000 and
  // 207–211 at 10.000 (issue 30, the bench's statements timed): the pages every acta rewrites
  // (the running totals, the tables' last pages) are copied once for more actas. The WAL stays
  // under 16 MB between checkpoints.
  sqlite.pragma('wal_autocheckpoint = 4000');
  const cached = withStatementCache(sqlite, options.file);
  const dialect = scopedDialect(new SqliteDialect({ database: cached.database }), { unaConexion: true });
  const db = new Kysely<DB>({ dialect });
  registerScoped(db, dialect);
  versions.set(db, cached.version);
  versionesDeSesiones.set(db, cached.versionDeSesiones);
  recorders.set(db, cached.record);
  origenes.set(db, { dialect: 'sqlite', file: options.file });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** Where a database handle made by `connect` lives: its PostgreSQL URL and schema, or its SQLite file. */
export type OrigenBase =
  { dialect: 'postgres'; url: string; schema: string } | { dialect: 'sqlite'; file: string };

const origenes = new WeakMap<Kysely<DB>, OrigenBase>();

/**
 * The origin `connect` was given for `db` (undefined for a handle made elsewhere): what opens a
 * read-only handle on a copy beside it (archived-read.ts) without reading the environment.
 */
export function origenDe(db: Kysely<DB>): OrigenBase | undefined {
  return origenes.get(db);
}

const versions = new WeakMap<Kysely<DB>, () => string>();

const preparadas = new WeakMap<Kysely<DB>, Sentencias>();

/**
 * Runs `fn` (a migration) with PostgreSQL's statements unnamed, and has every connection
 * prepare its statements anew after it: a migration's DDL may change what a statement
 * prepared before it returns (pg-statements.ts). Nothing to do on SQLite, which re-prepares
 * by itself.
 */
export async function sinSentenciasPreparadas<T>(db: Kysely<DB>, fn: () => Promise<T>): Promise<T> {
  const sentencias = preparadas.get(db);
  if (!sentencias) return fn();
  sentencias.pausas += 1;
  try {
    return await fn();
  } finally {
    sentencias.pausas -= 1;
    sentencias.generacion += 1;
  }
}

/**
 * A text that changes whenever the data may have changed: on SQLite, every write through
 * this connection and every commit by any other connection or process (`PRAGMA
 * data_version`). Answers computed under one version may be reused while it stays the same.
 * Undefined on PostgreSQL, where other instances write without this process seeing it:
 * there nothing is reused and every read asks the database.
 */
export function dataVersion(db: Kysely<DB>): (() => string) | undefined {
  return versions.get(db);
}

const versionesDeSesiones = new WeakMap<Kysely<DB>, () => string | undefined>();
const estadosDeSesiones = new WeakMap<Kysely<DB>, EstadoSesiones>();

/**
 * A text that changes whenever a session's lookup may answer differently (a user changed, a
 * session ended: session-changes.ts), here or in another process or instance; undefined while
 * that cannot be known. Sessions read under one version are reused while it holds. Unlike
 * `dataVersion`, the actas, avisos and every other write of election night leave it alone.
 * On SQLite: the writes through this connection that may change a session, and every commit of
 * another process. On PostgreSQL: a generation moved by this instance's such writes and by the
 * notices of the others, while the instance listens to them (`estadoDeSesiones`).
 */
export function versionDeSesiones(db: Kysely<DB>): string | undefined {
  return versionesDeSesiones.get(db)?.();
}

/** On PostgreSQL, what the instance's LISTEN connection updates (bridgeFeedThroughPostgres). */
export function estadoDeSesiones(db: Kysely<DB>): EstadoSesiones | undefined {
  return estadosDeSesiones.get(db);
}

/** Statements kept at most; the app's SQL is a few hundred fixed texts, so this is never reached in use. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely's SQLite driver prepares every query anew, and preparing cost as much as running
 * a 100-row list (profile of GET /api/avisos). The app's SQL texts are fixed (values are
 * bound parameters), so each text is prepared once and reused; SQLite re-prepares a cached
 * statement by itself when a migration changes the schema.
 */
function withStatementCache(sqlite: Database.Database, file: string) {
  const cache = new Map<string, Database.Statement>();
  const deSesiones = new WeakSet<Database.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  // Kysely prepares right before it runs, so a statement that writes, handed out, is a write.
  let writes = 0;
  let writesDeSesiones = 0;
  const commits = commitCounter(sqlite, file);
  let recording: string[] | null = null;
  const database = Object.assign(Object.create(sqlite) as Database.Database, {
    prepare(source: string) {
      recording?.push(source);
      let statement = cache.get(source);
      if (!statement) {
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.clear();
        statement = prepare(source);
        cache.set(source, statement);
        if (cambiaSesiones(source)) deSesiones.add(statement);
      }
      if (!statement.readonly) {
        writes += 1;
        if (deSesiones.has(statement)) writesDeSesiones += 1;
      }
      return statement;
    },
    close() {
      cache.clear();
      commits.close();
      return sqlite.close();
    },
  });
  const record = async (run: () => Promise<unknown>): Promise<string[]> => {
    recording = [];
    try {
      await run();
      return recording;
    } finally {
      recording = null;
    }
  };
  return {
    database,
    version: () => `${writes}:${commits.count()}`,
    versionDeSesiones: () => `${writesDeSesiones}:${commits.ajenos()}`,
    record,
  };
}

const recorders = new WeakMap<Kysely<DB>, (run: () => Promise<unknown>) => Promise<string[]>>();

/**
 * The SQL texts a piece of work ran on a SQLite database, in order, one per statement run: tests
 * count an acta's round trips (each one a round trip to PostgreSQL) and read their query plans
 * (a query that reads a whole large table shows there long before it shows in a bench).
 */
export async function sentenciasDe(db: Kysely<DB>, run: () => Promise<unknown>): Promise<string[]> {
  const record = recorders.get(db);
  if (!record) throw new Error('Solo una base SQLite registra sus sentencias');
  return record(run);
}

/** Size of the WAL-index header (https://www.sqlite.org/walformat.html, "The WAL-Index Header"). */
const WAL_INDEX_HEADER = 48;
/** Its first field, the WAL-index format version, in the machine's byte order. */
const WAL_INDEX_VERSION = 3007000;
const LITTLE_ENDIAN = endianness() === 'LE';

/**
 * A number that changes whenever any connection, in this process or another, commits to the
 * database (`count`), and one that changes only when another connection or process does
 * (`ajenos`). In WAL mode every commit rewrites the WAL-index header at the start of the `-shm`
 * file (a change counter, the last frame, checksums) before the commit returns, and every new
 * reader reads that header to learn what it may see: reading the same 48 bytes (one `pread`,
 * coherent with the writers' shared mapping) tells exactly what `PRAGMA data_version` would,
 * without its read transaction and four file-lock calls, which took a fifth of a cached
 * answer's time (issue 17). The layout is part of SQLite's documented file format, shared by
 * every process on the database whatever its SQLite version. The header cannot tell whose the
 * commit was: when it moved, `ajenos` asks the pragma, which counts only other connections'
 * commits. Without WAL, or if the header is not what the format says, the pragma answers both.
 */
function commitCounter(
  sqlite: Database.Database,
  file: string,
): { count(): number; ajenos(): number; close(): void } {
  const pragma = sqlite.prepare('PRAGMA data_version').pluck();
  const dataVersion = () => Number(pragma.get());
  const fallback = { count: dataVersion, ajenos: dataVersion, close: () => undefined };
  pragma.get(); // a read: opens the WAL index if there is one
  if (String(sqlite.pragma('journal_mode', { simple: true })) !== 'wal') return fallback;
  let fd: number;
  try {
    fd = openSync(`${file}-shm`, 'r');
  } catch {
    return fallback;
  }
  const header = Buffer.alloc(WAL_INDEX_HEADER);
  const read = () => readSync(fd, header, 0, WAL_INDEX_HEADER, 0) === WAL_INDEX_HEADER;
  const version = () => (LITTLE_ENDIAN ? header.readUInt32LE(0) : header.readUInt32BE(0));
  if (!read() || version() !== WAL_INDEX_VERSION) {
    closeSync(fd);
    return fallback;
  }
  const seen = Buffer.from(header);
  const seenByAjenos = Buffer.from(header);
  let count = 0;
  let ajenos = dataVersion();
  return {
    count() {
      read();
      if (!header.equals(seen)) {
        header.copy(seen);
        count += 1;
      }
      return count;
    },
    ajenos() {
      read();
      if (!header.equals(seenByAjenos)) {
        header.copy(seenByAjenos);
        ajenos = dataVersion();
      }
      return ajenos;
    },
    close: () => closeSync(fd),
  };
}
