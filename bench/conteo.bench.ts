// Issue 20, election night at HQ: the count (GET /api/dia-d/conteo) with every one of the 33.439
// actas of the 2026 registry in (half verified) answers from the running totals kept with each
// change of an acta, not from the actas. Issue 27: a departmental and a municipal chief's count
// come from the running totals per department and per municipio the same way.
// Printed: the median and max over 15 computations of the count of the country, of the largest
// department and of its largest municipio (the work a request does when the data changed), the
// median of GET /api/dia-d/conteo over HTTP, and GET /api/health's in the same run (the ratio says
// whether the code or the machine changed).
// Goals: national count (median) < 200 ms; a department's and a municipio's < 50 ms.
// (Moved here from the unit suite, issue 26: a wall-clock bound on a shared machine; the unit
// test keeps the machine-independent half, the query plans.)
// Run: npm run bench conteo
import { calcularConteo } from '../server/src/areas/dia-d/conteo/conteo.js';
import type { Terreno } from '../server/src/areas/dia-d/terreno.js';
import { registroConActas } from '../server/test/actas-sinteticas.js';
import { fmt, Goals, startBenchApp } from './lib.js';

const VECES = 15;

const app = await startBenchApp();
const goals = new Goals();
try {
  const db = app.deps.db;
  await registroConActas(db);

  /** Median and max of VECES runs, after one that prepares the statements. */
  async function medir<T>(una: () => Promise<T>) {
    await una();
    const tiempos: number[] = [];
    let resultado: T | undefined;
    for (let i = 0; i < VECES; i++) {
      const t = performance.now();
      resultado = await una();
      tiempos.push(performance.now() - t);
    }
    tiempos.sort((a, b) => a - b);
    return { mediana: tiempos[Math.floor(VECES / 2)]!, max: tiempos.at(-1)!, resultado: resultado! };
  }
  const http = (ruta: string) => () =>
    fetch(`${app.url}${ruta}`, { headers: { cookie: app.cookie } }).then((r) => r.json());

  // The largest department, and its largest municipio, by mesas.
  const [mayor] = await db
    .selectFrom('dia_d_mesas as m')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
    .select((eb) => ['r.departamento', 'r.municipio', eb.fn.countAll<number>().as('n')])
    .groupBy(['r.departamento', 'r.municipio'])
    .orderBy('n', 'desc')
    .limit(1)
    .execute();
  const departamento: Terreno = { nivel: 'departamento', departamento: mayor!.departamento };
  const municipio: Terreno = {
    nivel: 'municipio',
    departamento: mayor!.departamento,
    municipio: mayor!.municipio,
  };

  const nacional = await medir(() => calcularConteo(db));
  const depto = await medir(() => calcularConteo(db, departamento));
  const muni = await medir(() => calcularConteo(db, municipio));
  const conteoHttp = await medir(http('/api/dia-d/conteo'));
  const salud = await medir(http('/api/health'));

  const linea = (nombre: string, m: { mediana: number; max: number }, actas: number) =>
    console.log(`${nombre} (${fmt(actas)} actas): mediana ${fmt(m.mediana, 1)} ms, máx ${fmt(m.max, 1)} ms`);
  linea('Conteo nacional', nacional, nacional.resultado.actasRecibidas);
  linea(`Conteo de ${mayor!.departamento}`, depto, depto.resultado.actasRecibidas);
  linea(`Conteo de ${mayor!.municipio} (${mayor!.departamento})`, muni, muni.resultado.actasRecibidas);
  console.log(
    `GET /api/dia-d/conteo (respuesta compartida): mediana ${fmt(conteoHttp.mediana, 1)} ms, máx ${fmt(conteoHttp.max, 1)} ms`,
  );
  console.log(`Base, GET /api/health: mediana ${fmt(salud.mediana, 1)} ms, máx ${fmt(salud.max, 1)} ms`);
  console.log(`Relación conteo nacional / salud: ${fmt(nacional.mediana / salud.mediana, 1)}×`);
  const { actasRecibidas, mesas } = nacional.resultado;
  goals.check('actas en el conteo', actasRecibidas === mesas, fmt(actasRecibidas), fmt(mesas));
  goals.check(
    'actas del municipio',
    muni.resultado.actasRecibidas === muni.resultado.mesas && muni.resultado.mesas === Number(mayor!.n),
    fmt(muni.resultado.actasRecibidas),
    fmt(Number(mayor!.n)),
  );
  goals.check(
    'conteo nacional (mediana)',
    nacional.mediana < 200,
    `${fmt(nacional.mediana, 1)} ms`,
    '< 200 ms',
  );
  goals.check(
    'conteo de un departamento (mediana)',
    depto.mediana < 50,
    `${fmt(depto.mediana, 1)} ms`,
    '< 50 ms',
  );
  goals.check('conteo de un municipio (mediana)', muni.mediana < 50, `${fmt(muni.mediana, 1)} ms`, '< 50 ms');
} finally {
  await app.close();
  goals.finish();
}
