// Issue 20, election night at HQ: the count (GET /api/dia-d/conteo) with every one of the 33.439
// actas of the 2026 registry in (half verified) answers from the running totals kept with each
// change of an acta, not from the actas. Printed: the count's median and max over 15 requests,
// and GET /api/health's in the same run (the ratio says whether the code or the machine changed).
// Goal: median < 200 ms. (Moved here from the unit suite, issue 26: a wall-clock bound on a
// shared machine; the unit test keeps the machine-independent half, the query plans.)
// Run: npm run bench conteo
import { registroConActas } from '../server/test/actas-sinteticas.js';
import { fmt, Goals, startBenchApp } from './lib.js';

const VECES = 15;

const app = await startBenchApp();
const goals = new Goals();
try {
  const db = app.deps.db;
  await registroConActas(db);

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
