// Election night (issues 20 and 30): with the full synthetic registry (33.439 mesas), every
// delegate sends the acta of the mesa with a 200 KB photo, at 200 connections. In the same run
// a baseline, a bare node:http server that receives the same bodies at the same connections and
// writes each photo to disk, so the figures say whether the code or the machine changed.
// Each deployment first takes 400 actas that are not measured (a warm-up: on election night a
// server has been up since the morning), then the actas twice, each time on mesas of its own:
// alone, then with 200 watchers on the Conteo screen (bench/actas-vigias.ts). Deployments: one instance on SQLite,
// and when BENCH_DATABASE_URL is set two instances on one PostgreSQL schema (made for the run
// and dropped after it) and one S3 bucket (s3rver), the 200 connections split between them.
// Printed side by side: actas per second (and as a ratio of the baseline), p50/p99/max, errors
// by kind, the servers' CPU per acta, how far behind the figure on the watchers' screens was,
// and how long the count takes with every acta in. Beside the servers, the CPU the whole machine
// spent per acta and on what (balancer, file store, PostgreSQL, the load generator itself): the
// most actas per second this machine's cores could take at that cost.
// With nginx on the system (apt-get install nginx-light), SQLite-1 is also measured behind it, and
// PostgreSQL-2 goes through it instead of splitting the connections between the two ports
// (BENCH_NGINX=0 leaves nginx out).
// Run: npm run bench actas   (BENCH_ACTAS=3000 for a shorter run; actas per run, at most half
// the registry)
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { calcularConteo } from '../server/src/areas/dia-d/conteo/conteo.js';
import { connect, type Database_ } from '../server/src/db/connect.js';
import { connectFromEnv } from '../server/src/db/from-env.js';
import {
  actasDe,
  CONEXIONES,
  enviar,
  FOTO_KB,
  foto,
  lineaEnvio,
  totalErrores,
  type Envio,
} from './actas-envio.js';
import {
  abrirVigiasAparte,
  anotarReconocida,
  lineaEdades,
  nuevaVerdad,
  type Edades,
} from './actas-vigias.js';
import { balancear, nginxDisponible } from './balanceador.js';
import { prepararDiaD, servirDiaD } from './dia-d-datos.js';
import {
  cpuDeProcesos,
  cpuMaquina,
  cpuSegundos,
  fmt,
  Goals,
  percentil,
  ROOT,
  spawnServer,
  type Spawned,
} from './lib.js';
import { availableParallelism } from 'node:os';

const REGISTRO = 33_439;
/**
 * Actas each server takes before the measured runs, on mesas of their own, not in the figures:
 * on election night a server has been up since the morning (check-ins, incidents), its code
 * compiled by V8 and SQLite's pages cached. Without it the first run measured a cold process
 * (p99 4–7 s against ~1 s for the same load a minute later). 400 were not enough: SQLite-1's
 * first run spent 2,75–2,84 ms of the server's CPU per acta after 400 or 1.000, 2,12–2,39 after
 * 2.000 or 4.000 (docs/rendimiento.md, "eleventh pass").
 */
const CALENTAMIENTO = 2000;
/** Runs without watchers: before the watchers' run and after it (see `noche`). */
const TANDAS = 3;
const ACTAS = Math.min(
  Number(process.env.BENCH_ACTAS ?? REGISTRO),
  Math.floor((REGISTRO - CALENTAMIENTO) / TANDAS),
);
/** Watchers of the second run; BENCH_VIGIAS=0 skips that run (e.g. to profile the actas alone). */
const VIGIAS = Number(process.env.BENCH_VIGIAS ?? 200);
const PG_URL = process.env.BENCH_DATABASE_URL;
/** BENCH_SQLITE=0 leaves the SQLite deployments out (e.g. to profile PostgreSQL-2 alone). */
const SQLITE = process.env.BENCH_SQLITE !== '0';

/** One run of ACTAS actas against a deployment, with the CPU its servers used. */
interface Tanda extends Envio {
  cpuPorActa: number;
  /** CPU seconds per acta of the whole machine, and of each part of it that is measured. */
  maquina: { total: number; partes: [string, number][] };
}

interface Noche {
  nombre: string;
  /** Actas acknowledged in the warm-up (counted too). */
  calentadas: number;
  sola: Tanda;
  /**
   * The run with VIGIAS watchers (none when VIGIAS is 0), and one more without them after it:
   * the watchers' run is compared with the mean of the runs before and after it, so a server
   * that gets faster or slower as the night goes on (warmer code, more actas) does not count
   * for or against the watchers.
   */
  vigilada?: { tanda: Tanda; edades: Edades; despues: Tanda };
  /**
   * GET /api/dia-d/conteo as a screen waits for it (on PostgreSQL, for the shared answer's next
   * computation, at most CONTEO_CADA_MS), and the count's own queries (`calcularConteo`).
   */
  conteo: { mediana: number; max: number; recibidas: number; consulta: { mediana: number; max: number } };
}

/** Where the load goes: the instances' own ports, or one balancer in front of them. */
interface Despliegue {
  urls: string[];
  /** The deployment's instances: their CPU is the servers' figure (and the watchers' goal). */
  procesos: Spawned[];
  /** The other parts whose CPU the machine spends on the actas (balancer, file store, database). */
  otros: [string, () => number][];
  /** A connection of the bench's own to the deployment's database (the count's query time). */
  abrirBase: () => Promise<Database_>;
}

/** A process of the deployment beside the instances, as one of `otros`. */
const parte = (nombre: string, proceso: Spawned): [string, () => number] => [
  nombre,
  () => cpuSegundos(proceso.pid),
];

/**
 * The instances, reached on their own ports or through `balanceador` (whose CPU is then one of
 * `otros`, beside the parts given).
 */
const desplegado = (
  instancias: Spawned[],
  balanceador?: Spawned,
  otros: [string, () => number][] = [],
): Omit<Despliegue, 'abrirBase'> => ({
  urls: balanceador ? [balanceador.url] : instancias.map((i) => i.url),
  procesos: instancias,
  otros: [...(balanceador ? [parte('nginx', balanceador)] : []), ...otros],
});

async function tanda(
  d: Omit<Despliegue, 'abrirBase'>,
  tokens: string[],
  alReconocer?: () => void,
): Promise<Tanda> {
  const cpu = () => d.procesos.reduce((s, i) => s + cpuSegundos(i.pid), 0);
  const banco = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1e6;
  };
  const partes: [string, () => number][] = [['servidores', cpu], ...d.otros, ['banco de carga', banco]];
  const actas = actasDe(tokens);
  const antes = partes.map(([, f]) => f());
  const maquinaAntes = cpuMaquina();
  const e = await enviar(d.urls, actas, alReconocer);
  const porActa = (s: number) => s / Math.max(1, e.reconocidas);
  const usadas = partes.map(([nombre, f], i): [string, number] => [nombre, porActa(f() - antes[i]!)]);
  return {
    ...e,
    cpuPorActa: usadas[0]![1],
    maquina: { total: porActa(cpuMaquina() - maquinaAntes), partes: usadas },
  };
}

/** Election night on a deployment whose delegates hold `tokens` (2 × ACTAS + CALENTAMIENTO sessions). */
async function noche(
  nombre: string,
  despliegue: Despliegue,
  tokens: string[],
  password: string,
): Promise<Noche> {
  const { urls } = despliegue;
  const login = await fetch(`${urls[0]}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario: 'admin', contrasena: password }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

  const calentadas = (await enviar(urls, actasDe(tokens.slice(TANDAS * ACTAS)))).reconocidas;
  const sola = await tanda(despliegue, tokens.slice(0, ACTAS));
  console.log(`  ${nombre}, sin vigías: ${lineaEnvio(sola)}`);

  let vigilada: Noche['vigilada'];
  if (VIGIAS > 0) {
    const vigias = await abrirVigiasAparte(urls, cookie, VIGIAS);
    const verdad = nuevaVerdad(calentadas + sola.reconocidas, ACTAS);
    vigias.medir(verdad);
    const otra = await tanda(despliegue, tokens.slice(ACTAS, 2 * ACTAS), () => anotarReconocida(verdad));
    const edades = await vigias.detener();
    vigias.cerrar();
    console.log(`  ${nombre}, con ${VIGIAS} vigías: ${lineaEnvio(otra)}`);
    console.log(`    ${lineaEdades(edades)}`);
    const despues = await tanda(despliegue, tokens.slice(2 * ACTAS, 3 * ACTAS));
    console.log(`  ${nombre}, sin vigías otra vez: ${lineaEnvio(despues)}`);
    vigilada = { tanda: otra, edades, despues };
  }

  const tiempos: number[] = [];
  let recibidas = 0;
  for (let i = 0; i < 15; i++) {
    const t = performance.now();
    const res = await fetch(`${urls[i % urls.length]}/api/dia-d/conteo`, { headers: { cookie } });
    recibidas = ((await res.json()) as { actasRecibidas: number }).actasRecibidas;
    tiempos.push(performance.now() - t);
  }
  const database = await despliegue.abrirBase();
  const consultas: number[] = [];
  try {
    for (let i = 0; i < 15; i++) {
      const t = performance.now();
      await calcularConteo(database.db);
      consultas.push(performance.now() - t);
    }
  } finally {
    await database.close();
  }
  const conteo = {
    mediana: percentil(tiempos, 0.5),
    max: Math.max(...tiempos),
    recibidas,
    consulta: { mediana: percentil(consultas, 0.5), max: Math.max(...consultas) },
  };
  return { nombre, calentadas, sola, ...(vigilada ? { vigilada } : {}), conteo };
}

const goals = new Goals();
const limpiar: (() => Promise<unknown>)[] = [];
const noches: Noche[] = [];
try {
  console.log(
    `Foto del acta: ${fmt(foto.length / 1024, 0)} KB; ${fmt(ACTAS)} actas por tanda, tras ${fmt(CALENTAMIENTO)} de calentamiento que no se miden`,
  );
  // ------------------------------------------------------------ baseline
  const dirFotos = await mkdtemp(path.join(tmpdir(), 'comando-bench-fotos-'));
  limpiar.push(() => rm(dirFotos, { recursive: true, force: true }));
  const base = await spawnServer(
    ['--import', 'tsx', path.join(ROOT, 'bench/servers/fotos.ts')],
    { BENCH_DIR: dirFotos },
    '/api/health',
  );
  await enviar([base.url], actasDe(Array.from({ length: CALENTAMIENTO }, (_, i) => String(i))));
  const referencia = await tanda(
    desplegado([base]),
    Array.from({ length: ACTAS }, (_, i) => String(i)),
  );
  await base.close();
  await rm(dirFotos, { recursive: true, force: true });
  console.log(`  node:http que solo guarda la foto: ${lineaEnvio(referencia)}`);

  // ------------------------------------------------------------ SQLite, one instance
  if (SQLITE) {
    const datos = await prepararDiaD(TANDAS * ACTAS + CALENTAMIENTO, 'comando-bench-actas-');
    limpiar.push(() => rm(datos.dir, { recursive: true, force: true }));
    const server = await servirDiaD(datos);
    limpiar.push(() => server.close());
    noches.push(
      await noche(
        'SQLite-1',
        { ...desplegado([server]), abrirBase: () => connectFromEnv({}, datos.dataDir) },
        datos.tokens,
        datos.password,
      ),
    );
    await server.close();
  }

  // ------------------------------------------------------------ SQLite, one instance behind nginx
  const nginx = nginxDisponible();
  if (nginx && SQLITE) {
    const datos = await prepararDiaD(TANDAS * ACTAS + CALENTAMIENTO, 'comando-bench-actas-nginx-');
    limpiar.push(() => rm(datos.dir, { recursive: true, force: true }));
    const server = await servirDiaD(datos);
    limpiar.push(() => server.close());
    const balanceador = await balancear(nginx, [server.url]);
    limpiar.push(() => balanceador.close());
    noches.push(
      await noche(
        'SQLite-1 tras nginx',
        { ...desplegado([server], balanceador), abrirBase: () => connectFromEnv({}, datos.dataDir) },
        datos.tokens,
        datos.password,
      ),
    );
    await balanceador.close();
    await server.close();
  } else if (!nginx) {
    console.log(
      process.env.BENCH_NGINX === '0'
        ? '  (BENCH_NGINX=0: no se mide SQLite-1 tras nginx, y PostgreSQL-2, si se mide, reparte sus conexiones entre sus dos puertos)'
        : '  (sin nginx en el sistema: no se mide SQLite-1 tras nginx ni PostgreSQL-2 tras nginx)',
    );
  }

  // ------------------------------------------------------------ PostgreSQL, two instances
  if (PG_URL) {
    const s3 = await spawnServer(
      ['--import', 'tsx', path.join(ROOT, 'bench/servers/s3.ts')],
      {},
      '/comando/',
    );
    limpiar.push(() => s3.close());
    const schema = `bench_${randomBytes(5).toString('hex')}`;
    limpiar.push(async () => {
      const database = connect({ url: PG_URL });
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
      await database.close();
    });
    const env = {
      DATABASE_URL: PG_URL,
      DATABASE_SCHEMA: schema,
      S3_BUCKET: 'comando',
      S3_ENDPOINT: s3.url,
      S3_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    };
    // The photos of the seed data go to the bucket too (the S3 SDK reads its credentials here).
    Object.assign(process.env, env);
    const datos = await prepararDiaD(TANDAS * ACTAS + CALENTAMIENTO, 'comando-bench-actas-pg-', env);
    limpiar.push(() => rm(datos.dir, { recursive: true, force: true }));
    const instancias: Spawned[] = [];
    for (const n of ['a', 'b']) {
      const dataDir = path.join(datos.dir, `instancia-${n}`);
      await mkdir(dataDir);
      const i = await servirDiaD({ dataDir, password: datos.password }, env);
      limpiar.push(() => i.close());
      instancias.push(i);
    }
    // Behind nginx when the system has it (the deployment README describes), else the load
    // generator splits its connections between the two ports.
    const balanceador = nginx
      ? await balancear(
          nginx,
          instancias.map((i) => i.url),
        )
      : undefined;
    if (balanceador) limpiar.push(() => balanceador.close());
    noches.push(
      await noche(
        balanceador ? 'PostgreSQL-2 tras nginx' : 'PostgreSQL-2',
        {
          ...desplegado(instancias, balanceador, [
            parte('s3rver', s3),
            // PostgreSQL's processes on this machine (none when the database is elsewhere).
            ['PostgreSQL', () => cpuDeProcesos('postgres')],
          ]),
          abrirBase: () => connectFromEnv(env, datos.dataDir),
        },
        datos.tokens,
        datos.password,
      ),
    );
    await balanceador?.close();
    for (const i of instancias) await i.close();
  }

  // ------------------------------------------------------------ side by side
  console.log(`\n${fmt(ACTAS)} actas por tanda, foto de ${FOTO_KB} KB, ${CONEXIONES} conexiones:`);
  const tandas: [string, Tanda][] = [
    ['node:http', referencia],
    ...noches.flatMap((n): [string, Tanda][] => [
      [n.nombre, n.sola],
      ...(n.vigilada ? [[`${n.nombre} + ${VIGIAS} vigías`, n.vigilada.tanda] as [string, Tanda]] : []),
    ]),
  ];
  const fila = (titulo: string, celda: (t: Tanda, nombre: string) => string) =>
    console.log(`  ${titulo.padEnd(22)}${tandas.map(([n, t]) => celda(t, n).padStart(26)).join('')}`);
  fila('', (_, n) => n);
  fila('actas/s', (t) => fmt(t.rps));
  fila('× node:http', (t) => fmt(t.rps / referencia.rps, 2));
  fila('p50 / p99 / máx (ms)', (t) => `${fmt(t.p50)} / ${fmt(t.p99)} / ${fmt(t.max)}`);
  fila('tras el 1.er segundo p99 / máx', ({ tras1s: t }) => (t ? `${fmt(t.p99)} / ${fmt(t.max)}` : '—'));
  fila('errores', (t) => fmt(totalErrores(t)));
  fila('CPU servidor por acta', (t) =>
    t.cpuPorActa === undefined ? '' : `${fmt(t.cpuPorActa * 1000, 2)} ms`,
  );
  fila('CPU máquina por acta', (t) => `${fmt(t.maquina.total * 1000, 2)} ms`);
  // Where the machine's CPU went, and the most actas per second its cores could take at that cost.
  const nucleos = availableParallelism();
  for (const [nombre, t] of tandas) {
    const partes = t.maquina.partes.map(([p, s]) => `${p} ${fmt(s * 1000, 2)} ms`).join(', ');
    console.log(
      `  ${nombre}: CPU por acta ${partes}; la máquina entera ${fmt(t.maquina.total * 1000, 2)} ms → con ${nucleos} núcleos, a lo sumo ${fmt(nucleos / t.maquina.total)} actas/s`,
    );
  }
  for (const [nombre, t] of tandas) {
    for (const [clave, n] of t.errores) console.log(`    ${nombre}: ${fmt(n)} × ${clave}`);
  }
  const reconocidas = (n: Noche) =>
    n.calentadas +
    n.sola.reconocidas +
    (n.vigilada ? n.vigilada.tanda.reconocidas + n.vigilada.despues.reconocidas : 0);
  for (const n of noches) {
    console.log(
      `  ${n.nombre}: conteo con ${fmt(n.conteo.recibidas)} actas (reconocidas ${fmt(reconocidas(n))}): sus consultas mediana ${fmt(n.conteo.consulta.mediana, 1)} ms, máx ${fmt(n.conteo.consulta.max, 1)} ms; GET /api/dia-d/conteo (lo que espera una pantalla) mediana ${fmt(n.conteo.mediana, 1)} ms, máx ${fmt(n.conteo.max, 1)} ms`,
    );
    if (n.vigilada) console.log(`  ${n.nombre} + ${VIGIAS} vigías: ${lineaEdades(n.vigilada.edades)}`);
  }

  // ------------------------------------------------------------ goals
  for (const n of noches) {
    console.log(`\n${n.nombre}:`);
    const { sola, vigilada } = n;
    if (n.nombre.startsWith('SQLite')) {
      const ratio = sola.rps / referencia.rps;
      goals.check('actas por segundo frente a node:http', ratio >= 0.5, `${fmt(ratio, 2)}×`, '≥ 0,5×');
      goals.check('p99 de un envío', sola.p99 < 500, `${fmt(sola.p99)} ms`, '< 500 ms');
      goals.check('máximo de un envío', sola.max < 2000, `${fmt(sola.max)} ms`, '< 2.000 ms');
    } else {
      goals.check('actas por segundo', sola.rps >= 200, fmt(sola.rps), '≥ 200');
      goals.check('p99 de un envío', sola.p99 < 1000, `${fmt(sola.p99)} ms`, '< 1.000 ms');
    }
    const errores =
      totalErrores(sola) + (vigilada ? totalErrores(vigilada.tanda) + totalErrores(vigilada.despues) : 0);
    goals.check('errores', errores === 0, fmt(errores), '0');
    goals.check(
      'actas contadas una vez',
      n.conteo.recibidas === reconocidas(n),
      fmt(n.conteo.recibidas),
      fmt(reconocidas(n)),
    );
    goals.check(
      'consulta del conteo',
      n.conteo.consulta.mediana < 200,
      `${fmt(n.conteo.consulta.mediana, 1)} ms`,
      '< 200 ms',
    );
    if (!vigilada) continue;
    const { tanda: t, edades, despues } = vigilada;
    goals.check(
      'retraso máximo de la cifra en pantalla',
      edades.max <= 2000,
      `${fmt(edades.max)} ms`,
      '≤ 2.000 ms',
    );
    // Against the mean of the runs without watchers before and after theirs.
    const sinVigias = { cpu: (sola.cpuPorActa + despues.cpuPorActa) / 2, rps: (sola.rps + despues.rps) / 2 };
    const cpu = t.cpuPorActa / sinVigias.cpu - 1;
    goals.check(
      'CPU que añaden los vigías',
      cpu <= 0.25,
      `${fmt(cpu * 100)} % (${fmt(t.cpuPorActa * 1000, 2)} ms por acta frente a ${fmt(sinVigias.cpu * 1000, 2)}, la media de antes y después)`,
      '≤ 25 %',
    );
    const ritmo = t.rps / sinVigias.rps;
    goals.check(
      'actas/s con vigías frente a sin ellos',
      ritmo >= 0.9,
      `${fmt(ritmo * 100)} % (${fmt(t.rps)} frente a ${fmt(sinVigias.rps)}, la media de antes y después)`,
      '≥ 90 %',
    );
  }
} finally {
  for (const f of limpiar.reverse()) await f().catch(() => {});
  goals.finish();
}
