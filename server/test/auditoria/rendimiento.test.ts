import { CompiledQuery, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paginaAuditoria } from '../../src/auditoria/queries.js';
import { createTestApp, type TestApp } from '../helpers.js';

// A page of the Registro de cambios must cost the same on the first and on the millionth
// record. How long it takes depends on the machine: that figure (< 100 ms with 1.000.000
// records) is measured by `npm run bench auditoria`. What does not depend on the machine is
// checked here: SQLite's plan for every page reads an index in the page's order — never the
// whole table, never a sort of every matching row. (SQLite plans without statistics the same
// way for ten rows as for a million; no ANALYZE is ever run.)
describe('registro de cambios: cada página se lee por un índice (sqlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  /** The plan SQLite chooses for the query paginaAuditoria sends with these filters. */
  async function plan(filtros: Parameters<typeof paginaAuditoria>[1]): Promise<string[]> {
    let consulta: RootOperationNode | undefined;
    const espia: KyselyPlugin = {
      transformQuery: ({ node }) => (consulta = node),
      transformResult: ({ result }) => Promise.resolve(result),
    };
    await paginaAuditoria(t.deps.db.withPlugin(espia), filtros, 50);
    if (!consulta) throw new Error('paginaAuditoria no consultó la base');
    const { sql, parameters } = t.deps.db.getExecutor().compileQuery(consulta, { queryId: 'plan' });
    const filas = await t.deps.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${sql}`, [...parameters]),
    );
    return filas.rows.map((r) => r.detail);
  }

  const cursor = { en: '2026-11-10T00:00:00.000Z', seq: 500_000 };
  it.each([
    ['sin filtros', {}, 'auditoria_en'],
    ['por usuario', { usuario: 'u3' }, 'auditoria_usuario_id_en'],
    ['por área', { area: 'area7' }, 'auditoria_area_en'],
    ['por acción', { accion: 'eliminar' }, 'auditoria_accion_en'],
    ['por fechas', { desde: '2026-11-01T04:00:00.000Z', hasta: '2026-11-06T04:00:00.000Z' }, 'auditoria_en'],
    [
      'todo junto',
      { usuario: 'u2', area: 'area2', accion: 'eliminar', desde: '2026-10-25T04:00:00.000Z' },
      null,
    ],
    ['sin filtros, página siguiente', { cursor }, 'auditoria_en'],
    ['por usuario, página siguiente', { usuario: 'u3', cursor }, 'auditoria_usuario_id_en'],
  ] as const)('%s: por índice, en el orden de la página', async (_nombre, filtros, indice) => {
    const pasos = await plan(filtros);
    const lectura = pasos.filter((p) => /\bauditoria\b/.test(p));
    expect(lectura, pasos.join('\n')).toHaveLength(1);
    // An index of the table (which one, when the filters leave a choice, is SQLite's).
    expect(lectura[0], pasos.join('\n')).toMatch(
      indice ? new RegExp(`USING INDEX ${indice}\\b`) : /USING INDEX auditoria_\w+_en\b/,
    );
    // The rows come out in the index's order: no sort of every matching row.
    expect(pasos.join('\n')).not.toMatch(/TEMP B-TREE/);
  });
});
