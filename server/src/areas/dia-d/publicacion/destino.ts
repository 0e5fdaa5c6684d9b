import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PublicacionConfig } from '../../../deps.js';

/**
 * Where a run writes the public site (issue 46): a folder any web server serves, or an
 * S3-compatible bucket a CDN serves. Comando never serves it. Paths are the site's own
 * (`index.html`, `mesas/M1.html`, `fotos/<sha256>.jpg`), made by the generator, never by a user.
 */
export interface Destino {
  readonly tipo: 'carpeta' | 's3';
  /** As the screen and the runs show it ("carpeta /srv/sitio", "s3://bucket/actas/"). */
  readonly lugar: string;
  /** Writes a whole file; a reader sees the old content or the new one, never half. */
  escribir(ruta: string, contenido: Buffer, tipo: string): Promise<void>;
  /** Removes a file; one already gone is fine. */
  borrar(ruta: string): Promise<void>;
  cerrar(): Promise<void>;
}

/** The destination did not take a write or a removal (disk full, bucket down or refusing us). */
export class DestinoNoDisponible extends Error {
  constructor(cause: unknown) {
    super('destino de publicación no disponible', { cause });
  }
}

/** A photo's name is its SHA-256: its content never changes, so a CDN may keep it for a year. */
function cacheDe(ruta: string): string {
  return ruta.startsWith('fotos/') ? 'public, max-age=31536000, immutable' : 'public, max-age=60';
}

/** Only paths the generator makes: letters, digits, `._-` segments, no `..`. */
function comprobarRuta(ruta: string): string {
  if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/.test(ruta) || ruta.includes('..'))
    throw new Error(`ruta de publicación inválida: ${ruta}`);
  return ruta;
}

class Carpeta implements Destino {
  readonly tipo = 'carpeta' as const;
  private readonly hechas = new Set<string>();
  constructor(private readonly dir: string) {}

  get lugar(): string {
    return `carpeta ${this.dir}`;
  }

  async escribir(ruta: string, contenido: Buffer): Promise<void> {
    const archivo = path.join(this.dir, comprobarRuta(ruta));
    const carpeta = path.dirname(archivo);
    // A temporary name in the same folder, then one rename: a web server never serves half a file.
    const tmp = path.join(carpeta, `.tmp-${randomUUID()}`);
    try {
      if (!this.hechas.has(carpeta)) {
        await mkdir(carpeta, { recursive: true });
        this.hechas.add(carpeta);
      }
      await writeFile(tmp, contenido);
      await rename(tmp, archivo);
    } catch (err) {
      await rm(tmp, { force: true }).catch(() => undefined);
      throw new DestinoNoDisponible(err);
    }
  }

  async borrar(ruta: string): Promise<void> {
    try {
      await rm(path.join(this.dir, comprobarRuta(ruta)), { force: true });
    } catch (err) {
      throw new DestinoNoDisponible(err);
    }
  }

  async cerrar(): Promise<void> {}
}

type SdkS3 = typeof import('@aws-sdk/client-s3');
const require = createRequire(import.meta.url);

class Cubo implements Destino {
  readonly tipo = 's3' as const;
  private readonly prefijo: string;
  // Loaded when a bucket is the destination, as the file store does (issue 17: start-up).
  private readonly s3: SdkS3 = require('@aws-sdk/client-s3') as SdkS3;
  private readonly cliente;

  constructor(private readonly opts: NonNullable<PublicacionConfig['s3']>) {
    const p = (opts.prefix ?? '').replace(/^\/+/, '');
    this.prefijo = p === '' || p.endsWith('/') ? p : `${p}/`;
    this.cliente = new this.s3.S3Client({
      region: opts.region ?? 'us-east-1',
      ...(opts.endpoint ? { endpoint: opts.endpoint, forcePathStyle: true } : {}),
      ...(opts.credentials ? { credentials: opts.credentials } : {}),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      requestHandler: { connectionTimeout: 3000, requestTimeout: 60_000 },
    });
  }

  get lugar(): string {
    return `s3://${this.opts.bucket}/${this.prefijo}`;
  }

  async escribir(ruta: string, contenido: Buffer, tipo: string): Promise<void> {
    try {
      await this.cliente.send(
        new this.s3.PutObjectCommand({
          Bucket: this.opts.bucket,
          Key: this.prefijo + comprobarRuta(ruta),
          Body: contenido,
          ContentLength: contenido.length,
          ContentType: tipo,
          CacheControl: cacheDe(ruta),
        }),
      );
    } catch (err) {
      throw new DestinoNoDisponible(err);
    }
  }

  async borrar(ruta: string): Promise<void> {
    try {
      await this.cliente.send(
        new this.s3.DeleteObjectCommand({
          Bucket: this.opts.bucket,
          Key: this.prefijo + comprobarRuta(ruta),
        }),
      );
    } catch (err) {
      throw new DestinoNoDisponible(err);
    }
  }

  async cerrar(): Promise<void> {
    this.cliente.destroy();
  }
}

/** The configured destination, or null when the deployment set none. */
export function abrirDestino(config: PublicacionConfig | undefined): Destino | null {
  if (config?.carpeta) return new Carpeta(path.resolve(config.carpeta));
  if (config?.s3) return new Cubo(config.s3);
  return null;
}
