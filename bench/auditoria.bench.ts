// Registro de cambios with 1.000.000 records (issue 21's bound, moved out of the unit suite in
// issue 26): one page of GET /api/auditoria, under each filter, first page and page 201, goal
// < 100 ms each on SQLite. Baseline of the same run: GET /api/health on the same server. The
// unit suite keeps a check that does not depend on the machine: every page's query plan reads
// an index, never the whole table (server/test/auditoria-rendimiento.test.ts).
// Run: npm run bench auditoria   (BENCH_REGISTROS changes the million)
import type { PaginaAuditoria } from '@comando/contract';
import { sql } from 'kysely';
import { fmt, Goals, startBenchApp } from './lib.js';

const REGISTROS = Number(process.env.BENCH_REGISTROS ?? 1_000_000);
const MUESTRAS = Number(process.env.BENCH_SAMPLES ?? 7);
const LIMITE_MS = 100;
const FILTROS: [string, string][] = [
  ['sin filtros', ''],
  ['por usuario', 'usuario=u3'],
  ['por área', 'area=area7'],
  ['por acción', 'accion=eliminar'],
  ['por fechas', 'desde=2026-11-01&hasta=2026-11-05'],
  ['todo junto', 'usuario=u2&area=area2&accion=eliminar&desde=2026-10-25&hasta=2026-11-20'],
];

const app = await startBenchApp();

async function pagina(query: string): Promise<{ ms: number; pagina: PaginaAuditoria }> {
  const t0 = performance.now();
  const res = await fetch(`${app.url}${query}`, { headers: { cookie: app.cookie } });
  const body = await res.text();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`GET ${query}: ${res.status} ${body}`);
  return { ms, pagina: JSON.parse(body) as PaginaAuditoria };
}

/** Median of MUESTRAS calls after one that prepares the statement (the bound is for a page in use). */
async function mediana(query: string): Promise<number> {
  await pagina(query);
  const tiempos: number[] = [];
  for (let i = 0; i < MUESTRAS; i++) tiempos.push((await pagina(query)).ms);
  tiempos.sort((a, b) => a - b);
  return tiempos[Math.floor(tiempos.length / 2)] ?? Number.NaN;
}

try {
  const t0 = performance.now();
  // One statement: the records over 30 days, 8 users, 12 areas, 4 actions.
  await sql`
    insert into auditoria (en, usuario_id, usuario_nombre, ip, area, accion, ruta, entidad_id, detalle)
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${REGISTROS})
    select
      strftime('%Y-%m-%dT%H:%M:%fZ', '2026-10-24T00:00:00Z', '+' || (i * 2592000.0 / ${REGISTROS}) || ' seconds'),
      'u' || (i % 8), 'Usuario ' || (i % 8), '10.0.0.' || (i % 250),
      'area' || (i % 12), case i % 4 when 0 then 'crear' when 1 then 'modificar' when 2 then 'eliminar' else 'login' end,
      'POST /api/x', 'e' || i, '{"despues":{"n":' || i || '}}'
    from n`.execute(app.deps.db);
  console.log(`${fmt(REGISTROS)} registros insertados en ${fmt(performance.now() - t0)} ms`);

  const base = await mediana('/api/health');
  const goals = new Goals();
  for (const [nombre, filtro] of FILTROS) {
    const url = `/api/auditoria${filtro ? `?${filtro}&` : '?'}`;
    const primera = await mediana(url);
    // Far down the list: keyset pages cost the same as the first.
    let cursor = (await pagina(url)).pagina.siguiente;
    for (let i = 0; i < 200 && cursor; i += 1)
      cursor = (await pagina(`${url}cursor=${cursor}`)).pagina.siguiente;
    if (!cursor) throw new Error(`${nombre}: menos de 201 páginas`);
    const lejos = await mediana(`${url}cursor=${cursor}`);
    const peor = Math.max(primera, lejos);
    goals.check(
      `una página ${nombre} (mediana de ${MUESTRAS})`,
      peor < LIMITE_MS,
      `primera ${fmt(primera, 1)} ms, página 201 ${fmt(lejos, 1)} ms, ratio ${fmt(peor / base, 1)}× /api/health (${fmt(base, 1)} ms)`,
      `< ${LIMITE_MS} ms`,
    );
  }
  goals.finish();
} finally {
  await app.close();
}
