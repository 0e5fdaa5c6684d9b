import {
  fillPath,
  type AnswerOf,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type Rol,
  type Route,
} from '@comando/contract';
import type { Dialect } from '../src/db/connect.js';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { createTestApp, dialects, type TestApp, type TestAppOptions } from './helpers.js';

/**
 * Tests that call routes by their contract object instead of a hand-written `/api/...` string:
 * `api.call(crearAviso, body, 'editor')`. One test app per dialect, its users logged in.
 */

/** Who calls: a logged-in user of that role, or nobody (no cookie). */
export type Quien = Exclude<Rol, 'delegado'> | 'anonimo';

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
  params?: ParamsOf<R>;
  /** The query string (a repeated key: an array). */
  query?: QueryOf<R> | Record<string, string | string[]>;
  /** A raw body instead of `body` (bad JSON, a text/csv upload…). */
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

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

function queryString(query: Record<string, string | string[] | undefined> | undefined): string {
  if (!query) return '';
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    for (const x of [v].flat()) if (x !== undefined) p.append(k, x);
  }
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** An Api for one dialect, its app started in beforeAll and closed in afterAll. */
function usarApi(dialect: Dialect, options: TestAppOptions = {}): Api {
  let t: TestApp | undefined;
  const cookies = new Map<Quien, string>();
  const app = (): TestApp => {
    if (!t) throw new Error('la app de prueba aún no arrancó (úsela dentro de un test)');
    return t;
  };

  async function cookie(quien: Quien): Promise<string> {
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
    const url =
      fillPath(r.path, extra.params) +
      queryString(extra.query as Record<string, string | string[] | undefined> | undefined);
    const c = await cookie(quien);
    const cuerpo = extra.payload ?? (body === undefined ? undefined : JSON.stringify(body));
    const res = await app().request({
      method: r.method,
      url,
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
