// Issue 20, election night: with the full synthetic registry (33.439 mesas), every delegate
// sends the acta of the mesa with a 200 KB photo, at 200 connections. Printed: actas per
// second, p99 and max, errors, and how long the count takes with every acta in. Goals:
// ≥ 100 actas/s (≈ 10× the average pace of 30.000 actas in five hours), p99 < 500 ms, no error,
// every acta counted, the count answered in < 200 ms.
// Run: npm run bench actas   (BENCH_ACTAS=3000 for a shorter run)
import { randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { connect } from '../server/src/db/connect.js';
import { prepararDiaD, servirDiaD } from './dia-d-datos.js';
import { fmt, fmtLoad, Goals, type Load } from './lib.js';

const ACTAS = Number(process.env.BENCH_ACTAS ?? 33_439);
const CONEXIONES = 200;
const FOTO_KB = 200;

const { dir, dataDir, password, tokens } = await prepararDiaD(ACTAS, 'comando-bench-actas-');
// The ballot, straight into the data dir.
{
  const database = connect({ file: `${dataDir}/comando.db` });
  await database.db
    .insertInto('dia_d_partidos')
    .values(
      ['ALFA', 'BETA', 'GAMA'].map((sigla, orden) => ({ sigla, nombre: sigla, color: '#94a3b8', orden })),
    )
    .execute();
  await database.close();
}

// A photo of about 200 KB: noise does not compress, as a real photo of paper barely does.
const sharp = createRequire(import.meta.url)('sharp') as typeof import('sharp').default;
const lado = 580;
const ruido = randomBytes(lado * lado * 3);
const foto = await sharp(ruido, { raw: { width: lado, height: lado, channels: 3 } })
  .jpeg({ quality: 80 })
  .toBuffer();
console.log(`Foto del acta: ${fmt(foto.length / 1024, 0)} KB`);

const limite = '----comandoBench';
function cuerpo(): Buffer {
  const campo = (n: string, v: string) =>
    `--${limite}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`;
  return Buffer.concat([
    Buffer.from(
      campo('id', randomUUID()) +
        campo('votos', JSON.stringify({ ALFA: 40, BETA: 30, GAMA: 10 })) +
        campo('blancos', '3') +
        campo('nulos', '2') +
        `--${limite}\r\nContent-Disposition: form-data; name="foto"; filename="acta.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    foto,
    Buffer.from(`\r\n--${limite}--\r\n`),
  ]);
}

const server = await servirDiaD({ dataDir, password });
const goals = new Goals();
try {
  const { default: autocannon } = await import('autocannon');
  let siguiente = 0;
  const r = await autocannon({
    url: server.url,
    connections: CONEXIONES,
    amount: ACTAS,
    requests: [
      {
        method: 'POST',
        path: '/api/delegado/acta',
        setupRequest: (req) => ({
          ...req,
          headers: {
            cookie: `comando_sesion=${tokens[siguiente++ % tokens.length]}`,
            'content-type': `multipart/form-data; boundary=${limite}`,
          },
          // autocannon sends a Buffer body as it is (its types say string).
          body: cuerpo() as unknown as string,
        }),
      },
    ],
  });
  const actas: Load = {
    rps: r.requests.total / r.duration,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors + r.non2xx,
  };
  console.log(
    `Actas (${fmt(ACTAS)} con foto de ${FOTO_KB} KB a ${CONEXIONES} conexiones): ${fmtLoad(actas)}`,
  );

  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario: 'admin', contrasena: password }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const tiempos: number[] = [];
  let recibidas = 0;
  for (let i = 0; i < 15; i++) {
    const t = performance.now();
    const res = await fetch(`${server.url}/api/dia-d/conteo`, { headers: { cookie } });
    recibidas = ((await res.json()) as { actasRecibidas: number }).actasRecibidas;
    tiempos.push(performance.now() - t);
  }
  tiempos.sort((a, b) => a - b);
  const mediana = tiempos[Math.floor(tiempos.length / 2)] ?? 0;
  console.log(
    `Conteo con ${fmt(recibidas)} actas: mediana ${fmt(mediana, 1)} ms, máx ${fmt(tiempos.at(-1) ?? 0, 1)} ms`,
  );
  goals.check('actas por segundo', actas.rps >= 100, fmt(actas.rps, 1), '≥ 100');
  goals.check('p99 de un envío', actas.p99 < 500, `${fmt(actas.p99)} ms`, '< 500 ms');
  goals.check('errores', actas.errors === 0, fmt(actas.errors), '0');
  goals.check('actas contadas', recibidas === ACTAS, fmt(recibidas), fmt(ACTAS));
  goals.check('consulta del conteo', mediana < 200, `${fmt(mediana, 1)} ms`, '< 200 ms');
} finally {
  await server.close();
  await rm(dir, { recursive: true, force: true });
  goals.finish();
}
