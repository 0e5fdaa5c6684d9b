// A real balancer in front of the servers for the actas bench (issue 30): nginx from the system
// packages, when there is one (`apt-get install nginx-light`), with keep-alive connections to the
// instances as a deployment would run it. Node accepts one new connection per turn of its event
// loop; behind nginx each instance sees a few long-lived connections instead of one per phone.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../server/test/puerto-libre.js';
import type { Spawned } from './lib.js';

/** The nginx binary, or undefined when the system has none (or BENCH_NGINX=0 leaves it out). */
export function nginxDisponible(): string | undefined {
  if (process.env.BENCH_NGINX === '0') return undefined;
  for (const bin of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (spawnSync(bin, ['-v']).status === 0) return bin;
  }
  return undefined;
}

/** nginx on a free port spreading requests over `instancias` (round robin, keep-alive upstream). */
export async function balancear(bin: string, instancias: string[]): Promise<Spawned> {
  const dir = await mkdtemp(path.join(tmpdir(), 'comando-bench-nginx-'));
  const port = await freePort();
  const conf = `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${dir}/cuerpos;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 25m;
  client_body_buffer_size 1m;
  upstream comando {
${instancias.map((u) => `    server ${new URL(u).host};`).join('\n')}
    keepalive 1024;
  }
  server {
    listen 127.0.0.1:${port} backlog=4096;
    location / {
      proxy_pass http://comando;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      # The live feed is a stream: no buffering, no time-out while it is quiet.
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
  }
}
`;
  const archivo = path.join(dir, 'nginx.conf');
  await writeFile(archivo, conf);
  const child = spawn(bin, ['-c', archivo, '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  let salio = false;
  child.once('exit', () => (salio = true));
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  for (;;) {
    if (salio) throw new Error(`nginx terminó antes de responder:\n${stderr}`);
    try {
      const res = await fetch(`${url}/api/health`);
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    pid: child.pid ?? 0,
    startMs: performance.now() - t0,
    close: () =>
      new Promise<void>((resolve) => {
        const fin = () => void rm(dir, { recursive: true, force: true }).then(() => resolve());
        if (salio) return fin();
        child.once('exit', fin);
        child.kill('SIGQUIT');
      }),
  };
}
