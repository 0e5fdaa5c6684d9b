import type { PaginaAuditoria } from '@comando/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

const REGISTROS = 1_000_000;
/** The bound for one page with a million records, on SQLite. */
const LIMITE_MS = 100;

describe('registro de cambios con 1.000.000 de registros (sqlite)', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    admin = await t.login('admin');
    // One statement: a million rows over 30 days, 8 users, 12 areas, 4 actions.
    await sql`
      insert into auditoria (en, usuario_id, usuario_nombre, ip, area, accion, ruta, entidad_id, detalle)
      with recursive n(i) as (select 1 union all select i + 1 from n where i < ${REGISTROS})
      select
        strftime('%Y-%m-%dT%H:%M:%fZ', '2026-10-24T00:00:00Z', '+' || (i * 2.592) || ' seconds'),
        'u' || (i % 8), 'Usuario ' || (i % 8), '10.0.0.' || (i % 250),
        'area' || (i % 12), case i % 4 when 0 then 'crear' when 1 then 'modificar' when 2 then 'eliminar' else 'login' end,
        'POST /api/x', 'e' || i, '{"despues":{"n":' || i || '}}'
      from n`.execute(t.deps.db);
  }, 300_000);
  afterAll(() => t.close());

  const medir = async (query: string) => {
    // The first request of a kind prepares its statement; the bound is for a page in use.
    await t.request({ url: `/api/auditoria${query}`, cookie: admin });
    const inicio = performance.now();
    const res = await t.request({ url: `/api/auditoria${query}`, cookie: admin });
    const ms = performance.now() - inicio;
    expect(res.statusCode, res.body).toBe(200);
    return { ms, pagina: res.json<PaginaAuditoria>() };
  };

  it('hay un millón de registros', async () => {
    const r = await t.deps.db
      .selectFrom('auditoria')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(r.n)).toBeGreaterThanOrEqual(REGISTROS);
  });

  it.each([
    ['sin filtros', ''],
    ['por usuario', '?usuario=u3'],
    ['por área', '?area=area7'],
    ['por acción', '?accion=eliminar'],
    ['por fechas', '?desde=2026-11-01&hasta=2026-11-05'],
    ['todo junto', '?usuario=u2&area=area2&accion=eliminar&desde=2026-10-25&hasta=2026-11-20'],
  ])('una página %s responde en menos de 100 ms, también la página 200', async (_nombre, query) => {
    const primera = await medir(query);
    expect(primera.pagina.registros.length).toBe(50);
    expect(primera.ms).toBeLessThan(LIMITE_MS);
    // Far down the list: keyset pages cost the same as the first.
    let cursor = primera.pagina.siguiente;
    for (let i = 0; i < 200 && cursor; i += 1) {
      const p = (
        await t.request({ url: `/api/auditoria${query}${query ? '&' : '?'}cursor=${cursor}`, cookie: admin })
      ).json<PaginaAuditoria>();
      cursor = p.siguiente;
    }
    expect(cursor).not.toBeNull();
    const lejos = await medir(`${query}${query ? '&' : '?'}cursor=${cursor}`);
    expect(lejos.pagina.registros.length).toBe(50);
    expect(lejos.ms).toBeLessThan(LIMITE_MS);
    console.log(
      `auditoría 1M ${_nombre}: primera ${primera.ms.toFixed(1)} ms, página 201 ${lejos.ms.toFixed(1)} ms`,
    );
  });
});
