import {
  exportarAuditoriaCsv,
  fillPath,
  listarAuditoria,
  MENSAJES_GENERALES,
  MENSAJES_TERRITORIAL,
  type Rol,
  type Route,
  obtenerRegion,
} from '@comando/contract';
import { RUTAS_POR_AREA } from '@comando/contract/route-table';
import { sql } from 'kysely';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOf } from '../../src/http/errors.js';
import { MAX_PARAMETRO } from '../../src/http/routing.js';
import { createTestApp, dialects, tablasDeLaApp, type TestApp } from '../helpers.js';
import { paramsIguales, pedir } from '../api.js';

/** Every contract route that reads a query string: the areas' and the audit trail's. */
const CON_CONSULTA: { nombre: string; route: Route }[] = [
  ...RUTAS_POR_AREA.filter((r) => r.route.query),
  { nombre: 'listarAuditoria', route: listarAuditoria },
  { nombre: 'exportarAuditoriaCsv', route: exportarAuditoriaCsv },
];

/** Values tried for a key, single or repeated (`?k=a&k=b` arrives as an array). */
const CANDIDATOS: (string | string[])[] = ['no-válido', 'x'.repeat(300), '-1', '2026-02-30', ['a', 'b']];

/** For each key of the route's query schema, a value it refuses, and the message it gives. */
function consultasMalas(schema: z.ZodType): { query: Record<string, string | string[]>; error: string }[] {
  expect(schema).toBeInstanceOf(z.ZodObject);
  return Object.keys((schema as z.ZodObject).shape).map((clave) => {
    for (const v of CANDIDATOS) {
      const r = schema.safeParse({ [clave]: v });
      if (!r.success) return { query: { [clave]: v }, error: messageOf(r.error.issues) };
    }
    throw new Error(`ningún valor malo para «${clave}»`);
  });
}

/** Everything stored but the sessions (each request may touch its own): to prove nothing changed. */
async function contenido(t: TestApp): Promise<string> {
  const tablas = await tablasDeLaApp(t);
  const partes: string[] = [];
  for (const tabla of tablas.filter((n) => !n.startsWith('sesion') && !n.startsWith('kysely_'))) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(tabla)}`.execute(t.deps.db);
    partes.push(tabla, ...rows.map((r) => JSON.stringify(r)).sort());
  }
  return partes.join('\n');
}

const parametros = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);

const enQuery = (query: Record<string, string | string[]>) =>
  Object.entries(query)
    .flatMap(([k, v]) => [v].flat().map((x) => `${encodeURIComponent(k)}=${encodeURIComponent(x)}`))
    .join('&');

describe.each(dialects)('una sola lectura de consulta y parámetros (%s)', (dialect) => {
  let t: TestApp;
  const cookies = new Map<Rol, string>();
  /** A session of a role the route admits (admin when it may); logged in before any snapshot. */
  const sesion = (roles: readonly Rol[] | undefined): string => {
    const c = cookies.get(!roles || roles.includes('admin') ? 'admin' : (roles[0] as Rol));
    if (!c) throw new Error(`sin sesión para ${roles?.join(', ')}`);
    return c;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookies.set('admin', await t.login('admin'));
    cookies.set('delegado', await t.loginComo('delegado'));
  });
  afterAll(() => t.close());

  it('la tabla de rutas declara las consultas que se leen (avisos, jurídico, archivos, Día D, auditoría)', () => {
    const nombres = CON_CONSULTA.map((r) => r.nombre);
    for (const n of [
      'listarAvisos',
      'listarCarpetas',
      'archivoCarpeta',
      'archivoEstrategia',
      'obtenerCobertura',
    ]) {
      expect(nombres).toContain(n);
    }
  });

  it('cada ruta con esquema de consulta rechaza una consulta mala con 400 y el texto del contrato, sin hacer nada', async () => {
    const antes = await contenido(t);
    let casos = 0;
    for (const { nombre, route } of CON_CONSULTA) {
      const cookie = sesion(route.roles);
      for (const { query, error } of consultasMalas(route.query as z.ZodType)) {
        const res = await pedir(t, route, {
          params: paramsIguales(route, 'x'),
          query: enQuery(query),
          cookie,
        });
        expect(res.statusCode, `${nombre} ${JSON.stringify(query)}`).toBe(400);
        expect(res.json(), nombre).toEqual({ error });
        // Spanish: the contract's own text, or zod's Spanish one naming the field.
        expect(error).not.toMatch(/invalid|expected|received/i);
        casos++;
      }
    }
    expect(casos).toBeGreaterThanOrEqual(CON_CONSULTA.length);
    expect(await contenido(t)).toBe(antes);
  });

  it(`un parámetro de ruta de más de ${MAX_PARAMETRO} caracteres (o con U+0000) es 404 «Recurso no encontrado» en cada ruta, sin hacer nada`, async () => {
    const conParametros = t.app.registeredRoutes.filter((r) => r.url.includes('/:'));
    expect(conParametros.length).toBeGreaterThan(30);
    const antes = await contenido(t);
    for (const malo of ['x'.repeat(MAX_PARAMETRO + 1), 'ñ'.repeat(MAX_PARAMETRO + 1), 'a\u0000b']) {
      for (const r of conParametros) {
        const nombres = parametros(r.url);
        // Each parameter in turn is the bad one; the others are plausible.
        for (const culpable of nombres) {
          const url = fillPath(
            r.url,
            Object.fromEntries(nombres.map((n) => [n, n === culpable ? malo : 'la-paz'])),
          );
          const res = await t.request({
            method: r.method,
            url,
            cookie: sesion(r.roles),
            ...(r.method === 'GET' ? {} : { payload: {} }),
          });
          expect(res.statusCode, `${r.method} ${r.url} :${culpable} (${malo.length})`).toBe(404);
          expect(res.json(), `${r.method} ${r.url}`).toEqual({ error: MENSAJES_GENERALES.noEncontrado });
        }
      }
    }
    expect(await contenido(t)).toBe(antes);
  });

  it(`un parámetro de exactamente ${MAX_PARAMETRO} caracteres multibyte llega al handler`, async () => {
    const res = await pedir(t, obtenerRegion, {
      params: { region: 'ñ'.repeat(MAX_PARAMETRO) },
      cookie: sesion(undefined),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: MENSAJES_TERRITORIAL.regionNoEncontrada });
  });
});
