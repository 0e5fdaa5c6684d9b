// Session-checked reads against the public health check, on a real server over loopback.
// Run: node --import tsx bench/api.bench.ts   (prints requests/s and the ratio to the baseline)
import autocannon from 'autocannon';
import { report, startBenchApp } from './lib.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 3);

async function rps(url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, connections: 10, duration: DURATION, headers });
  return result.requests.average;
}

const app = await startBenchApp();
try {
  await rps(`${app.url}/api/health`); // warm-up
  const baseline = await rps(`${app.url}/api/health`);
  const me = await rps(`${app.url}/api/auth/me`, { cookie: app.cookie });
  report('GET /api/auth/me (session lookup) vs GET /api/health', me, baseline, 'req/s');
} finally {
  await app.close();
}
