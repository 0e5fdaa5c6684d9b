import type { AnswerOf, ParamsOf, ParsedBodyOf, Route, Rol } from '@comando/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/sessions.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (login, health). */
    public?: boolean;
    /** Roles allowed, from the contract's route. */
    roles?: readonly Rol[];
    /** Body types this route accepts besides JSON and multipart (e.g. `text/csv`). */
    bodyTypes?: readonly string[];
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export interface HandleOptions {
  /** Status of a successful answer with a body (default 200; 201 for creations). */
  status?: number;
  /** Body types accepted besides JSON and multipart (e.g. `text/csv`, which needs a CORS preflight). */
  bodyTypes?: readonly string[];
}

/** A route's path params, typed from its path: `/x/:id` gives `{ id: string }`. */
type ParamsFor<R extends Route> = ParamsOf<R> extends undefined ? Record<string, never> : ParamsOf<R>;

export interface HandlerContext<R extends Route> {
  body: ParsedBodyOf<R>;
  params: ParamsFor<R>;
  query: Record<string, string | undefined>;
  /** The logged-in user (null only on public routes). */
  user: SessionUser;
  request: FastifyRequest;
}

/**
 * Registers a contract route: the body is validated by the contract's zod schema
 * (400 with its Spanish message otherwise), the session and the route's roles are
 * checked by the app's guard, and what the handler answers is sent (nothing → 204).
 */
export function handle<R extends Route>(
  app: FastifyInstance,
  r: R,
  // A handler that streamed its own answer (a file) returns the reply itself.
  handler: (ctx: HandlerContext<R>, reply: FastifyReply) => Promise<AnswerOf<R> | undefined | FastifyReply>,
  options: HandleOptions = {},
): void {
  app.route({
    method: r.method,
    url: r.path,
    ...(r.body ? { schema: { body: r.body } } : {}),
    config: { public: r.publico === true, roles: r.roles, bodyTypes: options.bodyTypes },
    handler: async (request, reply) => {
      const result = await handler(
        {
          body: request.body as ParsedBodyOf<R>,
          params: request.params as ParamsFor<R>,
          query: request.query as Record<string, string | undefined>,
          user: request.user as SessionUser,
          request,
        },
        reply,
      );
      if (reply.sent || result === reply) return reply;
      if (result === undefined) return reply.status(204).send();
      return reply.status(options.status ?? 200).send(result);
    },
  });
}
