import { REGIONES_TERRITORIALES, type Conteo, leerConteo } from '@comando/contract';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentenciasDe } from '../../../src/db/connect.js';
import { PARTIDOS_SINTETICOS as PARTIDOS, registroConActas } from '../../actas-sinteticas.js';
import { createTestApp, type TestApp } from '../../helpers.js';
import { pedir } from '../../api.js';

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
    // A twentieth of the 2026 registry, one acta per mesa (half verified).
    await registroConActas(t.deps.db, 0.05);
  }, 120_000);
  afterAll(() => t.close());

  it('GET /api/dia-d/conteo no consulta ninguna tabla de actas y cuenta todas', async () => {
    const db = t.deps.db;
    let conteo: Conteo | undefined;
    const sentencias = await sentenciasDe(db, async () => {
      const res = await pedir(t, leerConteo, { cookie: lector });
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
