import type { Kysely } from 'kysely';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from './clock.js';
import type { Dialect } from './db/connect.js';
import type { DB } from './db/schema.js';
import type { ChangeFeed } from './events/feed.js';
import type { FiltroCambios } from './events/routes.js';
import type { FileStore } from './files/store.js';
import type { AlmacenDeSubidas } from './files/resumable-uploads.js';

/** Everything the app is built from; tests pass real ones on a temp database. */
export interface AppDeps {
  db: Kysely<DB>;
  dialect: Dialect;
  clock: Clock;
  files: FileStore;
  /** Resumable uploads on their way (issue 44: a phone's acta photo): files/resumable-uploads.ts. */
  subidas: AlmacenDeSubidas;
  log: FastifyBaseLogger;
  /** Change feed streamed to browsers (GET /api/events). */
  feed: ChangeFeed;
  /** Random source in [0, 1): seeds draw from it so tests can pin them. */
  random: () => number;
  config: AppConfig;
  /** The areas the app serves (`areas/index.ts`, handed in by `main.ts` or the tests' helper). */
  areas: readonly AreaServida[];
}

/** An area as the app serves it (`areas/area.ts` adds its migrations and seed, handed to db/). */
export interface AreaServida {
  name: string;
  routes: (app: FastifyInstance, deps: AppDeps) => Promise<void> | void;
  /**
   * Which of the area's changes a session's live stream carries (default: every one): Día D
   * tells a scoped session only the changes inside its ground.
   */
  cambios?: FiltroCambios;
}

interface AppConfig {
  /** Built SPA to serve; absent = API only. */
  webDist?: string;
  /** Per-file upload limit in bytes. */
  maxUploadBytes: number;
  /** Mark cookies Secure (when served over https). */
  secureCookies: boolean;
  /** Certificate and key (PEM): the server speaks HTTPS with HTTP/2, and HTTP/1.1 for old clients. */
  tls?: { cert: Buffer; key: Buffer };
  /** Rehearsal mode (SIMULACRO=1): said in /api/health, and Día D data may be wiped. */
  simulacro?: boolean;
  /**
   * Phones' uploads (actas, incidents) handled at once, the others waiting first come, first
   * served (default ENVIOS_A_LA_VEZ). Node accepts one new connection per turn of its event
   * loop: with 200 uploads read at once each turn grew long and new phones waited seconds to be
   * accepted at all (docs/rendimiento.md, "fourth pass").
   */
  enviosALaVez?: number;
  /**
   * Bytes of the phones' bodies an instance holds in memory at once (default MEMORIA_DE_ENVIOS):
   * each body is read whole before it waits in the uploads' line, so a phone on a slow network
   * holds no place in it while its photo arrives; past this the others wait, unread, in the kernel.
   */
  memoriaDeEnvios?: number;
  /**
   * A phone's body that sends nothing for this long is given up (408) and its memory returned
   * (default ESPERA_DE_ENVIO_MS): a phone that lost its signal mid-upload leaves a connection the
   * server would otherwise never see end.
   */
  esperaDeEnvioMs?: number;
  /** Where the public site of the actas is written (issue 46); absent = publishing is off. */
  publicacion?: PublicacionConfig;
}

/**
 * The public site's destination (issue 46): a folder (PUBLICACION_DIR) or a bucket
 * (PUBLICACION_S3_BUCKET, PUBLICACION_S3_PREFIX, with the S3 settings the file store reads).
 */
export interface PublicacionConfig {
  carpeta?: string;
  s3?: {
    bucket: string;
    prefix?: string;
    endpoint?: string;
    region?: string;
    /** Absent = the SDK's usual chain (environment, shared files, instance role). */
    credentials?: { accessKeyId: string; secretAccessKey: string };
  };
  /** How often an instance looks whether an automatic run is due (default 30 s). */
  revisarCadaMs?: number;
}

/** New connections the kernel keeps waiting to be accepted (the listen backlog, see main.ts). */
export const COLA_DE_CONEXIONES = 4096;

/**
 * Extra sockets accepting new connections where Node has `listen`'s reusePort (Node ≥ 22.12),
 * unless configured (COPIAS_DE_ESCUCHA, performance/extra-listeners.ts): Node accepts one new
 * connection per listening socket per turn of its loop, so a burst is accepted up to 65 at a time
 * instead of one. Where Node has no reusePort (Node 20) none unless configured.
 */
export const COPIAS_DE_ESCUCHA = 64;

/** Phones' uploads handled at once unless configured (ENVIOS_A_LA_VEZ). */
export const ENVIOS_A_LA_VEZ = 48;

/** How long a phone's body may send nothing before it is given up, unless configured: 60 s (as nginx's client_body_timeout). */
export const ESPERA_DE_ENVIO_MS = 60_000;

/** Memory for the phones' bodies being received or handled unless configured (MEMORIA_DE_ENVIOS_MB): 128 MB. */
export const MEMORIA_DE_ENVIOS = 128 * 1024 * 1024;

/** The longest text field of a multipart form, for every form the server reads: 64 KB. */
export const MAX_CAMPO_DE_FORMULARIO = 64 * 1024;
