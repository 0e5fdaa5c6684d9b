import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore as AlmacenTusEnDisco } from '@tus/file-store';
import type { DataStore } from '@tus/server';
import type { StoreSettings } from './open-store.js';

/**
 * Where a resumable upload (the tus protocol, issue 44: an acta's photo sent from a phone on a
 * rural network) waits, piece by piece, until it is whole: `<dataDir>/subidas` on one instance,
 * or the same S3 bucket as the files (a multipart upload) so that any instance can take the next
 * piece. A whole upload is checked and moved to the file store by whoever receives it; this
 * store keeps only what is on its way.
 */
export type AlmacenDeSubidas = DataStore & {
  /** The upload's bytes so far (both stores have it; tus's base type does not name it). */
  read(id: string): Readable | Promise<Readable>;
};

/** An upload never finished is removed after a day (tus's expiration; the routes sweep it). */
export const SUBIDAS_EXPIRAN_MS = 24 * 60 * 60 * 1000;

/**
 * The resumable uploads' store the settings name. The S3 one (and the AWS SDK it loads) is
 * imported only when used, as the file store's is (issue 17: a start on local disk never loads it).
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
  const { S3Store } = await import('@tus/s3-store');
  const { bucket, endpoint, region, credentials } = settings.s3;
  return new S3Store({
    // S3's smallest part: a phone's photo (≤ 10 MB) is at most two; the pieces a phone sends
    // (128 KB) wait in the bucket as the upload's incomplete part until one is full.
    partSize: 5 * 1024 * 1024,
    expirationPeriodInMilliseconds: expiranMs,
    s3ClientConfig: {
      bucket,
      region: region ?? 'us-east-1',
      ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
      ...(credentials ? { credentials } : {}),
      // As the file store's client: many S3-compatible services do not speak the newer checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  });
}
