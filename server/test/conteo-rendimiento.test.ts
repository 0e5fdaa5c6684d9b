import type { Conteo } from '@comando/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recalcularTotales } from '../src/areas/dia-d/totales-queries.js';
import { leerRegistro } from '../src/areas/dia-d/csv.js';
import { importarRegistro } from '../src/areas/dia-d/queries.js';
import { registroSintetico } from '../src/areas/dia-d/registro-sintetico.js';
import { createTestApp, type TestApp } from './helpers.js';

/** The bound for the count with every acta in, on SQLite. */
const LIMITE_MS = 200;
const PARTIDOS = ['ALFA', 'BETA', 'GAMA', 'DELTA', 'EPSI'];

// Issue 20: the count answers in < 200 ms with all 33.439 actas of the 2026 registry in
// (half verified): it reads the running totals kept with each change of an acta.
describe('conteo con las 33.439 actas del registro 2026 (sqlite)', () => {
  let t: TestApp;
  let lector: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    lector = await t.loginComo('lector', 'conteo.lector');
    const db = t.deps.db;
    await importarRegistro(db, leerRegistro(registroSintetico()), true);
    await db
      .insertInto('dia_d_partidos')
      .values(PARTIDOS.map((sigla, orden) => ({ sigla, nombre: sigla, color: '#94a3b8', orden })))
      .execute();
    // One acta per mesa, straight into the tables (the submission path has its own tests).
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
  }, 300_000);
  afterAll(() => t.close());

  it(`GET /api/dia-d/conteo responde en menos de ${LIMITE_MS} ms`, async () => {
    // The first request prepares its statements; the bound is for the count in use.
    await t.request({ url: '/api/dia-d/conteo', cookie: lector });
    const tiempos: number[] = [];
    let conteo: Conteo | undefined;
    for (let i = 0; i < 5; i++) {
      const inicio = performance.now();
      const res = await t.request({ url: '/api/dia-d/conteo', cookie: lector });
      tiempos.push(performance.now() - inicio);
      expect(res.statusCode).toBe(200);
      conteo = res.json<Conteo>();
    }
    const mediana = [...tiempos].sort((a, b) => a - b)[2]!;
    console.log(
      `conteo con 33.439 actas: mediana ${mediana.toFixed(1)} ms (${tiempos.map((x) => x.toFixed(0)).join(', ')})`,
    );
    expect(conteo!.mesas).toBe(33_439);
    expect(conteo!.actasRecibidas).toBe(33_439);
    expect(conteo!.departamentos).toHaveLength(9);
    expect(conteo!.partidos.map((p) => p.sigla)).toEqual(PARTIDOS);
    expect(mediana).toBeLessThan(LIMITE_MS);
  });
});
