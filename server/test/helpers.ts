import { randomBytes, randomUUID } from 'node:crypto';
import type { Rol } from '@comando/contract';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../src/app.js';
import { areas } from '../src/areas/index.js';
import { hashPassword } from '../src/auth/passwords.js';
import { ensureInitialUsers } from '../src/auth/users.js';
import { fixedClock } from '../src/clock.js';
import { connect, type Database_, type Dialect } from '../src/db/connect.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedAll } from '../src/db/seed.js';
import type { AppDeps } from '../src/deps.js';
import { ChangeFeed } from '../src/events/feed.js';
import { S3FileStore } from '../src/files/s3-store.js';
import { DiskFileStore, type FileStore } from '../src/files/store.js';
import { openUploadStore } from '../src/files/resumable-uploads.js';
import { S3RVER_CREDENTIALS, startS3, type TestS3 } from './s3.js';
import { login } from '@comando/contract';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const dialects: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** Where a test app keeps uploaded files: the data dir's disk, or a real S3 server (s3rver) of its own. */
export type FilesKind = 'disk' | 's3';

/**
 * Database × file store combinations for suites that upload: every dialect on
 * disk, and SQLite on S3 (the store does not depend on the database).
 */
export const storageMatrix: { dialect: Dialect; files: FilesKind }[] = [
  ...dialects.map((dialect) => ({ dialect, files: 'disk' as const })),
  { dialect: 'sqlite', files: 's3' },
];

/** Every blob hash in the store. */
export async function storedBlobs(store: FileStore): Promise<string[]> {
  const out: string[] = [];
  for await (const hash of store.list()) out.push(hash);
  return out;
}

/** The whole content of a stored blob. */
export async function readBlob(store: FileStore, hash: string): Promise<Buffer> {
  const { stream } = await store.get(hash);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  clock: ReturnType<typeof fixedClock>;
  dialect: Dialect;
  /** The S3 server behind `deps.files` when started with `files: 's3'` (stop() = an outage). */
  s3?: TestS3;
  passwords: { admin: string; editor: string };
  /** Session cookie of a fresh login as that user (`codigo`: the second step, when it has one). */
  login(usuario: 'admin' | 'editor', codigo?: string): Promise<string>;
  /** Creates a user with that role straight in the database and logs in: its session cookie. */
  loginComo(rol: Rol, usuario?: string): Promise<string>;
  /** inject() that sends JSON (and the JSON type on every write, as the web client does). */
  request(opts: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /** Its data dir (SQLite file `comando.db`, disk files) and PostgreSQL schema. */
  dataDir: string;
  schema?: string;
  /** Another handle on the same file store (disk dir or S3 bucket). */
  openFiles(): FileStore;
  /**
   * A new app on the same database and data dir, as after a server restart; `meanwhile`
   * runs while everything is closed (as an operator's restore does).
   */
  restart(meanwhile?: () => Promise<void>): Promise<TestApp>;
  close(): Promise<void>;
}

interface Storage {
  database: Database_;
  dataDir: string;
  s3?: TestS3;
  dropSchema?: () => Promise<void>;
}

async function openStorage(dialect: Dialect, dataDir: string, schema?: string): Promise<Storage> {
  if (dialect === 'sqlite') {
    return { database: connect({ file: path.join(dataDir, 'comando.db') }), dataDir };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url || !schema) throw new Error('TEST_DATABASE_URL no está definida');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema if not exists ${schema}`);
  await admin.end();
  return {
    database: connect({ url, schema }),
    dataDir,
    dropSchema: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      // Issue 45: the copies of the elections that ended, schemas `<schema>_e<n>` beside it.
      const copias = await c.query<{ nspname: string }>(
        `select nspname from pg_namespace where nspname like $1`,
        [`${schema}\\_e%`],
      );
      for (const { nspname } of copias.rows) await c.query(`drop schema if exists ${nspname} cascade`);
      await c.end();
    },
  };
}

export interface TestAppOptions {
  /** Start time of the injected clock (default 2026-11-23T15:00:00Z, 11:00 in La Paz). */
  now?: string;
  /** Random source for seeds. */
  random?: () => number;
  maxUploadBytes?: number;
  /** Phones' uploads handled at once (AppConfig.enviosALaVez; default the server's). */
  enviosALaVez?: number;
  /** Bytes of phones' bodies held at once (AppConfig.memoriaDeEnvios; default the server's). */
  memoriaDeEnvios?: number;
  /** How long a phone's body may send nothing (AppConfig.esperaDeEnvioMs; default the server's). */
  esperaDeEnvioMs?: number;
  /** Certificate and key: the app speaks HTTPS with HTTP/2 once listening (AppConfig.tls). */
  tls?: { cert: Buffer; key: Buffer };
  /** Store of uploaded files (default disk). */
  files?: FilesKind;
  /** Where the public site of the actas is written (AppConfig.publicacion; default none). */
  publicacion?: AppDeps['config']['publicacion'];
}

function openFiles(storage: Storage): FileStore {
  if (!storage.s3) return new DiskFileStore(path.join(storage.dataDir, 'files'));
  return new S3FileStore({
    bucket: storage.s3.bucket,
    endpoint: storage.s3.endpoint,
    tmpDir: path.join(storage.dataDir, 'tmp'),
    credentials: S3RVER_CREDENTIALS,
  });
}

async function start(
  dialect: Dialect,
  storage: Storage,
  clock: ReturnType<typeof fixedClock>,
  passwords: { admin: string; editor: string },
  options: TestAppOptions,
  schema: string | undefined,
): Promise<TestApp> {
  const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const files = openFiles(storage);
  await files.init();
  // Resumable uploads beside the files: the data dir, or the same S3 server (issue 44).
  const subidas = await openUploadStore({
    dataDir: storage.dataDir,
    ...(storage.s3
      ? {
          s3: {
            bucket: storage.s3.bucket,
            endpoint: storage.s3.endpoint,
            credentials: S3RVER_CREDENTIALS,
          },
        }
      : {}),
  });
  const db = storage.database.db;
  await migrateToLatest(db, areas, storage.database.schema);
  const deps: AppDeps = {
    db,
    dialect,
    clock,
    files,
    subidas,
    log,
    feed: new ChangeFeed(),
    random: options.random ?? Math.random,
    areas,
    config: {
      maxUploadBytes: options.maxUploadBytes ?? 20 * 1024 * 1024,
      secureCookies: false,
      ...(options.enviosALaVez ? { enviosALaVez: options.enviosALaVez } : {}),
      ...(options.memoriaDeEnvios ? { memoriaDeEnvios: options.memoriaDeEnvios } : {}),
      ...(options.tls ? { tls: options.tls } : {}),
      ...(options.esperaDeEnvioMs ? { esperaDeEnvioMs: options.esperaDeEnvioMs } : {}),
      ...(options.publicacion ? { publicacion: options.publicacion } : {}),
    },
  };
  await seedAll(db, areas, deps);
  await ensureInitialUsers(db, clock, log, passwords, memoHash);
  const app = await buildApp(deps);
  await app.ready();

  const request: TestApp['request'] = ({ cookie, headers, ...opts }) => {
    const method = (opts.method ?? 'GET').toUpperCase();
    const h: Record<string, string> = { ...(headers as Record<string, string>) };
    if (cookie) h.cookie = cookie;
    if (
      method !== 'GET' &&
      method !== 'HEAD' &&
      !Object.keys(h).some((k) => k.toLowerCase() === 'content-type')
    ) {
      h['content-type'] = 'application/json';
    }
    return app.inject({ ...opts, headers: h } as InjectOptions);
  };

  const t: TestApp = {
    app,
    deps,
    clock,
    dialect,
    ...(storage.s3 ? { s3: storage.s3 } : {}),
    passwords,
    request,
    dataDir: storage.dataDir,
    ...(schema ? { schema } : {}),
    openFiles: () => openFiles(storage),
    async login(usuario, codigo) {
      const res = await request({
        method: 'POST',
        url: login.path,
        payload: { usuario, contrasena: passwords[usuario], ...(codigo === undefined ? {} : { codigo }) },
      });
      if (res.statusCode !== 200) throw new Error(`login ${usuario}: ${res.statusCode} ${res.body}`);
      const cookie = res.cookies.find((c) => c.name === 'comando_sesion');
      if (!cookie) throw new Error('sin cookie de sesión');
      return `comando_sesion=${cookie.value}`;
    },
    async loginComo(rol, usuario = `${rol}-${randomBytes(3).toString('hex')}`) {
      const contrasena = workerPasswords.admin;
      await db
        .insertInto('usuarios')
        .values({
          id: randomUUID(),
          usuario,
          nombre: `Prueba ${rol}`,
          email: `${usuario}@comando.bo`,
          rol,
          hash: await memoHash(contrasena),
          creado_en: clock.now().toISOString(),
        })
        .execute();
      const res = await request({ method: 'POST', url: login.path, payload: { usuario, contrasena } });
      if (res.statusCode !== 200) throw new Error(`login ${usuario}: ${res.statusCode} ${res.body}`);
      const cookie = res.cookies.find((c) => c.name === 'comando_sesion');
      if (!cookie) throw new Error('sin cookie de sesión');
      return `comando_sesion=${cookie.value}`;
    },
    async restart(meanwhile) {
      await app.close();
      await files.close();
      await storage.database.close();
      await meanwhile?.();
      const reopened = await openStorage(dialect, storage.dataDir, schema);
      reopened.dropSchema = storage.dropSchema;
      if (storage.s3) reopened.s3 = storage.s3;
      return start(dialect, reopened, clock, passwords, options, schema);
    },
    async close() {
      await app.close();
      await files.close();
      await storage.database.close();
      await storage.dropSchema?.();
      await storage.s3?.remove();
      await rm(storage.dataDir, { recursive: true, force: true });
    },
  };
  return t;
}

// One set of passwords per test worker, hashed once: scrypt at full cost (as in
// production) for every test app would spend most of the suite's time hashing.
const workerPasswords = { admin: randomBytes(12).toString('hex'), editor: randomBytes(12).toString('hex') };
const hashCache = new Map<string, Promise<string>>();
function memoHash(password: string): Promise<string> {
  let hash = hashCache.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashCache.set(password, hash);
  }
  return hash;
}

/** A real app on a fresh database in a temp dir (and its own PostgreSQL schema). */
export async function createTestApp(dialect: Dialect, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'comando-test-'));
  const schema = dialect === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const storage = await openStorage(dialect, dataDir, schema);
  if (options.files === 's3') storage.s3 = await startS3();
  const clock = fixedClock(options.now ?? '2026-11-23T15:00:00Z');
  return start(dialect, storage, clock, workerPasswords, options, schema);
}

/**
 * The app's own tables, sorted, Kysely's migration tables included: the database's introspection,
 * which on PostgreSQL reads the app's schema only (db/pg-introspection.ts; other test files run
 * alongside in schemas of their own, made and dropped meanwhile).
 */
export async function tablasDeLaApp(t: Pick<TestApp, 'deps'>): Promise<string[]> {
  const tablas = await t.deps.db.introspection.getTables({ withInternalKyselyTables: true });
  return tablas
    .filter((x) => !x.isView)
    .map((x) => x.name)
    .sort();
}
