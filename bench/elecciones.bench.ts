// Issue 45: a campaign's second election night is not slower for the first one kept. On the
// synthetic 2026 registry (33.439 mesas, one acta each, half verified): the count, the quick count,
// the radar and the rules on an acta measured during a first round; then the first round archived
// (its time printed: the switch an admin confirms) and the same measured during the runoff, with
// the same number of actas live and the first round's 33.439 in their frozen copy.
// Printed side by side: median (and p99 for the rules) without and with the archived round.
// Goal: with the archive, each within 1,5× of without (a shared machine's noise), and the switch
// for 33.439 actas in < 60 s.
// Run: npm run bench elecciones (SQLite); BENCH_DATABASE_URL=postgres://… for PostgreSQL.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { calcularConteo } from '../server/src/areas/dia-d/conteo/conteo.js';
import { estimar, sortear } from '../server/src/areas/dia-d/conteo/conteo-rapido.js';
import { listar, resumir } from '../server/src/areas/dia-d/pendientes/pendientes.js';
import { aplicarReglas } from '../server/src/areas/dia-d/reglas/index.js';
import { TERRENO_NACIONAL } from '../server/src/areas/dia-d/terreno.js';
import { recalcularTotales } from '../server/src/areas/dia-d/conteo/queries.js';
import { guardarVersion } from '../server/src/areas/dia-d/actas/versiones.js';
import { origenDe } from '../server/src/db/connect.js';
import { inRequestTransaction } from '../server/src/db/request-transaction.js';
import type { DB } from '../server/src/db/schema.js';
import { registroConActas } from '../server/test/actas-sinteticas.js';
import { fmt, Goals, percentil, startBenchApp } from './lib.js';

const VECES = 31;
/** New versions of actas run through the write path with the rules, per phase. */
const ACTAS_REGLAS = 300;
/** The first of them warm the statements and the JIT up, and are not counted. */
const CALENTAR = 50;

type Db = Kysely<DB>;

interface Medida {
  mediana: number;
  p99: number;
}

async function medir(una: () => Promise<unknown>, veces = VECES): Promise<Medida> {
  await una();
  const t: number[] = [];
  for (let i = 0; i < veces; i++) {
    const t0 = performance.now();
    await una();
    t.push(performance.now() - t0);
  }
  return { mediana: percentil(t, 0.5), p99: percentil(t, 0.99) };
}

/** The same synthetic actas as the first round's (registroConActas), for the registry already there. */
async function actasDeLaNoche(db: Db): Promise<void> {
  await sql`
    insert into dia_d_actas (id, mesa_codigo, version, origen, autor_id, blancos, nulos, foto_id, alerta, creada_en)
    select 'b-' || codigo, codigo, 1, 'delegado', 'x', habilitados % 5, habilitados % 7, 'f', 0, '2026-12-21T20:00:00.000Z'
    from dia_d_mesas`.execute(db);
  await sql`
    insert into dia_d_acta_votos (acta_id, sigla, votos)
    select 'b-' || m.codigo, p.sigla, (m.habilitados * (p.orden + 2)) % 40
    from dia_d_mesas m cross join dia_d_partidos p`.execute(db);
  await sql`
    insert into dia_d_mesa_acta (mesa_codigo, acta_id, estado, departamento, habilitados)
    select m.codigo, 'b-' || m.codigo, case when m.numero % 2 = 0 then 'verificada' else 'recibida' end,
      r.departamento, m.habilitados
    from dia_d_mesas m join dia_d_recintos r on r.codigo = m.recinto_codigo`.execute(db);
  await recalcularTotales(db);
}

/** The count, the quick count, the radar (first page and summary) and the rules on new versions. */
async function medirNoche(db: Db) {
  const ahora = new Date('2026-12-31T23:00:00Z');
  const lugar = { municipio: undefined, recinto: undefined, muestra: false };
  const sinActa = { ...lugar, estado: 'sin-acta' as const };
  const conAlerta = { ...lugar, estado: 'con-alerta' as const };
  const mesas = (
    await db.selectFrom('dia_d_mesas').select(['codigo', 'habilitados']).orderBy('codigo').execute()
  ).map((m) => ({ codigo: m.codigo, habilitados: Number(m.habilitados) }));
  const reglas: number[] = [];
  for (let i = 0; i < CALENTAR + ACTAS_REGLAS; i++) {
    const m = mesas[(i * 111) % mesas.length]!;
    const en = new Date().toISOString();
    const datos = {
      id: randomUUID(),
      mesa: m.codigo,
      origen: 'delegado' as const,
      autorId: 'bench',
      figuras: { votos: { ALFA: 10 + (i % 30), BETA: 20, GAMA: 5, DELTA: 3, EPSI: 1 }, blancos: 2, nulos: 1 },
      fotoId: randomUUID(),
      en,
      habilitados: m.habilitados,
    };
    const t0 = performance.now();
    await inRequestTransaction(db, async () => {
      const version = await guardarVersion(db, datos, 'recibida');
      await aplicarReglas(db, { ...datos, version });
    });
    reglas.push(performance.now() - t0);
  }
  return {
    conteo: await medir(() => calcularConteo(db)),
    conteoRapido: await medir(() => estimar(db)),
    radar: await medir(() => listar(db, TERRENO_NACIONAL, conAlerta, undefined, ahora)),
    radarResumen: await medir(() => resumir(db, TERRENO_NACIONAL, sinActa, ahora)),
    reglas: { mediana: percentil(reglas.slice(CALENTAR), 0.5), p99: percentil(reglas.slice(CALENTAR), 0.99) },
  };
}

const postgres = process.env.BENCH_DATABASE_URL;
const app = await startBenchApp(postgres);
const goals = new Goals();
const api = (ruta: string, init: RequestInit & { json?: unknown } = {}) =>
  fetch(`${app.url}${ruta}`, {
    ...init,
    headers: {
      cookie: app.cookie,
      ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  });
try {
  const db = app.deps.db;
  console.log(`Base: ${postgres ? 'PostgreSQL' : 'SQLite'}`);
  await registroConActas(db);
  await sortear(db, { tamano: 1500, semilla: 'primera' }, new Date().toISOString(), 'bench');
  const actas = Number(
    (
      await db
        .selectFrom('dia_d_actas')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const sin = await medirNoche(db);

  const creada = await api('/api/dia-d/elecciones', {
    method: 'POST',
    json: { nombre: 'Segunda vuelta 2026', fecha: '2026-12-21', tipo: 'segunda vuelta' },
  });
  if (creada.status !== 201) throw new Error(`crear: ${creada.status} ${await creada.text()}`);
  const { id } = (await creada.json()) as { id: number };
  const t0 = performance.now();
  const hecha = await api(`/api/dia-d/elecciones/${id}/actual`, { method: 'PUT' });
  const archivar = (performance.now() - t0) / 1000;
  if (hecha.status !== 200) throw new Error(`hacer actual: ${hecha.status} ${await hecha.text()}`);
  console.log(
    `Archivar la primera vuelta (${fmt(actas)} actas y sus versiones) y vaciar la noche: ${fmt(archivar, 1)} s`,
  );

  await actasDeLaNoche(db);
  await sortear(db, { tamano: 1500, semilla: 'segunda' }, new Date().toISOString(), 'bench');
  const con = await medirNoche(db);

  const filas: [string, Medida, Medida, boolean][] = [
    ['Conteo nacional', sin.conteo, con.conteo, false],
    ['Conteo rápido', sin.conteoRapido, con.conteoRapido, false],
    ['Radar: con alerta (1.ª página)', sin.radar, con.radar, false],
    ['Radar: sin acta (resumen)', sin.radarResumen, con.radarResumen, false],
    ['Reglas: acta con sus reglas', sin.reglas, con.reglas, true],
  ];
  console.log('\n                                  sin archivo            con la 1.ª vuelta archivada');
  for (const [nombre, a, b, conP99] of filas) {
    const celda = (m: Medida) => `${fmt(m.mediana, 1)} ms${conP99 ? ` (p99 ${fmt(m.p99, 1)})` : ''}`;
    console.log(`${nombre.padEnd(34)}${celda(a).padEnd(23)}${celda(b)}   ${fmt(b.mediana / a.mediana, 2)}×`);
    goals.check(
      `${nombre}: con / sin`,
      b.mediana <= 1.5 * a.mediana,
      `${fmt(b.mediana / a.mediana, 2)}×`,
      '≤ 1,5×',
    );
  }
  goals.check('archivar 33.439 actas', archivar < 60, `${fmt(archivar, 1)} s`, '< 60 s');
} finally {
  const origen = origenDe(app.deps.db);
  if (origen?.dialect === 'postgres') {
    const { rows } = await sql<{ nspname: string }>`select nspname from pg_namespace
      where nspname like ${`${origen.schema}\\_e%`}`.execute(app.deps.db);
    for (const { nspname } of rows) await sql`drop schema ${sql.id(nspname)} cascade`.execute(app.deps.db);
  }
  await app.close();
  goals.finish();
}
