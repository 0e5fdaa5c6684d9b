import { REGIONES_TERRITORIALES, type Conteo } from '@comando/contract';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leerRegistro } from '../src/areas/dia-d/csv.js';
import { importarRegistro } from '../src/areas/dia-d/queries.js';
import { registroSintetico } from '../src/areas/dia-d/registro-sintetico.js';
import { recalcularTotales } from '../src/areas/dia-d/totales-queries.js';
import { sentenciasDe } from '../src/db/connect.js';
import { createTestApp, type TestApp } from './helpers.js';

const PARTIDOS = ['ALFA', 'BETA', 'GAMA', 'DELTA', 'EPSI'];
/** Tables that grow with every acta received: the count may read none of them. */
const DE_ACTAS = /\b(dia_d_actas|dia_d_acta_votos|dia_d_mesa_acta|dia_d_transcripciones)\b/;

// Issue 20: the count answers from the running totals kept with each change of an acta, so its
// cost does not grow with the actas (its time with all 33.439 in: `npm run bench conteo`). Here,
// independent of the machine: none of its queries touches a table of actas, and the totals it
// reads whole stay a few rows per department and state, whatever the number of actas.
describe('el conteo lee los totales, no las actas (sqlite)', () => {
  let t: TestApp;
  let lector: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    lector = await t.loginComo('lector', 'conteo.lector');
    const db = t.deps.db;
    // A twentieth of the 2026 registry, one acta per mesa (half verified), straight into the
    // tables (the submission path has its own tests).
    await importarRegistro(db, leerRegistro(registroSintetico(0.05)), true);
    await db
      .insertInto('dia_d_partidos')
      .values(PARTIDOS.map((sigla, orden) => ({ sigla, nombre: sigla, color: '#94a3b8', orden })))
      .execute();
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
  }, 120_000);
  afterAll(() => t.close());

  it('GET /api/dia-d/conteo no consulta ninguna tabla de actas y cuenta todas', async () => {
    const db = t.deps.db;
    let conteo: Conteo | undefined;
    const sentencias = await sentenciasDe(db, async () => {
      const res = await t.request({ url: '/api/dia-d/conteo', cookie: lector });
      expect(res.statusCode).toBe(200);
      conteo = res.json<Conteo>();
    });
    const consultas = sentencias.filter((s) => /^\s*select\b/i.test(s));
    expect(consultas.some((s) => /\bdia_d_totales\b/.test(s))).toBe(true);
    expect(consultas.filter((s) => DE_ACTAS.test(s))).toEqual([]);
    // The plans say the same: no step of any of them reads a table of actas.
    for (const texto of consultas) {
      const parametros = Array.from({ length: (texto.match(/\?/g) ?? []).length }, () => null);
      const plan = await db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${texto}`, parametros),
      );
      expect(plan.rows.filter((p) => DE_ACTAS.test(p.detail))).toEqual([]);
    }
    const { mesas } = await db
      .selectFrom('dia_d_mesas')
      .select((eb) => eb.fn.countAll<number>().as('mesas'))
      .executeTakeFirstOrThrow();
    expect(conteo!.mesas).toBe(Number(mesas));
    expect(conteo!.actasRecibidas).toBe(Number(mesas));
    expect(conteo!.departamentos).toHaveLength(REGIONES_TERRITORIALES.length);
    expect(conteo!.partidos.map((p) => p.sigla)).toEqual(PARTIDOS);
  });

  it('los totales son unas pocas filas por departamento y estado, sean cuantas sean las actas', async () => {
    const db = t.deps.db;
    const { filas } = await db
      .selectFrom('dia_d_totales')
      .select((eb) => eb.fn.countAll<number>().as('filas'))
      .executeTakeFirstOrThrow();
    // Per department and state: each party, plus actas, blancos, nulos and habilitados.
    const techo = REGIONES_TERRITORIALES.length * 3 * (PARTIDOS.length + 4);
    expect(Number(filas)).toBeGreaterThan(0);
    expect(Number(filas)).toBeLessThanOrEqual(techo);
  });
});
