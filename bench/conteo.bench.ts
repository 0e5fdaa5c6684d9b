// Issue 20, election night at HQ: the count (GET /api/dia-d/conteo) with every one of the 33.439
// actas of the 2026 registry in (half verified) answers from the running totals kept with each
// change of an acta, not from the actas. Printed: the count's median and max over 15 requests,
// and GET /api/health's in the same run (the ratio says whether the code or the machine changed).
// Goal: median < 200 ms. (Moved here from the unit suite, issue 26: a wall-clock bound on a
// shared machine; the unit test keeps the machine-independent half, the query plans.)
// Run: npm run bench conteo
import { sql } from 'kysely';
import { leerRegistro } from '../server/src/areas/dia-d/csv.js';
import { importarRegistro } from '../server/src/areas/dia-d/queries.js';
import { registroSintetico } from '../server/src/areas/dia-d/registro-sintetico.js';
import { recalcularTotales } from '../server/src/areas/dia-d/totales-queries.js';
import { fmt, Goals, startBenchApp } from './lib.js';

const PARTIDOS = ['ALFA', 'BETA', 'GAMA', 'DELTA', 'EPSI'];
const VECES = 15;

const app = await startBenchApp();
const goals = new Goals();
try {
  const db = app.deps.db;
  await importarRegistro(db, leerRegistro(registroSintetico()), true);
  await db
    .insertInto('dia_d_partidos')
    .values(PARTIDOS.map((sigla, orden) => ({ sigla, nombre: sigla, color: '#94a3b8', orden })))
    .execute();
  // One acta per mesa, straight into the tables (the submission path has its own bench: actas).
  await sql`
    insert into dia_d_actas (id, mesa_codigo, version, origen, autor_id, blancos, nulos, foto_id, alerta, creada_en)
    select 'a-' || codigo, codigo, 1, 'delegado', 'x', habilitados % 7, habilitados % 5, 'f', 0, '2026-11-23T20:00:00.000Z'
    from dia_d_mesas`.execute(db);
  await sql`
    insert into dia_d_acta_votos (acta_id, sigla, votos)
    select 'a-' || m.codigo, p.sigla, (m.habilitados * (p.orden + 1)) % 40
    from dia_d_mesas m cross join dia_d_partidos p`.execute(db);
  await sql`
    insert into dia_d_mesa_acta (mesa_codigo, acta_id, estado, departamento, habilitados)
    select m.codigo, 'a-' || m.codigo, case when m.numero % 2 = 0 then 'verificada' else 'recibida' end,
      r.departamento, m.habilitados
    from dia_d_mesas m join dia_d_recintos r on r.codigo = m.recinto_codigo`.execute(db);
  await recalcularTotales(db);

  /** Median and max of VECES requests, after one that prepares the statements. */
  async function medir(ruta: string) {
    await fetch(`${app.url}${ruta}`, { headers: { cookie: app.cookie } });
    const tiempos: number[] = [];
    let cuerpo: unknown;
    for (let i = 0; i < VECES; i++) {
      const t = performance.now();
      const res = await fetch(`${app.url}${ruta}`, { headers: { cookie: app.cookie } });
      cuerpo = await res.json();
      tiempos.push(performance.now() - t);
    }
    tiempos.sort((a, b) => a - b);
    return { mediana: tiempos[Math.floor(VECES / 2)]!, max: tiempos.at(-1)!, cuerpo };
  }
  const conteo = await medir('/api/dia-d/conteo');
  const salud = await medir('/api/health');
  const { actasRecibidas, mesas } = conteo.cuerpo as { actasRecibidas: number; mesas: number };
  console.log(
    `Conteo con ${fmt(actasRecibidas)} actas: mediana ${fmt(conteo.mediana, 1)} ms, máx ${fmt(conteo.max, 1)} ms`,
  );
  console.log(`Base, GET /api/health: mediana ${fmt(salud.mediana, 1)} ms, máx ${fmt(salud.max, 1)} ms`);
  console.log(`Relación conteo / salud: ${fmt(conteo.mediana / salud.mediana, 1)}×`);
  goals.check('actas en el conteo', actasRecibidas === mesas, fmt(actasRecibidas), fmt(mesas));
  goals.check('conteo (mediana)', conteo.mediana < 200, `${fmt(conteo.mediana, 1)} ms`, '< 200 ms');
} finally {
  await app.close();
  goals.finish();
}
