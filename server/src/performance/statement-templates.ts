import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import { inspect, isDeepStrictEqual } from 'node:util';
import type { DB } from '../db/schema.js';

/**
 * Statements built and compiled by Kysely once (issue 30). Kysely builds a statement from
 * frozen nodes and compiles it to SQL on every run: on an acta's ten-odd statements that was a
 * sixth of the instance's event loop at the bench's peak (profile of SQLite-1, `freeze`,
 * `visitNode`, `parseStringReference`…), more than SQLite's own work for most of them. A
 * template is built once per database with a marker in place of each value it is given; a run
 * takes the SQL text as it is and puts its values where the markers were.
 *
 * Only for statements whose text depends on nothing but the shape of their values: the number
 * of rows in an array and the keys an object has (a key whose value is `undefined` counts as
 * absent, as Kysely leaves its column out), each shape a template of its own. A builder that
 * branches on a value (`if (x) q = q.where(…)`) must not be a template: with `comprobarPlantillas`
 * on (the server's test suite) every run is also built the ordinary way and must compile to the
 * same text and values, or it throws.
 */

/** A value's place in a template's arguments: the argument, then keys or indexes within it. */
type Camino = readonly (string | number)[];

class Hueco {
  constructor(readonly camino: Camino) {}
}

type Ranura = { hueco: Camino } | { fijo: unknown };

interface Compilada {
  sql: string;
  ranuras: Ranura[];
  query: CompiledQuery['query'];
  queryId: CompiledQuery['queryId'];
}

let comprobar = false;

/** Every run of a template is also built by Kysely and compared (the server's tests). */
export function comprobarPlantillas(si = true): void {
  comprobar = si;
}

const esObjetoSimple = (v: unknown): v is Record<string, unknown> => {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * Values a kept template takes at most. A bulk write's lots (a registry's import, a request that
 * moves many actas' totals) each have a row count of their own: kept, every count would be a
 * template of thousands of markers that is rarely run again. Those are built each time, as before.
 */
const VALORES_A_LO_SUMO = 256;

/**
 * The value's shape: what may change its SQL (built on every run, so nothing but a string), with
 * `cuenta.valores` counting the values in it.
 */
function forma(v: unknown, cuenta: { valores: number }): string {
  if (Array.isArray(v)) {
    let clave = '[';
    for (const x of v) clave += `${forma(x, cuenta)},`;
    return `${clave}]`;
  }
  if (!esObjetoSimple(v)) {
    cuenta.valores += 1;
    return '';
  }
  let clave = '{';
  for (const k in v) if (v[k] !== undefined) clave += `${k}:${forma(v[k], cuenta)},`;
  return `${clave}}`;
}

/** The same shape with a marker in place of each value (built once per shape). */
function marcas(v: unknown, camino: Camino): unknown {
  if (Array.isArray(v)) return v.map((x, i) => marcas(x, [...camino, i]));
  if (esObjetoSimple(v)) {
    const m: Record<string, unknown> = {};
    for (const k of Object.keys(v)) if (v[k] !== undefined) m[k] = marcas(v[k], [...camino, k]);
    return m;
  }
  return new Hueco(camino);
}

function valorEn(args: readonly unknown[], camino: Camino): unknown {
  let v: unknown = args;
  for (const paso of camino) v = (v as Record<string | number, unknown>)[paso];
  return v;
}

export interface Plantilla<P extends unknown[], O> {
  /** The statement's result, as `execute` would give it (rows, affected rows). */
  ejecutar(db: Kysely<DB>, ...p: P): Promise<QueryResult<O>>;
  filas(db: Kysely<DB>, ...p: P): Promise<O[]>;
  primera(db: Kysely<DB>, ...p: P): Promise<O | undefined>;
  /** The statement for a writer that takes Kysely's compilables (the deferred writes, `alFinal`). */
  compilable(db: Kysely<DB>, ...p: P): Compilable<O>;
}

export function plantilla<P extends unknown[], O>(
  construir: (db: Kysely<DB>, ...p: P) => Compilable<O>,
): Plantilla<P, O> {
  // One set of templates per dialect's compiler: a transaction shares its database's adapter.
  const porAdaptador = new WeakMap<object, Map<string, Compilada>>();

  const compilar = (db: Kysely<DB>, args: P): CompiledQuery<O> => {
    const adaptador = db.getExecutor().adapter;
    let porForma = porAdaptador.get(adaptador);
    if (!porForma) {
      porForma = new Map();
      porAdaptador.set(adaptador, porForma);
    }
    const cuenta = { valores: 0 };
    let clave = '';
    for (const a of args) clave += `${forma(a, cuenta)};`;
    if (cuenta.valores > VALORES_A_LO_SUMO) return construir(db, ...args).compile();
    let t = porForma.get(clave);
    if (!t) {
      const c = construir(db, ...(args.map((a, i) => marcas(a, [i])) as P)).compile();
      t = {
        sql: c.sql,
        ranuras: c.parameters.map((v) => (v instanceof Hueco ? { hueco: v.camino } : { fijo: v })),
        query: c.query,
        queryId: c.queryId,
      };
      porForma.set(clave, t);
    }
    const compilada: CompiledQuery<O> = {
      sql: t.sql,
      parameters: t.ranuras.map((r) => ('hueco' in r ? valorEn(args, r.hueco) : r.fijo)),
      query: t.query,
      queryId: t.queryId,
    };
    if (comprobar) {
      const real = construir(db, ...args).compile();
      if (real.sql !== compilada.sql || !isDeepStrictEqual(real.parameters, compilada.parameters)) {
        throw new Error(
          `La plantilla no coincide con su sentencia:\n${real.sql}\n${compilada.sql}\n` +
            `${inspect(real.parameters)}\n${inspect(compilada.parameters)}`,
        );
      }
    }
    return compilada;
  };

  return {
    ejecutar: (db, ...p) => db.executeQuery(compilar(db, p)),
    filas: async (db, ...p) => (await db.executeQuery(compilar(db, p))).rows,
    primera: async (db, ...p) => (await db.executeQuery(compilar(db, p))).rows[0],
    compilable: (db, ...p) => {
      const c = compilar(db, p);
      return { compile: () => c };
    },
  };
}
