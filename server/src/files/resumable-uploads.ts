import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore as AlmacenTusEnDisco } from '@tus/file-store';
import type { DataStore } from '@tus/server';
import type { StoreSettings } from './open-store.js';

/**
 * Where a resumable upload (the tus protocol, issue 44: an acta's photo sent from a phone on a
 * rural network) waits, piece by piece, until it is whole: `<dataDir>/subidas` on one instance,
 * or the same S3 bucket as the files (a multipart upload) so that any instance can take the next
 * piece (under `subidas/`). A whole upload is checked and moved to the file store by whoever receives it; this
 * store keeps only what is on its way.
 */
export type AlmacenDeSubidas = DataStore & {
  /** The upload's bytes so far (both stores have it; tus's base type does not name it). */
  read(id: string): Readable | Promise<Readable>;
};

/** An upload never finished is removed after a day (tus's expiration; the routes sweep it). */
const SUBIDAS_EXPIRAN_MS = 24 * 60 * 60 * 1000;

/**
 * The resumable uploads' store the settings name: tus's own file store on disk, our S3 one
 * (resumable-uploads-s3.ts: why not `@tus/s3-store`) in the bucket, loaded only when used, as the file
 * store's SDK is (issue 17: a start on local disk never loads it).
 */
export async function openUploadStore(
  settings: StoreSettings,
  expiranMs: number = SUBIDAS_EXPIRAN_MS,
): Promise<AlmacenDeSubidas> {
  if (!settings.s3) {
    return new AlmacenTusEnDisco({
      directory: path.join(settings.dataDir, 'subidas'),
      expirationPeriodInMilliseconds: expiranMs,
    });
  }
  const { AlmacenTusS3 } = await import('./resumable-uploads-s3.js');
  const { bucket, endpoint, region, credentials } = settings.s3;
  return new AlmacenTusS3({
    bucket,
    prefijo: 'subidas/',
    expiranMs,
    cliente: {
      region: region ?? 'us-east-1',
      ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
      ...(credentials ? { credentials } : {}),
      // As the file store's client: many S3-compatible services do not speak the newer checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 3000, requestTimeout: 60_000 },
    },
  });
}
