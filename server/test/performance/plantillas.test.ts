import { sql, type Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { comprobarPlantillas, plantilla } from '../../src/performance/statement-templates.js';
import type { DB } from '../../src/db/schema.js';
import { createTestApp, dialects, type TestApp } from '../helpers.js';

// Issue 30: an acta's statements are built and compiled by Kysely once per database and shape;
// each run puts its own values where the first build had markers.

describe.each(dialects)('plantillas (%s)', (dialect) => {
  let t: TestApp;
  let db: Kysely<DB>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    db = t.deps.db;
    await sql`create table pruebas_plantilla (id text primary key, n integer, nota text)`.execute(db);
  }, 60_000);
  afterAll(() => t.close());
  // The suite checks every run (test/setup.ts); these tests turn it off to see the template alone.
  afterEach(() => comprobarPlantillas(true));

  const insertar = plantilla((d: Kysely<DB>, filas: { id: string; n: number; nota?: string | null }[]) => {
    const insercion = sql`insert into pruebas_plantilla (id, n, nota) values ${sql.join(
      filas.map((f) => sql`(${f.id}, ${f.n}, ${f.nota ?? null})`),
    )}`;
    return { compile: () => insercion.compile(d) };
  });

  it('construye la sentencia una vez por forma y cada ejecución lleva sus propios valores', async () => {
    comprobarPlantillas(false);
    let construcciones = 0;
    const porId = plantilla((d: Kysely<DB>, id: string, minimo: number) => {
      construcciones += 1;
      return d
        .selectFrom('pruebas_plantilla' as never)
        .select(['id', 'n'] as never)
        .where('id' as never, '=', id as never)
        .where('n' as never, '>=', minimo as never)
        .where(sql<boolean>`${'fijo'} = ${'fijo'}`);
    });
    await insertar.ejecutar(db, [
      { id: 'a', n: 1 },
      { id: 'b', n: 2, nota: 'dos' },
    ]);
    await insertar.ejecutar(db, [{ id: 'c', n: 3 }]);
    expect(await porId.filas(db, 'a', 0)).toEqual([{ id: 'a', n: 1 }]);
    expect(await porId.filas(db, 'b', 0)).toEqual([{ id: 'b', n: 2 }]);
    expect(await porId.primera(db, 'b', 3)).toBeUndefined();
    expect(await porId.primera(db, 'c', 3)).toEqual({ id: 'c', n: 3 });
    // Four runs, one build: the values went where the markers were, the constant stayed.
    expect(construcciones).toBe(1);
  });

  it('un arreglo de otro largo o un objeto con otras claves es otra plantilla', async () => {
    comprobarPlantillas(false);
    const vistas: string[] = [];
    const filas = plantilla((d: Kysely<DB>, ids: string[], filtro: { nota?: string }) => {
      vistas.push(`${ids.length}:${Object.keys(filtro).join(',')}`);
      let q = d
        .selectFrom('pruebas_plantilla' as never)
        .select(['id'] as never)
        .where('id' as never, 'in', ids as never)
        .orderBy('id' as never);
      if ('nota' in filtro) q = q.where('nota' as never, '=', filtro.nota as never);
      return q;
    });
    expect(await filas.filas(db, ['a'], {})).toEqual([{ id: 'a' }]);
    expect(await filas.filas(db, ['a', 'b', 'c'], {})).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
    expect(await filas.filas(db, ['b', 'c'], { nota: 'dos' })).toEqual([{ id: 'b' }]);
    // A key whose value is undefined is absent, as Kysely leaves such a column out.
    expect(await filas.filas(db, ['b', 'c'], { nota: undefined })).toEqual([{ id: 'b' }, { id: 'c' }]);
    expect(await filas.filas(db, ['c', 'a'], {})).toEqual([{ id: 'a' }, { id: 'c' }]);
    expect(vistas).toEqual(['1:', '3:', '2:nota', '2:']);
  });

  it('una sentencia de más de 256 valores (el lote de una escritura masiva) se construye cada vez y no se guarda', async () => {
    comprobarPlantillas(false);
    let construcciones = 0;
    const contar = plantilla((d: Kysely<DB>, ids: string[]) => {
      construcciones += 1;
      return d
        .selectFrom('pruebas_plantilla' as never)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id' as never, 'in', ids as never);
    });
    const muchos = Array.from({ length: 300 }, (_, i) => (i === 299 ? 'a' : `x${i}`));
    expect(Number((await contar.primera(db, muchos))?.n)).toBe(1);
    expect(Number((await contar.primera(db, ['b', ...muchos.slice(1)]))?.n)).toBe(2);
    expect(construcciones).toBe(2);
    // Few values: built once, then kept.
    expect(Number((await contar.primera(db, ['a', 'b']))?.n)).toBe(2);
    expect(Number((await contar.primera(db, ['c', 'z']))?.n)).toBe(1);
    expect(construcciones).toBe(3);
  });

  it('con la comprobación encendida, una sentencia que depende de un valor y no de su forma falla', async () => {
    comprobarPlantillas(true);
    const tramposa = plantilla((d: Kysely<DB>, n: number) =>
      d
        .selectFrom('pruebas_plantilla' as never)
        .select(['id'] as never)
        .where('n' as never, typeof n === 'number' && n > 2 ? '>' : '<', n as never),
    );
    await expect(tramposa.filas(db, 3)).rejects.toThrow(/La plantilla no coincide con su sentencia/);
  });
});
