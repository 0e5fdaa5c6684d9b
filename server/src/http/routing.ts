import {
  MENSAJES_GENERALES,
  type AnswerOf,
  type ParamsOf,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type Route,
  type Rol,
} from '@comando/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SessionUser } from '../auth/sessions.js';
import type { Cupo } from '../performance/slots.js';
import { comoEnvio } from '../db/request-transaction.js';
import { reusedAnswer, sharedAnswer } from '../performance/answer-cache.js';
import { ContractValidationError } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (login, health). */
    public?: boolean;
    /** Roles allowed, from the contract's route. */
    roles?: readonly Rol[];
    /** Reachable with a temporary password (me, logout, the password change). */
    conContrasenaTemporal?: boolean;
    /** Reachable by an admin who must still enrol in two-factor verification. */
    conDosPasosPendiente?: boolean;
    /** Body types this route accepts besides JSON and multipart (e.g. `text/csv`). */
    bodyTypes?: readonly string[];
    /** Area of the registry that registered the route; its writes are announced under it. */
    area?: string;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export interface HandleOptions<P = undefined> {
  /** Status of a successful answer with a body (default 200; 201 for creations). */
  status?: number;
  /**
   * Slow work with no data of its own to write, done before the write's transaction opens
   * (reading an uploaded photo off the network, stripping it, storing its blob): on SQLite
   * the transaction holds the one connection, so everything inside it runs one request at
   * a time. Its result reaches the handler as `previo`.
   */
  antes?: (request: FastifyRequest) => Promise<P>;
  /** Body types accepted besides JSON and multipart (e.g. `text/csv`, which needs a CORS preflight). */
  bodyTypes?: readonly string[];
  /**
   * The answer depends only on stored data (not on the user, the clock or the request):
   * it is reused until the data changes (see performance/answer-cache.ts).
   */
  reuse?: boolean;
  /**
   * The answer depends only on stored data and on `key(user)` (e.g. the user's ground), and many
   * screens read it while writes keep arriving: one computation per key is shared by every
   * reader, at most once every `everyMs` (see performance/answer-cache.ts `sharedAnswer`).
   */
  shared?: { key: (user: SessionUser) => string; everyMs: number };
  /**
   * The answer is always a few hundred bytes (the session's user): never worth compressing,
   * so the compress plugin's per-request hook is left off the route.
   */
  pequena?: boolean;
  /**
   * A phone's report with its photo (issue 30), given exactly to the routes marked
   * `fotoDelCelular` (checked when the route is registered). `recibir` reads the body off the
   * network first, within the phones' memory budget, and answers how to let go of it once the
   * request is done: a phone on a slow network holds memory, not a place in the line, while its
   * photo arrives. Then the request goes through `cupo`, at most its places at once, the others
   * waiting first come, first served.
   */
  celular?: { recibir: (request: FastifyRequest) => Promise<() => void>; cupo: Cupo };
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A route's path params, typed from its path: `/x/:id` gives `{ id: string }`. */
type ParamsFor<R extends Route> = ParamsOf<R> extends undefined ? Record<string, never> : ParamsOf<R>;

/**
 * A route's query, as its contract's `query` schema parses it. A route without one gets the
 * raw query string, unchecked: a handler that reads the query declares a schema instead.
 */
type QueryFor<R extends Route> =
  ParsedQueryOf<R> extends undefined ? Record<string, string | undefined> : ParsedQueryOf<R>;

/** Longest path parameter, in characters once decoded (ids are UUIDs or short codes). */
export const MAX_PARAMETRO = 100;

/**
 * The one rule for path parameters, on every route: each is at most MAX_PARAMETRO characters
 * (once decoded) and holds no U+0000 (PostgreSQL text cannot). Anything else names nothing
 * that can exist, so the request ends before the handler with 404 and the general Spanish
 * «Recurso no encontrado» (app.ts answers a failed `params` check with 404, not 400; its
 * router lets longer raw parameters through so that this check is the only judge).
 */
const parametro = z
  .string()
  .max(MAX_PARAMETRO, { error: MENSAJES_GENERALES.noEncontrado })
  .refine((v) => !v.includes('\u0000'), { error: MENSAJES_GENERALES.noEncontrado });

/** The schema of a path's `:name` parameters (undefined when it has none). */
function paramsSchema(path: string): z.ZodType | undefined {
  const nombres = [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] as string);
  return nombres.length > 0 ? z.object(Object.fromEntries(nombres.map((n) => [n, parametro]))) : undefined;
}

export interface HandlerContext<R extends Route, P = undefined> {
  /** What the route's `antes` prepared outside the transaction. */
  previo: P;
  body: ParsedBodyOf<R>;
  params: ParamsFor<R>;
  query: QueryFor<R>;
  /** The logged-in user (null only on public routes). */
  user: SessionUser;
  request: FastifyRequest;
}

/**
 * Registers a contract route: the body and the query string are validated by the contract's
 * zod schemas (400 with their Spanish message otherwise) and the path parameters by the one
 * rule above (404), all before the handler runs, which receives them parsed and typed; the
 * session and the route's roles are checked by the app's guard, and what the handler answers
 * is sent (nothing → 204).
 */
export function handle<R extends Route, P = undefined>(
  app: FastifyInstance,
  r: R,
  // A handler that streamed its own answer (a file) returns the reply itself.
  handler: (
    ctx: HandlerContext<R, P>,
    reply: FastifyReply,
  ) => Promise<AnswerOf<R> | undefined | FastifyReply>,
  options: HandleOptions<P> = {},
): void {
  // A phone's report with its photo is read whole, then waits in the uploads' line, and only
  // such a route does.
  if (Boolean(r.fotoDelCelular) !== Boolean(options.celular)) {
    throw new Error(`${r.method} ${r.path}: fotoDelCelular y la lectura y fila de los celulares van juntas`);
  }
  const status = options.status ?? 200;
  const params = paramsSchema(r.path);
  const run = (request: FastifyRequest, reply: FastifyReply, previo: P) =>
    handler(
      {
        previo,
        body: request.body as ParsedBodyOf<R>,
        params: request.params as ParamsFor<R>,
        query: request.query as QueryFor<R>,
        user: request.user as SessionUser,
        request,
      },
      reply,
    );
  // Every write runs in one transaction with its audit record (auditoria/escritura.ts). A
  // public write (login) has no user yet and records its own events, failures included.
  const audited = WRITES.has(r.method) && r.publico !== true;
  const send = async (request: FastifyRequest, reply: FastifyReply) => {
    const { celular } = options;
    if (!celular) return responder(request, reply);
    const soltar = await celular.recibir(request);
    try {
      return await celular.cupo.con(() => comoEnvio(() => responder(request, reply)));
    } finally {
      soltar();
    }
  };
  const responder = async (request: FastifyRequest, reply: FastifyReply) => {
    const previo = (options.antes ? await options.antes(request) : undefined) as P;
    const result = audited
      ? await request.server.auditoria.escritura(request, reply, () => run(request, reply, previo))
      : await run(request, reply, previo);
    if (reply.sent || result === reply) return reply;
    if (result === undefined) return reply.status(204).send();
    // A handler may answer another success status (202: accepted as a job).
    return reply.status(reply.statusCode === 200 ? status : reply.statusCode).send(result);
  };
  app.route({
    method: r.method,
    url: r.path,
    schema: {
      ...(r.body ? { body: r.body } : {}),
      ...(r.query ? { querystring: r.query } : {}),
      ...(params ? { params } : {}),
      ...(r.answer ? { response: { [status]: answerSchema(r.answer) } } : {}),
    },
    config: {
      public: r.publico === true,
      roles: r.roles,
      conContrasenaTemporal: r.conContrasenaTemporal === true,
      conDosPasosPendiente: r.conDosPasosPendiente === true,
      bodyTypes: options.bodyTypes,
    },
    // A CSV download is recorded once its answer is ready, before the bytes go out.
    ...(r.method === 'GET' && r.path.endsWith('.csv')
      ? {
          onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
            if (reply.statusCode < 400) await request.server.auditoria.descarga(request);
            return payload;
          },
        }
      : {}),
    ...(options.pequena ? { compress: false as const } : {}),
    handler: options.shared
      ? sharedAnswer(app, status, (request, reply) => run(request, reply, undefined as P), {
          key: (request) => options.shared!.key(request.user as SessionUser),
          everyMs: options.shared.everyMs,
        })
      : options.reuse
        ? reusedAnswer(app, status, (request, reply) => run(request, reply, undefined as P))
        : send,
  });
}

/**
 * The contract's answer schema as JSON Schema, so Fastify serializes answers with a
 * compiled fast-json-stringify function instead of JSON.stringify (faster on lists, and
 * an answer can carry nothing the contract does not declare).
 */
function answerSchema(answer: z.ZodType): object {
  const { $schema: _, ...schema } = z.toJSONSchema(answer, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
  });
  return schema;
}

/**
 * Request data that no route schema can describe, checked in the handler by its contract
 * schema: multipart fields, or a body whose schema depends on a path parameter. 400 with the
 * contract's Spanish text otherwise, exactly as a failed body or query.
 */
export function validar<S extends z.ZodType>(schema: S, datos: unknown): z.output<S> {
  const r = schema.safeParse(datos ?? {});
  if (!r.success) throw new ContractValidationError(r.error.issues);
  return r.data;
}
