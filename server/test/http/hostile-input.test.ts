import * as contract from '@comando/contract';
import { ESQUEMAS_PANELES, REGIONES_TERRITORIALES, type Rol, type Route } from '@comando/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLUJO_DE_CAMBIOS } from '../api.js';
import { createTestApp, dialects, type TestApp } from '../helpers.js';

/**
 * Hostile input on every JSON write route of the app (issue 14): for each one, at least
 * BODIES_PER_ROUTE generated bodies that the contract's own schema refuses (or that carry
 * `__proto__` / U+0000, refused before any schema) must each answer 400 with exactly
 * `{ error: <string> }`, and the GET answers of the route's area must be byte-identical
 * before and after. Routes are enumerated from the app (`registeredRoutes`) and matched to
 * the contract, so a new route is covered without editing this file. Seeded: a failure
 * prints the route and the body, and the same seed gives the same bodies.
 */
const BODIES_PER_ROUTE = 100;
const SEED = 20261123;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Obj = Record<string, unknown>;
interface ZodLike {
  def: { type: string; [k: string]: unknown };
  safeParse(v: unknown): { success: boolean };
  options?: readonly unknown[];
}
const z = (s: unknown) => s as ZodLike;

/** Every route the contract declares, by "METHOD path". */
const CONTRATO = new Map<string, Route>();
for (const v of Object.values(contract)) {
  if (typeof v === 'object' && v !== null && 'method' in v && 'path' in v && typeof v.path === 'string') {
    const r = v as Route;
    CONTRATO.set(`${r.method} ${r.path}`, r);
  }
}

// ------------------------------------------------------------ a valid body from a schema

const TEXTOS = [
  'Texto de prueba válido para el campo',
  'Prueba uno',
  'Prueba',
  'https://example.com/nota',
  'ana@comando.bo',
  '+591 70000000',
  '2026-11-25',
  '10:30',
  // A two-factor code (6 digits).
  '123456',
  // A party's colour.
  '#2dd4bf',
  'admin-prueba',
  'abcd1234-efgh',
];
const NUMEROS = [1, 0, 50, 10, 100];

/** Candidate values a field schema accepts, most ordinary first. */
function candidatos(schema: unknown, depth = 0): unknown[] {
  const s = z(schema);
  const d = s.def;
  const ok = (v: unknown) => s.safeParse(v).success;
  switch (d.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'catch':
      return candidatos(d.innerType, depth);
    case 'pipe':
      return candidatos(d.in, depth).filter(ok);
    case 'string':
      return TEXTOS.filter(ok);
    case 'number':
      return NUMEROS.filter(ok);
    case 'boolean':
      return [true, false];
    case 'enum':
      return Object.values(d.entries as Obj).filter(ok);
    case 'literal':
      return (d.values as unknown[]).filter(ok);
    case 'union':
      return (d.options as unknown[]).flatMap((o) => candidatos(o, depth)).filter(ok);
    case 'array': {
      if (depth > 3) return [];
      const item = candidatos(d.element, depth + 1)[0];
      return [1, 2, 3, 4].map((n) => Array.from({ length: n }, () => structuredClone(item))).filter(ok);
    }
    case 'record':
      // A map (votes by party): empty is a valid start.
      return [{}].filter(ok);
    case 'object': {
      if (depth > 3) return [];
      const body = baseDeObjeto(schema, depth + 1);
      return body === undefined ? [] : [body];
    }
    default:
      return [];
  }
}

function forma(schema: unknown): Record<string, unknown> | undefined {
  const d = z(schema).def;
  if (d.type === 'object') return d.shape as Record<string, unknown>;
  if (d.type === 'pipe') return forma(d.in);
  return undefined;
}

/** The item schema of a body that is a list of objects (the ballot), else undefined. */
function elementoDeLista(schema: unknown): unknown {
  const d = z(schema).def;
  return d.type === 'array' ? d.element : undefined;
}

/** A body the schema accepts: every field filled, else only the required ones. */
function baseDeObjeto(schema: unknown, depth = 0): Obj | undefined {
  const shape = forma(schema);
  if (!shape) return undefined;
  const completo: Obj = {};
  const requeridos: Obj = {};
  for (const [k, campo] of Object.entries(shape)) {
    const v = candidatos(campo, depth)[0];
    if (v !== undefined) completo[k] = v;
    if (!z(campo).safeParse(undefined).success && v !== undefined) requeridos[k] = v;
  }
  for (const body of [completo, requeridos]) if (z(schema).safeParse(body).success) return body;
  return undefined;
}

// ------------------------------------------------------------ ways to break one body

const NUMERICAS = ['12', '0x10', '1e1', ' 61 ', '', '-0', 'NaN', 'Infinity', '1.5', '١٢'];
const CONTROL = [
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)),
  '\u007f',
  '\u0085',
  '\u009f',
];
const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];

/** JSON text nested n levels deep, objects and arrays alternating (built as text: no recursion). */
const anidado = (n: number): string => {
  let abre = '';
  let cierra = '';
  for (let i = 0; i < n; i++) {
    abre += i % 2 ? '[' : '{"a":';
    cierra = (i % 2 ? ']' : '}') + cierra;
  }
  return `${abre}1${cierra}`;
};

/** JSON text of a body, with `__proto__` kept as a real key when asked. */
interface Cuerpo {
  texto: string;
  como: string;
  /**
   * Invalid by the rule whatever the schema says (a numeric string where a number
   * goes; a control or bidi character in a text): sent without asking the schema, so a
   * schema that starts coercing again is caught here too.
   */
  porRegla?: boolean;
}

/** Passwords are compared, never shown: any character may be part of one. */
const SIN_REGLA_DE_TEXTO = new Set(['contrasena']);
const SALTOS = new Set(['\t', '\n', '\r']);

function mutaciones(base: Obj): fc.Arbitrary<Cuerpo>[] {
  const claves = Object.keys(base);
  const clave = claves.length > 0 ? fc.constantFrom(...claves) : fc.constant('x');
  const con = (k: string, v: unknown, como: string): Cuerpo => ({
    texto: JSON.stringify({ ...base, [k]: v }),
    como: `${como} en ${k}`,
  });
  const textoDe = (k: string) => {
    const v = base[k];
    return typeof v === 'string' ? v : 'abc';
  };
  return [
    // wrong types
    fc
      .tuple(clave, fc.constantFrom<unknown>(true, false, null, [], {}, 0, -1, 'x', [1, 2], { a: 1 }))
      .map(([k, v]) => con(k, v, `tipo ${JSON.stringify(v)}`)),
    // numeric strings
    fc
      .tuple(clave, fc.constantFrom(...NUMERICAS))
      .map(([k, v]) => ({ ...con(k, v, `cadena numérica ${v}`), porRegla: typeof base[k] === 'number' })),
    // out-of-range numbers
    fc
      .tuple(
        clave,
        fc.oneof(
          fc.constantFrom(-1, -1e9, 1e9, 1e15, 1e300, -1e300, 0.5, 1e-9, Number.MAX_SAFE_INTEGER + 2),
          fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: -1e-6 }),
          fc.double({ noNaN: true, noDefaultInfinity: true, min: 1e10, max: 1e300 }),
        ),
      )
      .map(([k, v]) => con(k, v, `número ${v}`)),
    // missing field
    clave.map((k) => {
      const { [k]: _, ...resto } = base;
      return { texto: JSON.stringify(resto), como: `falta ${k}` };
    }),
    // over-long strings
    fc
      .tuple(clave, fc.integer({ min: 2_001, max: 20_000 }), fc.constantFrom('a', 'ñ', '😀'))
      .map(([k, n, c]) => con(k, c.repeat(n), `texto de ${n}×${c}`)),
    // control and bidi characters, at the start, inside and at the end
    fc
      .tuple(clave, fc.constantFrom(...CONTROL, ...BIDI), fc.constantFrom('inicio', 'medio', 'fin'))
      .map(([k, c, donde]) => {
        const t = textoDe(k);
        const v = donde === 'inicio' ? c + t : donde === 'fin' ? t + c : t.slice(0, 2) + c + t.slice(2);
        const porRegla = typeof base[k] === 'string' && !SIN_REGLA_DE_TEXTO.has(k) && !SALTOS.has(c);
        return { ...con(k, v, `U+${c.charCodeAt(0).toString(16).padStart(4, '0')} al ${donde}`), porRegla };
      }),
    // a lone surrogate
    clave.map((k) => ({
      ...con(k, `${textoDe(k)}\ud800`, 'sustituto suelto'),
      porRegla: typeof base[k] === 'string' && !SIN_REGLA_DE_TEXTO.has(k),
    })),
    // unknown and prototype keys
    fc.constantFrom('__proto__', 'constructor', 'desconocido', 'id_extra').map((k) => ({
      texto: JSON.stringify(base).replace(/^\{/, `{"${k}":{"isAdmin":true},`).replace(/,\}$/, '}'),
      como: `clave ${k}`,
    })),
    // deep nesting, in one field or as the whole body
    fc.tuple(clave, fc.integer({ min: 50, max: 5000 })).map(([k, n]) => ({
      texto: JSON.stringify({ ...base, [k]: 0 }).replace(`"${k}":0`, `"${k}":${anidado(n)}`),
      como: `anidado ${n} en ${k}`,
    })),
    fc.integer({ min: 50, max: 5000 }).map((n) => ({ texto: anidado(n), como: `cuerpo anidado ${n}` })),
    // not an object at all
    fc
      .constantFrom('null', '[]', '1', '"texto"', 'true', '[{}]', '-0', '{}', JSON.stringify([base]))
      .map((t) => ({ texto: t, como: `cuerpo ${t.slice(0, 20)}` })),
  ];
}

/** Refused before any schema: a `__proto__` key or U+0000 anywhere (see http/security.ts). */
function prohibidoPorElParser(texto: string): boolean {
  return /"__proto__"\s*:/.test(texto) || texto.includes('\\u0000');
}

// ------------------------------------------------------------ the suite

/** Contract routes that write with a JSON body (multipart and bodiless ones have none). */
const RUTAS_JSON = [...CONTRATO.values()].filter((r) => WRITES.has(r.method) && r.body);

describe.each(dialects)('entrada hostil en cada escritura JSON (%s)', (dialect) => {
  let t: TestApp;
  const sesiones = new Map<Rol, string>();
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  async function sesionPara(roles: readonly Rol[]): Promise<string> {
    const rol: Rol = roles.includes('admin') ? 'admin' : (roles[0] ?? 'admin');
    let cookie = sesiones.get(rol);
    if (!cookie) {
      cookie = rol === 'admin' ? await t.login('admin') : await t.loginComo(rol);
      sesiones.set(rol, cookie);
    }
    return cookie;
  }

  /** Param values: a real region or panel; for `:id`, an item made through the sibling create route. */
  async function parametros(path: string, cookie: string): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    for (const [, nombre] of path.matchAll(/:([A-Za-z_]+)/g)) {
      if (!nombre) continue;
      if (nombre === 'region') out[nombre] = REGIONES_TERRITORIALES[0]?.id ?? 'pando';
      else if (nombre === 'panel') out[nombre] = Object.keys(ESQUEMAS_PANELES)[0] ?? 'digital';
      else out[nombre] = await crearFixture(path, nombre, out, cookie);
    }
    return out;
  }

  async function crearFixture(path: string, nombre: string, hechos: Record<string, string>, cookie: string) {
    const coleccion = path.slice(0, path.indexOf(`/:${nombre}`));
    const crear = CONTRATO.get(`POST ${coleccion}`);
    const body = crear?.body ? baseDeObjeto(crear.body) : undefined;
    if (crear && body) {
      const url = coleccion.replace(/:([A-Za-z_]+)/g, (_, n: string) => hechos[n] ?? n);
      const res = await t.request({ method: 'POST', url, cookie, payload: body });
      const id = res.json<Obj>().id;
      if (res.statusCode < 300 && typeof id === 'string') return id;
    }
    // Nothing to create it with (e.g. an incident comes from a delegate's upload): a valid-looking id.
    return '00000000-0000-4000-8000-000000000000';
  }

  /** The GET answers of the route's area (same first two path segments), params filled alike. */
  async function lecturas(path: string, params: Record<string, string>, cookie: string): Promise<string> {
    const area = path.split('/').slice(0, 3).join('/');
    const gets = t.app.registeredRoutes.filter(
      (r) =>
        r.method === 'GET' &&
        (r.url === area || r.url.startsWith(`${area}/`)) &&
        r.url !== FLUJO_DE_CAMBIOS.path,
    );
    const partes: string[] = [];
    for (const r of gets) {
      if ([...r.url.matchAll(/:([A-Za-z_]+)/g)].some(([, n]) => !n || !(n in params))) continue;
      const url = r.url.replace(/:([A-Za-z_]+)/g, (_, n: string) => encodeURIComponent(params[n] ?? ''));
      const res = await t.request({ url, cookie });
      partes.push(`${url} ${res.statusCode} ${res.body}`);
    }
    return partes.join('\n');
  }

  it('cada escritura JSON de la app está en el contrato y aquí, con un cuerpo base válido', () => {
    const deLaApp = t.app.registeredRoutes
      .filter((r) => WRITES.has(r.method) && CONTRATO.get(`${r.method} ${r.url}`)?.body)
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(deLaApp).toEqual(RUTAS_JSON.map((r) => `${r.method} ${r.path}`).sort());
    expect(deLaApp.length).toBeGreaterThanOrEqual(40);
    for (const r of RUTAS_JSON) {
      const esquema = esquemaDe(r.path, r.body);
      expect(baseDeObjeto(elementoDeLista(esquema) ?? esquema), `${r.method} ${r.path}`).toBeDefined();
    }
  });

  function esquemaDe(url: string, body: unknown): unknown {
    // The panels route takes a record and checks it against the schema of `:panel`.
    if (url === contract.actualizarPanel.path) return Object.values(ESQUEMAS_PANELES)[0];
    return body;
  }

  it.each(RUTAS_JSON.map((r, i) => [`${r.method} ${r.path}`, r, i] as const))(
    `%s: 400 con {error} a ≥ ${BODIES_PER_ROUTE} cuerpos inválidos, sin 5xx ni cambios`,
    async (_, r, i) => {
      const esquema = z(esquemaDe(r.path, r.body));
      // A list body (the ballot) is broken in its one item, sent inside the list.
      const elemento = elementoDeLista(esquema);
      const base = baseDeObjeto(elemento ?? esquema);
      if (!base) throw new Error(`sin cuerpo base para ${r.method} ${r.path}`);
      const cookie = await sesionPara(r.roles);
      const params = await parametros(r.path, cookie);
      const url = r.path.replace(/:([A-Za-z_]+)/g, (_, n: string) => encodeURIComponent(params[n] ?? ''));
      const antes = await lecturas(r.path, params, cookie);

      const muestras = fc.sample(
        fc.oneof(...mutaciones(base)).map((m) => (elemento ? { ...m, texto: `[${m.texto}]` } : m)),
        { seed: SEED + i, numRuns: 400 },
      );
      const cuerpos: Cuerpo[] = [];
      const vistos = new Set<string>();
      for (const m of muestras) {
        if (cuerpos.length >= BODIES_PER_ROUTE || vistos.has(m.texto)) continue;
        vistos.add(m.texto);
        // Only bodies certainly invalid: the contract's schema refuses them, or the parser does.
        let invalido = m.porRegla === true || prohibidoPorElParser(m.texto);
        if (!invalido) invalido = !esquema.safeParse(JSON.parse(m.texto)).success;
        if (invalido) cuerpos.push(m);
      }
      expect(cuerpos.length, `${r.method} ${r.path}`).toBeGreaterThanOrEqual(BODIES_PER_ROUTE);

      for (const c of cuerpos) {
        const res = await t.request({ method: r.method, url, cookie, payload: c.texto });
        const donde = `${r.method} ${r.path} (${c.como}) → ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, donde).toBe(400);
        const json = res.json<Obj>();
        expect(Object.keys(json), donde).toEqual(['error']);
        expect(typeof json.error, donde).toBe('string');
      }
      expect(await lecturas(r.path, params, cookie), `${r.method} ${r.path}: lecturas cambiadas`).toBe(antes);
    },
    60_000,
  );
});
