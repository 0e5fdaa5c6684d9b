// Issue 28, messages to delegates: 30.000 phones ask HQ for their inbox every minute while the
// page is open, about 500 requests per second. With the full synthetic registry, 30.000
// delegates on mesas and three messages sent to all of them, each phone first reads its inbox
// once (and keeps its ETag), then the poll runs at a fixed 500 requests/s with If-None-Match,
// as the phone page sends it. Printed: p50/p99/max of the poll, 304s, errors, and the server's
// CPU over the poll as a share of one core (from /proc). Goals: p99 < 100 ms, ≤ 30 % of a core,
// no error, every unchanged inbox answered 304.
// Run: npm run bench mensajes  (BENCH_DELEGADOS, BENCH_SECONDS to change the size)
import { rm } from 'node:fs/promises';
import { prepararDiaD, servirDiaD } from './dia-d-datos.js';
import { cpuSegundos, fmt, Goals, SECONDS } from './lib.js';

const DELEGADOS = Number(process.env.BENCH_DELEGADOS ?? 30_000);
const POR_SEGUNDO = 500;
const CONEXIONES = 100;

const { dir, dataDir, password, tokens } = await prepararDiaD(DELEGADOS, 'comando-bench-mensajes-');
const server = await servirDiaD({ dataDir, password });
const goals = new Goals();
try {
  const { default: autocannon } = await import('autocannon');
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario: 'admin', contrasena: password }),
  });
  const admin = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  for (const texto of ['Abran a las 8', 'Lleven la copia del acta', 'Fotografíen el acta entera']) {
    const res = await fetch(`${server.url}/api/dia-d/mensajes`, {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ texto, destino: { todos: true } }),
    });
    const r = (await res.json()) as { destinatarios: number };
    if (r.destinatarios !== DELEGADOS) throw new Error(`mensaje a ${r.destinatarios} delegados`);
  }

  // Each phone opens the page once: its inbox and its ETag.
  const etags = new Map<string, string>();
  let siguiente = 0;
  const primera = await autocannon({
    url: server.url,
    connections: CONEXIONES,
    amount: tokens.length,
    requests: [
      {
        method: 'GET',
        path: '/api/delegado/mensajes',
        setupRequest: (req, ctx) => {
          const token = tokens[siguiente++ % tokens.length]!;
          ctx.token = token;
          return { ...req, headers: { cookie: `comando_sesion=${token}` } };
        },
        onResponse: (status, _body, ctx, headers) => {
          const etag = headers?.etag;
          if (status === 200 && typeof etag === 'string') etags.set(ctx.token as string, etag);
        },
      },
    ],
  });
  console.log(
    `Primera lectura de ${fmt(tokens.length)} bandejas: ${fmt(primera.requests.total / primera.duration)}/s, p99 ${fmt(primera.latency.p99)} ms, ${fmt(etags.size)} ETag`,
  );

  // The poll: every phone asks again with its ETag, 500 per second.
  let noModificadas = 0;
  let errores = 0;
  siguiente = 0;
  const cpu0 = cpuSegundos(server.pid);
  const t0 = performance.now();
  const sondeo = await autocannon({
    url: server.url,
    connections: CONEXIONES,
    overallRate: POR_SEGUNDO,
    duration: SECONDS * 2,
    requests: [
      {
        method: 'GET',
        path: '/api/delegado/mensajes',
        setupRequest: (req) => {
          const token = tokens[siguiente++ % tokens.length]!;
          return {
            ...req,
            headers: { cookie: `comando_sesion=${token}`, 'if-none-match': etags.get(token) ?? '' },
          };
        },
        onResponse: (status) => {
          if (status === 304) noModificadas++;
          else errores++;
        },
      },
    ],
  });
  const segundos = (performance.now() - t0) / 1000;
  const nucleo = cpuSegundos(server.pid) - cpu0;
  const total = sondeo.requests.total;
  console.log(
    `Sondeo a ${POR_SEGUNDO}/s durante ${fmt(segundos, 1)} s: ${fmt(total)} pedidos, ${fmt(noModificadas)} respondidos 304; ` +
      `p50 ${fmt(sondeo.latency.p50)} ms, p99 ${fmt(sondeo.latency.p99)} ms, máx ${fmt(sondeo.latency.max)} ms; ` +
      `CPU del servidor ${fmt((nucleo / segundos) * 100, 1)} % de un núcleo`,
  );
  goals.check('p99 del sondeo', sondeo.latency.p99 < 100, `${fmt(sondeo.latency.p99)} ms`, '< 100 ms');
  goals.check('CPU del sondeo', nucleo / segundos <= 0.3, `${fmt((nucleo / segundos) * 100, 1)} %`, '≤ 30 %');
  goals.check('errores', errores === 0 && sondeo.errors === 0, fmt(errores + sondeo.errors), '0 (todas 304)');
} finally {
  await server.close();
  await rm(dir, { recursive: true, force: true });
  goals.finish();
}
