import { createServer } from 'node:net';

/**
 * A free loopback port (the OS picks it; released before the server takes it). The one copy
 * for every tool that starts a real server: server tests, e2e and benches.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}
