// Object storage for the PostgreSQL election night (issue 30): s3rver, as the server tests use,
// in a process of its own so its work does not fall on the bench's event loop. Listens on PORT
// with the bucket `comando` in BENCH_DIR (GET /comando/ is the probe that says it is up).
/// <reference path="../../server/test/s3rver.d.ts" />
import S3rver from 's3rver';

const server = new S3rver({
  address: '127.0.0.1',
  port: Number(process.env.PORT),
  silent: true,
  directory: process.env.BENCH_DIR ?? '',
  configureBuckets: [{ name: 'comando' }],
});
await server.run();
