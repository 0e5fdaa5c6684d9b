// A real balancer in front of the servers for the actas bench (issue 30): nginx from the system
// packages, when there is one (`apt-get install nginx-light`), with keep-alive connections to the
// instances as a deployment would run it. nginx keeps up to 1.024 idle connections to them and
// opens one for each request in flight beyond those: with 200 watchers, 1.200 (their event
// streams and reads, and the uploads), opened while the night runs (see server/src/performance/extra-listeners.ts).
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnServer, type Spawned } from './lib.js';

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
  const configurar = async (port: number) => {
    const archivo = path.join(dir, 'nginx.conf');
    await writeFile(archivo, configuracion(dir, port, instancias));
    return ['-c', archivo, '-p', dir];
  };
  const nginx = await spawnServer(configurar, {}, '/api/health', bin);
  return {
    ...nginx,
    close: async () => {
      await nginx.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function configuracion(dir: string, port: number, instancias: string[]): string {
  return `
# One process (no master): its CPU is the one the bench reads from /proc/<pid>/stat.
master_process off;
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
}
