import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createRequire } from 'node:module';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import {
  AlmacenNoDisponible,
  ArchivoNoEncontrado,
  checkHash,
  fromFsError,
  isHash,
  sha256,
  spool,
  type BlobGuardado,
  type BlobLeido,
  type FileStore,
} from './store.js';

export interface S3Options {
  bucket: string;
  /** S3-compatible service (MinIO, Ceph, R2…); absent = AWS. */
  endpoint?: string;
  region?: string;
  /** Key prefix inside the bucket. */
  prefix?: string;
  /** Where uploads wait while their hash is computed. */
  tmpDir: string;
  /** Absent = the SDK's usual chain (environment, shared files, instance role). */
  credentials?: S3ClientConfig['credentials'];
}

type SdkS3 = typeof import('@aws-sdk/client-s3');
const require = createRequire(import.meta.url);
/**
 * The AWS SDK is loaded when an S3 store is made, not at start: a deployment on local disk
 * never loads it (~150 ms of start-up, issue 17).
 */
const sdk = (): SdkS3 => require('@aws-sdk/client-s3') as SdkS3;

function status(err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const meta = (err as { $metadata?: { httpStatusCode?: number } }).$metadata;
  return meta?.httpStatusCode;
}

function isMissing(err: unknown): boolean {
  const name = typeof err === 'object' && err !== null && 'name' in err ? String(err.name) : '';
  return name === 'NoSuchKey' || name === 'NotFound' || status(err) === 404;
}

/**
 * Blobs in an S3-compatible bucket under `<prefix><hash>`. Any number of
 * instances share it. An object exists only once its PUT completed, so a
 * half-written upload is never readable.
 */
export class S3FileStore implements FileStore {
  readonly client: S3Client;
  private readonly prefix: string;

  private readonly s3: SdkS3;

  constructor(private readonly opts: S3Options) {
    this.prefix = opts.prefix ?? 'archivos/';
    this.s3 = sdk();
    this.client = new this.s3.S3Client({
      region: opts.region ?? 'us-east-1',
      ...(opts.endpoint ? { endpoint: opts.endpoint, forcePathStyle: true } : {}),
      ...(opts.credentials ? { credentials: opts.credentials } : {}),
      // Many S3-compatible services do not understand the newer streaming checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
      // An unreachable service answers 503 within seconds instead of hanging the request.
      requestHandler: { connectionTimeout: 3000, requestTimeout: 60_000 },
    });
  }

  get lugar(): string {
    return `s3://${this.opts.bucket}/${this.prefix}`;
  }

  private key(hash: string): string {
    return `${this.prefix}${checkHash(hash)}`;
  }

  async init(): Promise<void> {
    await mkdir(this.opts.tmpDir, { recursive: true });
    try {
      await this.client.send(new this.s3.HeadBucketCommand({ Bucket: this.opts.bucket }));
    } catch (err) {
      throw new AlmacenNoDisponible(err);
    }
  }

  async put(content: Buffer | Readable, conocido?: string): Promise<BlobGuardado> {
    if (Buffer.isBuffer(content)) return this.putBuffer(content, conocido);
    const tmp = path.join(this.opts.tmpDir, `comando-subida-${randomUUID()}`);
    const { hash, tamano } = await spool(content, tmp).catch((err: unknown) => {
      throw fromFsError(err, content);
    });
    try {
      if (await this.has(hash)) return { hash, tamano, creado: false };
      await this.client.send(
        new this.s3.PutObjectCommand({
          Bucket: this.opts.bucket,
          Key: this.key(hash),
          Body: createReadStream(tmp),
          ContentLength: tamano,
          ContentType: 'application/octet-stream',
        }),
      );
      return { hash, tamano, creado: true };
    } catch (err) {
      if (err instanceof AlmacenNoDisponible) throw err;
      throw new AlmacenNoDisponible(err);
    } finally {
      await rm(tmp, { force: true });
    }
  }

  /**
   * Content already in memory (a phone's photo, a generated PDF): hashed there and sent as it is,
   * without a temporary file and without asking first whether the bucket has it (issue 30: an
   * acta was a HEAD, a failed lookup and a file written, read back and removed before its PUT).
   * The same content put twice replaces itself; `creado` is then true, and the upload cleanup,
   * which removes only what no `archivos` row uses, keeps it.
   */
  private async putBuffer(content: Buffer, conocido: string | undefined): Promise<BlobGuardado> {
    const hash = conocido === undefined ? await sha256(content) : checkHash(conocido);
    const put = new this.s3.PutObjectCommand({
      Bucket: this.opts.bucket,
      Key: this.key(hash),
      Body: content,
      ContentLength: content.length,
      ContentType: 'application/octet-stream',
    });
    // The request's signature covers the content's SHA-256, which is the blob's name: given, the
    // signer does not hash the 200 KB again (it reads this header first).
    put.middlewareStack.add(
      (next) => (args) => {
        const request = args.request as { headers?: Record<string, string> };
        if (request.headers) request.headers['x-amz-content-sha256'] = hash;
        return next(args);
      },
      { step: 'build', name: 'sha256Conocido' },
    );
    try {
      await this.client.send(put);
    } catch (err) {
      throw new AlmacenNoDisponible(err);
    }
    return { hash, tamano: content.length, creado: true };
  }

  async get(hash: string): Promise<BlobLeido> {
    try {
      const out = await this.client.send(
        new this.s3.GetObjectCommand({ Bucket: this.opts.bucket, Key: this.key(hash) }),
      );
      return { stream: out.Body as Readable, tamano: out.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) throw new ArchivoNoEncontrado(hash);
      throw new AlmacenNoDisponible(err);
    }
  }

  async has(hash: string): Promise<boolean> {
    try {
      await this.client.send(
        new this.s3.HeadObjectCommand({ Bucket: this.opts.bucket, Key: this.key(hash) }),
      );
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw new AlmacenNoDisponible(err);
    }
  }

  async remove(hash: string): Promise<void> {
    try {
      await this.client.send(
        new this.s3.DeleteObjectCommand({ Bucket: this.opts.bucket, Key: this.key(hash) }),
      );
    } catch (err) {
      throw new AlmacenNoDisponible(err);
    }
  }

  async *list(): AsyncIterable<string> {
    let token: string | undefined;
    do {
      let page;
      try {
        page = await this.client.send(
          new this.s3.ListObjectsV2Command({
            Bucket: this.opts.bucket,
            Prefix: this.prefix,
            ContinuationToken: token,
          }),
        );
      } catch (err) {
        throw new AlmacenNoDisponible(err);
      }
      for (const o of page.Contents ?? []) {
        const name = (o.Key ?? '').slice(this.prefix.length);
        if (isHash(name)) yield name;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
