import path from 'node:path';
import { S3FileStore, type S3Options } from './s3-store.js';
import { DiskFileStore, type FileStore } from './store.js';

export interface StoreSettings {
  dataDir: string;
  /** Set = object storage (every instance shares it); absent = `<dataDir>/files`. */
  s3?: {
    bucket: string;
    endpoint?: string;
    region?: string;
    prefix?: string;
    /** Absent = the SDK's usual chain (tests hand their S3 server's own). */
    credentials?: S3Options['credentials'];
  };
}

/** The store the settings name; credentials for S3 come from the SDK's usual chain. */
export function openFileStore(settings: StoreSettings): FileStore {
  if (settings.s3) {
    return new S3FileStore({ ...settings.s3, tmpDir: path.join(settings.dataDir, 'tmp') });
  }
  return new DiskFileStore(path.join(settings.dataDir, 'files'));
}

/** Store settings from the environment (main.ts and the backup scripts read the same variables). */
export function storeSettingsFromEnv(env: NodeJS.ProcessEnv, dataDir: string): StoreSettings {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return { dataDir };
  return {
    dataDir,
    s3: {
      bucket,
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      ...(env.S3_REGION ? { region: env.S3_REGION } : {}),
      ...(env.S3_PREFIX ? { prefix: env.S3_PREFIX } : {}),
    },
  };
}
