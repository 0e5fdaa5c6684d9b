import {
  fillPath,
  route,
  type AnswerOf,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type Rol,
  type Route,
} from '@comando/contract';
import type { Dialect } from '../src/db/connect.js';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { createTestApp, dialects, type TestApp, type TestAppOptions } from './helpers.js';

/**
 * The one way a server test calls the API: by the route's object in the contract's route table,
 * never by a hand-written `/api/...` string (ESLint refuses one in server tests).
 *
 * - `describeApi` + `api.call / ok / rechaza / send`: one test app per dialect, its users logged
 *   in, the answer typed by the contract. The usual frame of an area's tests.
 * - `pedir(t, ruta, { params, query, payload, headers, cookie })`: `t.request()` on a route, for
 *   tests that build their own app (options, restarts, several apps) or read the raw answer
 *   (headers, cookies, a CSV, a photo); the method and the path come from the route.
 * - `pedirA(base, ruta, { params, query, json, cookie })`: `fetch()` to a listening server (a
 *   real server process), the method and the path from the route.
 * - `urlDe(ruta, params, query)`: the path alone, for a stream (`sse.ts`), a raw `http` request
 *   or `app.inject()` on an app of a test's own.
 */

// The few paths a test names that the contract's route table does not hold: each here, once,
// with its reason (ESLint refuses a hand-written `/api/` path everywhere else in server tests).

/**
 * The live change feed (Server-Sent Events): server/src/events/routes.ts registers it outside
 * the contract's route table (its answer is a stream, not JSON), so a test takes its path here.
 */
// eslint-disable-next-line no-restricted-syntax -- not in the contract's route table (see above)
export const FLUJO_DE_CAMBIOS = route({ method: 'GET', path: '/api/events' });

/** A path under /api that no route declares: what an unknown path answers (404, the API's JSON). */
// eslint-disable-next-line no-restricted-syntax -- undeclared on purpose: the 404 probe
export const RUTA_INEXISTENTE = route({ method: 'GET', path: '/api/no-existe' });

/**
 * Routes a test registers on an app of its own to try a piece of the server (the file store, a
 * slow or failing answer): they exist only in that test, never in the contract.
 */
export const RUTAS_DE_PRUEBA = {
  // eslint-disable-next-line no-restricted-syntax -- a test's own route (files.test.ts)
  subir: route({ method: 'POST', path: '/api/prueba/subir' }),
  // eslint-disable-next-line no-restricted-syntax -- a test's own route (files.test.ts)
  archivo: route({ method: 'GET', path: '/api/prueba/archivo/:id' }),
  // eslint-disable-next-line no-restricted-syntax -- a test's own route (files.test.ts)
  borrarArchivo: route({ method: 'DELETE', path: '/api/prueba/archivo/:id' }),
  // eslint-disable-next-line no-restricted-syntax -- a test's own route (shell.test.ts)
  larga: route({ method: 'GET', path: '/api/prueba-larga', publico: true }),
  // eslint-disable-next-line no-restricted-syntax -- a test's own route (shell.test.ts)
  falla: route({ method: 'GET', path: '/api/prueba-falla', publico: true }),
};

/**
 * Prefixes of groups of routes, for tests that walk every route the server registered
 * (`app.registeredRoutes`): the API itself, a user's own account, the delegate's phone, the
 * recinto chief's phone, HQ's Día D screens.
 */
export const PREFIJOS = {
  // eslint-disable-next-line no-restricted-syntax -- a prefix, not a route
  api: '/api/',
  // eslint-disable-next-line no-restricted-syntax -- a prefix, not a route
  cuentaPropia: '/api/auth/',
  // eslint-disable-next-line no-restricted-syntax -- a prefix, not a route
  delegado: '/api/delegado/',
  // eslint-disable-next-line no-restricted-syntax -- a prefix, not a route
  jefe: '/api/jefe/',
  // eslint-disable-next-line no-restricted-syntax -- a prefix, not a route
  diaD: '/api/dia-d/',
} as const;

/**
 * Who calls: a logged-in user of that role, nobody (no cookie), or a session of its own (`{ cookie }`:
 * a delegate's or a recinto chief's phone, a user with a territorial scope).
 */
export type Quien = Exclude<Rol, 'delegado'> | 'anonimo' | { cookie: string };

/**
 * The query string: its pairs (a repeated key: an array), or the text after `?` as written (a
 * filter a test reads as the user's query, a malformed one).
 */
export type Consulta = Record<string, string | number | boolean | readonly string[] | undefined> | string;

/**
 * The path's `:name` placeholders of a route, checked against its path; any names for a route
 * taken from a table (`Route`, its path a plain string), as a test that walks every route has.
 */
export type Params<R extends Route> = string extends R['path'] ? Record<string, string> : ParamsOf<R>;

interface Respuesta<R extends Route> {
  status: number;
  /** The answer, typed by the contract (an `{ error }` object when status ≥ 400). */
  body: AnswerOf<R>;
  /** The Spanish text of a refusal; undefined on success. */
  error: string | undefined;
  res: LightMyRequestResponse;
}

interface Extra<R extends Route> {
  /** The path's `:name` placeholders. */
  params?: Params<R>;
  /** The query string (its pairs, or its text as written). */
  query?: QueryOf<R> | Consulta;
  /** A raw body instead of `body` (bad JSON, a text/csv upload, a multipart body…). */
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

/** `t.request()`'s options but the method and the path, which come from the route. */
export type Pedido<R extends Route> = Omit<InjectOptions, 'method' | 'url' | 'path' | 'query'> & {
  /** The path's `:name` placeholders (encoded as a browser does). */
  params?: Params<R>;
  /** The query string (its pairs, or its text as written). */
  query?: QueryOf<R> | Consulta;
  /** The session cookie (`comando_sesion=…`); none: an anonymous call. */
  cookie?: string;
};

export interface Api {
  /** The test app of this dialect (after a restart, the new one). */
  readonly t: TestApp;
  readonly dialect: Dialect;
  /** The session cookie of a role ('' for anonimo); lector is created on first use. */
  cookie(quien: Quien): Promise<string>;
  /** Calls a route with a body the contract accepts. */
  call<R extends Route>(r: R, body: BodyOf<R>, quien?: Quien, extra?: Extra<R>): Promise<Respuesta<R>>;
  /** Calls a route with any body at all (hostile or malformed input). */
  send<R extends Route>(r: R, body: unknown, quien?: Quien, extra?: Extra<R>): Promise<Respuesta<R>>;
  /** The answer of a call that must succeed (2xx), typed. */
  ok<R extends Route>(r: R, body: BodyOf<R>, quien?: Quien, extra?: Extra<R>): Promise<AnswerOf<R>>;
  /** Asserts the call is refused with that status and exactly that message. */
  rechaza<R extends Route>(
    r: R,
    body: unknown,
    error: string,
    opciones?: Extra<R> & { quien?: Quien; status?: number },
  ): Promise<void>;
  /**
   * Restarts the server on the same data and logs its users in again (`codigoAdmin`: the admin's
   * second-step code, once the admin turned two-factor verification on).
   */
  reiniciar(opciones?: { codigoAdmin?: () => string }): Promise<void>;
}

function queryString(query: Consulta | undefined): string {
  if (!query) return '';
  if (typeof query === 'string') return `?${query}`;
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    for (const x of [v].flat()) if (x !== undefined) p.append(k, String(x));
  }
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** A route's path with its `:name` placeholders filled, and the query string if any. */
export function urlDe<R extends Route>(r: R, params?: Params<R>, query?: QueryOf<R> | Consulta): string {
  return fillPath(r.path, params) + queryString(query as Consulta);
}

/**
 * Every `:name` placeholder of the route's path given the same value: an id that does not exist,
 * or one plausible value, for a test that walks every route of the table.
 */
export function paramsIguales(r: Route, valor: string): Record<string, string> {
  const nombres = [...r.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => String(m[1]));
  return Object.fromEntries(nombres.map((nombre) => [nombre, valor]));
}

/** `t.request()` on a route of the contract: the method and the path from the route, the answer as it came. */
export function pedir<R extends Route>(
  t: Pick<TestApp, 'request'>,
  r: R,
  { params, query, ...opciones }: Pedido<R> = {},
): Promise<LightMyRequestResponse> {
  return t.request({ ...opciones, method: r.method, url: urlDe(r, params, query) });
}

/** What `pedirA` sends: the path's params, the query string, a JSON body (or a raw `body`), the session. */
export type PedidoFetch<R extends Route> = Omit<RequestInit, 'method'> & {
  params?: Params<R>;
  query?: QueryOf<R> | Consulta;
  /** A JSON body (sent with its content type). */
  json?: unknown;
  /** The session cookie (`comando_sesion=…`). */
  cookie?: string;
};

/**
 * `fetch()` to a listening server (a real server process, an app on a port) on a route of the
 * contract: the method and the path from the route.
 */
export function pedirA<R extends Route>(
  base: string,
  r: R,
  { params, query, json, cookie, headers, ...init }: PedidoFetch<R> = {},
): Promise<Response> {
  return fetch(`${base}${urlDe(r, params, query)}`, {
    ...init,
    method: r.method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(headers as Record<string, string> | undefined),
    },
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
  });
}

/** An Api for one dialect, its app started in beforeAll and closed in afterAll. */
function usarApi(dialect: Dialect, options: TestAppOptions = {}): Api {
  let t: TestApp | undefined;
  const cookies = new Map<Exclude<Quien, { cookie: string }>, string>();
  const app = (): TestApp => {
    if (!t) throw new Error('la app de prueba aún no arrancó (úsela dentro de un test)');
    return t;
  };

  async function cookie(quien: Quien): Promise<string> {
    if (typeof quien === 'object') return quien.cookie;
    if (quien === 'anonimo') return '';
    let c = cookies.get(quien);
    if (!c) {
      c = quien === 'lector' ? await app().loginComo('lector') : await app().login(quien);
      cookies.set(quien, c);
    }
    return c;
  }

  async function send<R extends Route>(
    r: R,
    body: unknown,
    quien: Quien = 'editor',
    extra: Extra<R> = {},
  ): Promise<Respuesta<R>> {
    const c = await cookie(quien);
    const cuerpo = extra.payload ?? (body === undefined ? undefined : JSON.stringify(body));
    const res = await pedir(app(), r, {
      ...(extra.params ? { params: extra.params } : {}),
      ...(extra.query ? { query: extra.query } : {}),
      ...(c ? { cookie: c } : {}),
      ...(extra.headers ? { headers: extra.headers } : {}),
      ...(cuerpo === undefined ? {} : { payload: cuerpo }),
    });
    const json = String(res.headers['content-type'] ?? '').startsWith('application/json')
      ? res.json<unknown>()
      : undefined;
    const error =
      res.statusCode >= 400 && typeof json === 'object' && json !== null && 'error' in json
        ? String(json.error)
        : undefined;
    return { status: res.statusCode, body: json as AnswerOf<R>, error, res };
  }

  const api: Api = {
    get t() {
      return app();
    },
    dialect,
    cookie,
    call: send,
    send,
    async ok(r, body, quien, extra) {
      const res = await send(r, body, quien, extra);
      expect(res.status, `${r.method} ${r.path}: ${res.res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(200);
      expect(res.status, `${r.method} ${r.path}: ${res.res.body.slice(0, 200)}`).toBeLessThan(300);
      return res.body;
    },
    async rechaza(r, body, error, { quien, status = 400, ...extra } = {}) {
      const res = await send(r, body, quien, extra);
      const donde = `${r.method} ${r.path} ${JSON.stringify(body)?.slice(0, 80)}`;
      expect(res.status, donde).toBe(status);
      expect(res.body, donde).toEqual({ error });
    },
    async reiniciar({ codigoAdmin } = {}) {
      t = await app().restart();
      cookies.clear();
      cookies.set('admin', await app().login('admin', codigoAdmin?.()));
      await cookie('editor');
    },
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, options);
    await cookie('admin');
    await cookie('editor');
  });
  afterAll(() => t?.close());
  return api;
}

/** `describe.each(dialects)` with an Api per dialect: the usual frame of an area's tests. */
export function describeApi(titulo: string, cuerpo: (api: Api) => void, options: TestAppOptions = {}): void {
  describe.each(dialects)(`${titulo} (%s)`, (dialect) => {
    cuerpo(usarApi(dialect, options));
  });
}
