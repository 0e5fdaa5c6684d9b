import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed account: it checks request signatures against these. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** Environment that points a spawned server at this bucket. */
  env: Record<string, string>;
  /** Stops the server (an outage from then on); the bucket's data stays until remove(). */
  stop(): Promise<void>;
  /** Stops it if running and deletes its data. */
  remove(): Promise<void>;
}

/** A real S3-protocol server (s3rver) on loopback, a free port (or `port`) and a temp dir, with one bucket. */
export async function startS3(bucket = 'comando', port = 0): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'comando-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  let running = true;
  const endpoint = `http://127.0.0.1:${address.port}`;
  const stop = async () => {
    if (!running) return;
    running = false;
    await server.close();
  };
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    },
    stop,
    async remove() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
