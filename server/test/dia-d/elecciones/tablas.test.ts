import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESTINO_DE_TABLAS } from '../../../src/areas/dia-d/elecciones/archivo.js';
import { createTestApp, dialects, type TestApp } from '../../helpers.js';

// Issue 45: when an election ends, every Día D table is copied with it, and each one's fate in
// the live tables (emptied, kept, kept with the registry, the elections' own) is written by hand
// in DESTINO_DE_TABLAS. A table some migration creates and that list does not name fails here
// (a new capability's tables, a merge's): someone must say whether it is a night's data or a
// setting of the deployment before it ships.
describe.each(dialects)('cada tabla de Día D tiene su destino al terminar una elección (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  it('las tablas dia_d_* que crean las migraciones son exactamente las que la lista nombra', async () => {
    const tablas = (await t.deps.db.introspection.getTables())
      .filter((x) => !x.isView && (dialect === 'sqlite' || x.schema === t.schema))
      .map((x) => x.name)
      .filter((n) => n.startsWith('dia_d_'))
      .sort();
    expect(tablas.length).toBeGreaterThan(30);
    expect(tablas).toEqual(Object.keys(DESTINO_DE_TABLAS).sort());
  });
});
