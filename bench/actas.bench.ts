// Election night (issues 20 and 30): with the full synthetic registry (33.439 mesas), every
// delegate sends the acta of the mesa with a 200 KB photo, at 200 connections. In the same run
// a baseline, a bare node:http server that receives the same bodies at the same connections and
// writes each photo to disk, so the figures say whether the code or the machine changed.
// Printed: actas per second (and as a ratio of the baseline), p50/p99/max, errors by kind
// (time-out, status code with its message), and how long the count takes with every acta in.
// Goals: ≥ 0,5× the baseline's actas/s, p99 < 500 ms, max < 2 s, no error, every acta counted
// once, the count answered in < 200 ms.
// Run: npm run bench actas   (BENCH_ACTAS=3000 for a shorter run)
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { connect } from '../server/src/db/connect.js';
import { prepararDiaD, servirDiaD } from './dia-d-datos.js';
import { fmt, Goals, ROOT, spawnServer } from './lib.js';

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

/** What one run of every acta against a server gave. */
interface Envio {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Refused or lost requests by kind: "tiempo agotado", "conexión", "503 El almacenamiento…". */
  errores: Map<string, number>;
}

const totalErrores = (e: Envio) => [...e.errores.values()].reduce((a, b) => a + b, 0);

/** Every acta once, at CONEXIONES connections; `tokens` are the delegates' sessions. */
async function enviar(url: string): Promise<Envio> {
  const { default: autocannon } = await import('autocannon');
  const errores = new Map<string, number>();
  const anotar = (clave: string, n = 1) => errores.set(clave, (errores.get(clave) ?? 0) + n);
  let siguiente = 0;
  const r = await autocannon({
    url,
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
        onResponse: (status, body) => {
          if (status < 300) return;
          let mensaje = body.slice(0, 120);
          try {
            mensaje = (JSON.parse(body) as { error?: string }).error ?? mensaje;
          } catch {
            // not JSON: the text as it came
          }
          anotar(`${status} ${mensaje}`);
        },
      },
    ],
  });
  if (r.timeouts) anotar('tiempo agotado (10 s)', r.timeouts);
  if (r.errors - r.timeouts > 0) anotar('conexión cortada o rechazada', r.errors - r.timeouts);
  return {
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    errores,
  };
}

const mostrar = (nombre: string, e: Envio) => {
  console.log(
    `${nombre}: ${fmt(e.rps)} actas/s, p50 ${fmt(e.p50)} ms, p99 ${fmt(e.p99)} ms, máx ${fmt(e.max)} ms, ${fmt(totalErrores(e))} errores`,
  );
  for (const [clave, n] of e.errores) console.log(`    ${fmt(n)} × ${clave}`);
};

const goals = new Goals();
const dirFotos = path.join(dir, 'fotos-base');
await mkdir(dirFotos);
const base = await spawnServer(
  ['--import', 'tsx', path.join(ROOT, 'bench/servers/fotos.ts')],
  { BENCH_DIR: dirFotos },
  '/api/health',
);
let server: Awaited<ReturnType<typeof servirDiaD>> | undefined;
try {
  const referencia = await enviar(base.url);
  await base.close();
  await rm(dirFotos, { recursive: true, force: true });
  server = await servirDiaD({ dataDir, password });
  const actas = await enviar(server.url);
  console.log(`${fmt(ACTAS)} actas con foto de ${FOTO_KB} KB a ${CONEXIONES} conexiones:`);
  mostrar('  node:http que solo guarda la foto', referencia);
  mostrar('  Comando (SQLite, una instancia)', actas);
  const ratio = actas.rps / referencia.rps;

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
  goals.check('actas por segundo frente a node:http', ratio >= 0.5, `${fmt(ratio, 2)}×`, '≥ 0,5×');
  goals.check('p99 de un envío', actas.p99 < 500, `${fmt(actas.p99)} ms`, '< 500 ms');
  goals.check('máximo de un envío', actas.max < 2000, `${fmt(actas.max)} ms`, '< 2.000 ms');
  goals.check('errores', totalErrores(actas) === 0, fmt(totalErrores(actas)), '0');
  goals.check('actas contadas una vez', recibidas === ACTAS, fmt(recibidas), fmt(ACTAS));
  goals.check('consulta del conteo', mediana < 200, `${fmt(mediana, 1)} ms`, '< 200 ms');
} finally {
  await base.close();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
  goals.finish();
}
