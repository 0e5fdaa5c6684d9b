import type { z } from 'zod';
import { ESCRITURA, LECTURA, type Rol } from './roles.js';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A route is data used by both ends: the server registers it with its schemas,
 * the web client calls it with typed bodies and answers.
 */
export interface Route<
  M extends Method = Method,
  P extends string = string,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  A extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: M;
  path: P;
  body?: B;
  answer?: A;
  /**
   * The query string's schema: the server checks it before the handler runs (400 with its
   * Spanish message otherwise) and hands the handler what it parses to.
   */
  query?: Q;
  /** Who may call it; the server checks it on every request (403 otherwise). */
  roles: readonly Rol[];
  /** Reachable without a session (login, health); `roles` is then not checked. */
  publico?: boolean;
  /**
   * Reachable by a user who still has a temporary password (me, logout, the password change);
   * every other route answers 403 until the password is changed.
   */
  conContrasenaTemporal?: boolean;
  /**
   * Reachable by an admin who must enrol in two-factor verification (setting) and has not
   * yet: me, logout and the enrolment; every other route answers 403 until it is done.
   */
  conDosPasosPendiente?: boolean;
  /**
   * A phone's report with its photo (multipart): it waits in the server's line of uploads
   * (ENVIOS_A_LA_VEZ at once), the upload included.
   */
  fotoDelCelular?: boolean;
  /**
   * A piece of a resumable upload (issue 44, the tus protocol): after the session, role and
   * ground checks, the request goes to the server's upload handler as it came, its body unread.
   */
  reanudable?: boolean;
}

/**
 * Declares a route. Its roles live here, next to it: reads default to every HQ role
 * (admin, editor, lector), writes to admin and editor; admin-only routes and routes the
 * `delegado` reaches say so with `roles`.
 */
export function route<
  const M extends Method,
  const P extends string,
  B extends z.ZodType | undefined = undefined,
  A extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
>(def: {
  method: M;
  path: P;
  body?: B;
  answer?: A;
  query?: Q;
  roles?: readonly Rol[];
  publico?: boolean;
  conContrasenaTemporal?: boolean;
  conDosPasosPendiente?: boolean;
  fotoDelCelular?: boolean;
  reanudable?: boolean;
}): Route<M, P, B, A, Q> {
  return { ...def, roles: def.roles ?? (def.method === 'GET' ? LECTURA : ESCRITURA) };
}

/* eslint-disable @typescript-eslint/no-explicit-any */
type BodySchema<R> = R extends Route<any, any, infer B, any, any> ? B : undefined;
type AnswerSchema<R> = R extends Route<any, any, any, infer A, any> ? A : undefined;
type QuerySchema<R> = R extends Route<any, any, any, any, infer Q> ? Q : undefined;
/* eslint-enable @typescript-eslint/no-explicit-any */

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Answer<S> = S extends z.ZodType ? z.output<S> : void;

export type BodyOf<R extends Route> = Input<BodySchema<R>>;
export type ParsedBodyOf<R extends Route> = Output<BodySchema<R>>;
export type AnswerOf<R extends Route> = Answer<AnswerSchema<R>>;
/** What a caller puts in the query string (undefined: the route reads none). */
export type QueryOf<R extends Route> = Input<QuerySchema<R>>;
/** What the route's handler receives once the query string passed its schema. */
export type ParsedQueryOf<R extends Route> = Output<QuerySchema<R>>;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type ParamsOf<R extends Route> = [ParamNames<R['path']>] extends [never]
  ? undefined
  : Record<ParamNames<R['path']>, string>;

/** Fills `:name` placeholders of a path, encoding each value. */
export function fillPath(path: string, params?: Record<string, string>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Falta el parámetro ${name}`);
    return encodeURIComponent(value);
  });
}

/** Every non-2xx answer of the API has this shape. */
export interface ApiErrorBody {
  error: string;
}
