// Issue 19, election morning: with the full synthetic registry (33.439 mesas), 30.000 delegates
// press "Estoy en mi mesa" at 200 connections. Printed: check-ins per second against
// GET /api/health at the same 200 connections in the same run (the ratio), p99 and max, and
// how long HQ's coverage query takes with the registry full. Goals: every check-in counted
// exactly once and no error; coverage answered in under 2 s (HQ sees arrivals within two seconds).
// The built server (what `npm start` runs) serves a data dir prepared in-process: registry,
// defenders on mesas and one session per delegate (what 30.000 codes opening the phone page make).
// Run: npm run bench dia-d
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hoyEnLaPaz } from '@comando/contract';
import pino from 'pino';
import { leerRegistro } from '../server/src/areas/dia-d/csv.js';
import { importarRegistro } from '../server/src/areas/dia-d/queries.js';
import { registroSintetico } from '../server/src/areas/dia-d/registro-sintetico.js';
import { ensureInitialUsers } from '../server/src/auth/users.js';
import { systemClock } from '../server/src/clock.js';
import { connect } from '../server/src/db/connect.js';
import { migrateToLatest } from '../server/src/db/migrate.js';
import { seedAll } from '../server/src/db/seed.js';
import { DiskFileStore } from '../server/src/files/store.js';
import { buildServer, fmt, fmtLoad, Goals, spawnServer, type Load } from './lib.js';

const DELEGADOS = Number(process.env.BENCH_DELEGADOS ?? 30_000);
const CONEXIONES = 200;

const dir = await mkdtemp(path.join(tmpdir(), 'comando-bench-dia-d-'));
const dataDir = path.join(dir, 'data');
await mkdir(dataDir, { recursive: true });
const password = `bench-${randomBytes(6).toString('hex')}-Aa1!`;

// ---------------------------------------------------------------- the data dir
const t0 = performance.now();
const database = connect({ file: path.join(dataDir, 'comando.db') });
const files = new DiskFileStore(path.join(dataDir, 'files'));
await files.init();
await migrateToLatest(database.db, database.schema);
await seedAll(database.db, { clock: systemClock, files, random: Math.random });
await ensureInitialUsers(database.db, systemClock, pino({ level: 'silent' }), {
  admin: password,
  editor: password,
});
const importado = await importarRegistro(database.db, leerRegistro(registroSintetico()), true);
const db = database.db;
// The election is today in La Paz: the Día D window is open.
await db.updateTable('estrategia_diad').set({ fecha_eleccion: hoyEnLaPaz() }).execute();
const mesas = await db
  .selectFrom('dia_d_mesas as m')
  .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
  .select(['m.codigo', 'r.departamento'])
  .orderBy('m.codigo')
  .limit(DELEGADOS)
  .execute();
if (mesas.length < DELEGADOS) throw new Error(`el registro tiene ${mesas.length} mesas`);
const ahora = new Date().toISOString();
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const tokens: string[] = [];
const LOTE = 400;
await db.transaction().execute(async (trx) => {
  for (let i = 0; i < mesas.length; i += LOTE) {
    const lote = mesas.slice(i, i + LOTE).map((m, j) => {
      const n = i + j;
      const token = randomBytes(32).toString('base64url');
      tokens.push(token);
      return { ...m, n, defensor: randomUUID(), usuario: randomUUID(), token };
    });
    await trx
      .insertInto('territorial_defensores')
      .values(
        lote.map((l) => ({
          id: l.defensor,
          region_id: l.departamento,
          nombre: `Delegado ${l.n}`,
          celular: String(70_000_000 + l.n),
          email: `delegado${l.n}@example.com`,
          casilla: l.codigo.slice(0, 11),
          creado_en: ahora,
        })),
      )
      .execute();
    for (const l of lote) {
      await trx
        .updateTable('dia_d_mesas')
        .set({ delegado_id: l.defensor })
        .where('codigo', '=', l.codigo)
        .execute();
    }
    await trx
      .insertInto('usuarios')
      .values(
        lote.map((l) => ({
          id: l.usuario,
          usuario: `delegado:${l.defensor}`,
          nombre: `Delegado ${l.n}`,
          email: `delegado${l.n}@example.com`,
          rol: 'delegado',
          hash: '!',
          creado_en: ahora,
        })),
      )
      .execute();
    await trx
      .insertInto('dia_d_accesos')
      .values(
        lote.map((l) => ({
          defensor_id: l.defensor,
          codigo_hash: sha256(`bench-${l.n}`),
          usuario_id: l.usuario,
          creado_en: ahora,
        })),
      )
      .execute();
    await trx
      .insertInto('sesiones')
      .values(
        lote.map((l) => ({
          id_hash: sha256(l.token),
          usuario_id: l.usuario,
          creada_en: ahora,
          ultimo_uso: ahora,
        })),
      )
      .execute();
  }
});
await database.close();
console.log(
  `Datos: ${fmt(importado.crear)} mesas, ${fmt(DELEGADOS)} delegados con sesión, preparados en ${fmt((performance.now() - t0) / 1000, 1)} s`,
);

// ---------------------------------------------------------------- the load
const server = await spawnServer(
  [await buildServer()],
  { DATA_DIR: dataDir, ADMIN_PASSWORD: password, EDITOR_PASSWORD: password, LOG_LEVEL: 'warn' },
  '/api/health',
);
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
