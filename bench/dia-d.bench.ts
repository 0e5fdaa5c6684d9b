// Issue 19, election morning: with the full synthetic registry (33.439 mesas), 30.000 delegates
// press "Estoy en mi mesa" at 200 connections. Printed: check-ins per second against
// GET /api/health at the same 200 connections in the same run (the ratio), p99 and max, and
// how long HQ's coverage query takes with the registry full. Goals: every check-in counted
// exactly once and no error; coverage answered in under 2 s (HQ sees arrivals within two seconds).
// The built server (what `npm start` runs) serves a data dir prepared in-process: registry,
// defenders on mesas and one session per delegate (what 30.000 codes opening the phone page make).
// Run: npm run bench dia-d
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { prepararDiaD, servirDiaD } from './dia-d-datos.js';
import { fmt, fmtLoad, Goals, type Load } from './lib.js';

const DELEGADOS = Number(process.env.BENCH_DELEGADOS ?? 30_000);
const CONEXIONES = 200;

const { dir, dataDir, password, tokens } = await prepararDiaD(DELEGADOS, 'comando-bench-dia-d-');

// ---------------------------------------------------------------- the load
const server = await servirDiaD({ dataDir, password });
const goals = new Goals();
try {
  const { default: autocannon } = await import('autocannon');
  const resultado = (r: Awaited<ReturnType<typeof autocannon>>): Load => ({
    // Requests over the whole run: with a fixed amount the per-second average misses the tail.
    rps: r.requests.total / r.duration,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors + r.non2xx,
  });
  // A check-in: who (the session cookie) and a fresh client id, one per delegate.
  let siguiente = 0;
  const llegadas = resultado(
    await autocannon({
      url: server.url,
      connections: CONEXIONES,
      amount: DELEGADOS,
      requests: [
        {
          method: 'POST',
          path: '/api/delegado/llegada',
          setupRequest: (req) => {
            const token = tokens[siguiente++ % tokens.length];
            return {
              ...req,
              headers: { cookie: `comando_sesion=${token}`, 'content-type': 'application/json' },
              body: JSON.stringify({ id: randomUUID() }),
            };
          },
        },
      ],
    }),
  );
  const salud = resultado(
    await autocannon({ url: `${server.url}/api/health`, connections: CONEXIONES, amount: DELEGADOS }),
  );
  console.log(`Llegadas (${fmt(DELEGADOS)} a ${CONEXIONES} conexiones): ${fmtLoad(llegadas)}`);
  console.log(`Base, GET /api/health igual de cargado: ${fmtLoad(salud)}`);
  console.log(`Relación llegadas / salud: ${fmt(llegadas.rps / salud.rps, 2)}×`);

  // HQ: coverage of the whole registry, as the Día D screens ask for it.
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario: 'admin', contrasena: password }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const tiempos: number[] = [];
  let total = { mesas: 0, conDelegado: 0, presentes: 0 };
  for (let i = 0; i < 15; i++) {
    const t = performance.now();
    const res = await fetch(`${server.url}/api/dia-d/cobertura`, { headers: { cookie } });
    total = ((await res.json()) as { total: typeof total }).total;
    tiempos.push(performance.now() - t);
  }
  tiempos.sort((a, b) => a - b);
  const mediana = tiempos[Math.floor(tiempos.length / 2)] ?? 0;
  console.log(
    `Cobertura: ${fmt(total.mesas)} mesas, ${fmt(total.conDelegado)} con delegado, ${fmt(total.presentes)} presentes; mediana ${fmt(mediana, 1)} ms, máx ${fmt(tiempos.at(-1) ?? 0, 1)} ms`,
  );
  goals.check('llegadas contadas', total.presentes === DELEGADOS, fmt(total.presentes), fmt(DELEGADOS));
  goals.check('errores en las llegadas', llegadas.errors === 0, fmt(llegadas.errors), '0');
  goals.check('consulta de cobertura', mediana < 2000, `${fmt(mediana, 1)} ms`, '< 2.000 ms');
} finally {
  await server.close();
  await rm(dir, { recursive: true, force: true });
  goals.finish();
}
