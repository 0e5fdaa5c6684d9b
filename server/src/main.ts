import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app.js';
import { areas } from './areas/index.js';
import { ensureInitialUsers } from './auth/users.js';
import { systemClock } from './clock.js';
import { programarCopias } from './copias/programar.js';
import { connectFromEnv } from './db/from-env.js';
import { estadoDeSesiones } from './db/connect.js';
import { COLA_DE_CONEXIONES, COPIAS_DE_ESCUCHA, ENVIOS_A_LA_VEZ, MEMORIA_DE_ENVIOS } from './deps.js';
import { abrirOyentes, copiarEscucha, hayReusePort, puertoLibre } from './performance/extra-listeners.js';
import { migrateToLatest } from './db/migrate.js';
import { seedAll } from './db/seed.js';
import { ChangeFeed } from './events/feed.js';
import { bridgeFeedThroughPostgres } from './events/pg-bridge.js';
import { openFileStore, storeSettingsFromEnv } from './files/open-store.js';
import { openUploadStore } from './files/resumable-uploads.js';

/** The only file that reads the environment. */
const env = process.env;
const log = pino({ level: env.LOG_LEVEL ?? 'info' });
const here = path.dirname(fileURLToPath(import.meta.url));
const rootDir = path.resolve(here, '..', '..');

const port = Number(env.PORT ?? 3000);
const host = env.HOST ?? '0.0.0.0';
const dataDir = path.resolve(env.DATA_DIR ?? path.join(rootDir, 'data'));
const webDist = path.resolve(env.WEB_DIST ?? path.join(rootDir, 'web', 'dist'));
const maxUploadMb = Number(env.MAX_UPLOAD_MB ?? 20);
/** A whole-number setting from the environment, at least `minimo`; a wrong one stops the start. */
function entero(nombre: string, defecto: number, minimo: 0 | 1): number {
  const n = Number(env[nombre] ?? defecto);
  if (Number.isInteger(n) && n >= minimo) return n;
  log.fatal(`${nombre} debe ser un número entero ${minimo === 0 ? '0 o mayor' : 'mayor que cero'}`);
  process.exit(1);
}
// Phones' uploads (actas, incidents) handled at once; the rest wait their turn (issue 30).
const enviosALaVez = entero('ENVIOS_A_LA_VEZ', ENVIOS_A_LA_VEZ, 1);
// Memory for the phones' bodies, read whole before they wait in that line (issue 30).
const memoriaDeEnviosMb = entero('MEMORIA_DE_ENVIOS_MB', MEMORIA_DE_ENVIOS / (1024 * 1024), 1);
// More sockets accepting new connections (performance/extra-listeners.ts); 0 leaves one (issue 30).
// Unset: COPIAS_DE_ESCUCHA where Node has reusePort, none elsewhere (Node 20's copies are opt-in).
const escuchasPedidas = env.COPIAS_DE_ESCUCHA ? entero('COPIAS_DE_ESCUCHA', 0, 0) : undefined;
// Both or neither: a certificate makes the server speak HTTPS (HTTP/2 and HTTP/1.1).
const tls =
  env.TLS_CERT && env.TLS_KEY
    ? { cert: readFileSync(env.TLS_CERT), key: readFileSync(env.TLS_KEY) }
    : undefined;
if (Boolean(env.TLS_CERT) !== Boolean(env.TLS_KEY)) {
  log.fatal('TLS_CERT y TLS_KEY van juntas: falta una de las dos');
  process.exit(1);
}

// Where the public site of the actas is written (issue 46): a folder, or a bucket with the S3
// settings the file store reads (its credentials from the SDK's usual chain). Neither: publishing is off.
const publicacionBucket = env.PUBLICACION_S3_BUCKET?.trim();
const publicacion = env.PUBLICACION_DIR?.trim()
  ? { carpeta: path.resolve(env.PUBLICACION_DIR.trim()) }
  : publicacionBucket
    ? {
        s3: {
          bucket: publicacionBucket,
          ...(env.PUBLICACION_S3_PREFIX ? { prefix: env.PUBLICACION_S3_PREFIX } : {}),
          ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
          ...(env.S3_REGION ? { region: env.S3_REGION } : {}),
        },
      }
    : undefined;

mkdirSync(dataDir, { recursive: true });
let database: Awaited<ReturnType<typeof connectFromEnv>>;
try {
  database = await connectFromEnv(env, dataDir);
} catch (error) {
  log.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const storeSettings = storeSettingsFromEnv(env, dataDir);
const files = openFileStore(storeSettings);
await files.init();
// Resumable uploads (issue 44) wait in the same place as the files: the data dir, or the bucket.
const subidas = await openUploadStore(storeSettings);
log.info({ archivos: files.lugar }, 'almacenamiento de archivos');

const applied = await migrateToLatest(database.db, areas, database.schema);
if (applied.length > 0) log.info({ migraciones: applied }, 'migraciones aplicadas');
const feed = new ChangeFeed();
const closeBridge = env.DATABASE_URL
  ? await bridgeFeedThroughPostgres(
      feed,
      env.DATABASE_URL,
      database.schema ?? 'public',
      log,
      estadoDeSesiones(database.db),
    )
  : async () => {};
const deps = {
  db: database.db,
  feed,
  dialect: database.dialect,
  clock: systemClock,
  files,
  subidas,
  log,
  random: Math.random,
  areas,
  config: {
    webDist,
    maxUploadBytes: maxUploadMb * 1024 * 1024,
    // Over HTTPS cookies are Secure unless told otherwise (SECURE_COOKIES=false).
    secureCookies: env.SECURE_COOKIES ? env.SECURE_COOKIES === 'true' : tls !== undefined,
    ...(tls ? { tls } : {}),
    simulacro: env.SIMULACRO === '1' || env.SIMULACRO === 'true',
    enviosALaVez,
    memoriaDeEnvios: memoriaDeEnviosMb * 1024 * 1024,
    ...(publicacion ? { publicacion } : {}),
  },
};
const seeded = await seedAll(database.db, areas, deps);
if (seeded.length > 0) log.info({ areas: seeded }, 'datos iniciales cargados');
await ensureInitialUsers(database.db, systemClock, log, {
  admin: env.ADMIN_PASSWORD,
  editor: env.EDITOR_PASSWORD,
});

const app = await buildApp(deps);

// Scheduled backups (off by default): every BACKUP_EVERY_HOURS, keeping the newest BACKUP_KEEP.
const backupHours = Number(env.BACKUP_EVERY_HOURS ?? 0);
const backupKeep = Number(env.BACKUP_KEEP ?? 14);
if (!(backupHours >= 0) || !Number.isInteger(backupKeep) || backupKeep < 1) {
  log.fatal('BACKUP_EVERY_HOURS debe ser un número de horas y BACKUP_KEEP un entero mayor que 0');
  process.exit(1);
}
const stopBackups =
  backupHours > 0
    ? programarCopias({
        origen: env.DATABASE_URL
          ? { dialect: 'postgres', url: env.DATABASE_URL, esquema: database.schema ?? 'public', files }
          : { dialect: 'sqlite', archivo: path.join(dataDir, 'comando.db'), files },
        dir: path.join(dataDir, 'backups'),
        cadaMs: backupHours * 3_600_000,
        conservar: backupKeep,
        clock: systemClock,
        log,
      })
    : async () => {};

/** Longest wait for requests in flight on SIGTERM (orchestrators kill at 30 s). */
const SHUTDOWN_GRACE_MS = 25_000;
let closing = false;
/** Closes the extra listening sockets and waits for their connections (set once the server listens). */
let escuchasExtra: Promise<() => Promise<void>> = Promise.resolve(async () => {});
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log.info({ signal }, 'cerrando: se terminan las solicitudes en curso');
  // close() stops accepting, waits for in-flight requests, then we close the database. The extra
  // listening sockets stop accepting with it, and what they accepted is waited for too.
  const closed = Promise.all([escuchasExtra.then((cerrar) => cerrar()), app.close()]);
  // A keep-alive connection busy when close() began stays open after its answer until the
  // client leaves (72 s): each is closed once idle, and every one after the grace period.
  const server = app.server as Partial<
    Pick<typeof app.server, 'closeIdleConnections' | 'closeAllConnections'>
  >;
  const sweep = setInterval(() => server.closeIdleConnections?.(), 100);
  const grace = setTimeout(() => server.closeAllConnections?.(), SHUTDOWN_GRACE_MS);
  await closed;
  clearInterval(sweep);
  clearTimeout(grace);
  await stopBackups();
  await closeBridge();
  await database.close();
  await files.close();
  log.info('cerrado');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// Node accepts one new connection per listening socket per turn of its event loop; a burst of new
// connections (phones at the close, a balancer opening connections to it) waits in the kernel's
// queue meanwhile (the extra sockets below take several per turn).
// Node's default of 511 overflowed behind nginx (512 waiting, measured with `ss -ltn`), and a
// connection the queue drops is retried by the phone after 1, 3, 7 s: 9–11 s for some (issue 30).
// The kernel caps it at net.core.somaxconn (4.096 on current Linux).
const reusePort = escuchasPedidas !== 0 && (await hayReusePort(host));
const escuchas = escuchasPedidas ?? (reusePort ? COPIAS_DE_ESCUCHA : 0);
// With reusePort another process could share the port; a port already taken stops the start.
if (reusePort) await puertoLibre(port, host);
await app.listen({ port, host, backlog: COLA_DE_CONEXIONES, ...(reusePort ? { reusePort } : {}) });
// Serving already; the extra sockets join in a few ms (reusePort), or tens of ms for Node 20's
// copies (a short-lived child hands them over). Without them the instance still serves, accepting
// one new connection per turn of its loop.
const modo = reusePort ? 'reusePort' : 'copias';
escuchasExtra = (
  reusePort
    ? abrirOyentes(app.server, escuchas, COLA_DE_CONEXIONES)
    : copiarEscucha(app.server, escuchas, COLA_DE_CONEXIONES).then((cerrar) => async () => cerrar())
).then(
  (cerrar) => {
    if (escuchas > 0) log.info({ escuchas, modo }, 'sockets de escucha extra');
    return cerrar;
  },
  (err: unknown) => {
    log.warn(
      { err, modo },
      'sin sockets de escucha extra: se acepta una conexión nueva por vuelta del bucle',
    );
    return async () => {};
  },
);
log.info(
  `Comando escuchando en ${tls ? 'https' : 'http'}://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
);
