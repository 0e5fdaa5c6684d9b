import {
  escribeEnArea,
  MENSAJES_CUENTA,
  MENSAJES_DOS_PASOS,
  MENSAJES_GENERALES,
  rechazoEnArea,
} from '@comando/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cachedSession, findSession, SESSION_COOKIE, type SessionUser } from '../auth/sessions.js';
import type { AppDeps } from '../deps.js';
import { HttpError } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    // HTTP/2 names the host in :authority instead of Host.
    return new URL(origin).host === (request.headers.host ?? request.headers[':authority']);
  } catch {
    return false;
  }
}

/** A request carries a body when it says so (length above zero, or chunked). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return request.headers['transfer-encoding'] !== undefined;
}

/**
 * CSRF defence for state-changing requests: refuse what the browser marks as
 * cross-site and a foreign `Origin`; a body must be JSON or multipart (a cross-site
 * HTML form can send neither without a CORS preflight, which we never grant). A write
 * without a body needs no type: a cross-site page cannot send DELETE without a
 * preflight either, and the SameSite=Strict cookie never leaves our own pages.
 */
function csrfRefusal(request: FastifyRequest): HttpError | undefined {
  if (SAFE_METHODS.has(request.method)) return undefined;
  if (request.headers['sec-fetch-site'] === 'cross-site' || !sameOrigin(request)) {
    return new HttpError(403, MENSAJES_GENERALES.solicitudRechazada);
  }
  if (!hasBody(request)) return undefined;
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  // A route may declare another type that is not CORS-safelisted (text/csv needs a preflight too).
  const declared = request.routeOptions.config.bodyTypes ?? [];
  const okType =
    type.startsWith('application/json') ||
    type.startsWith('multipart/form-data') ||
    declared.some((t) => type.startsWith(t));
  return okType ? undefined : new HttpError(403, MENSAJES_GENERALES.solicitudRechazada);
}

/** Every /api route but the public ones needs a session; some need a role. */
export function installGuards(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('user', null);
  // A callback hook: a session already read under the current data version (most requests)
  // is admitted without a promise; the others wait for findSession.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    // Unknown paths fall through to the 404 handler.
    if (!request.routeOptions.url) return done();
    const refusal = csrfRefusal(request);
    if (refusal) return done(refusal);
    const config = request.routeOptions.config;
    if (config.public) return done();
    const token = request.cookies[SESSION_COOKIE];
    const cached = cachedSession(deps.db, deps.clock, token);
    if (cached) return done(admitir(request, cached));
    findSession(deps.db, deps.clock, token).then(
      (user) => done(admitir(request, user)),
      (err: unknown) => done(err as Error),
    );
  });
}

/** The request's user, or why the route refuses it. */
function admitir(request: FastifyRequest, user: SessionUser | null): HttpError | undefined {
  request.user = user;
  if (!user) return new HttpError(401, MENSAJES_GENERALES.noAutenticado);
  const config = request.routeOptions.config;
  // A `delegado` (election-day phone page) reaches only the routes that name its role.
  const roles = config.roles ?? (user.role === 'delegado' ? [] : undefined);
  if (roles && !roles.includes(user.role as never)) return new HttpError(403, MENSAJES_GENERALES.prohibido);
  // A temporary password (set by an admin) is changed before anything else is done.
  if (user.cambiarContrasena && !config.conContrasenaTemporal) {
    return new HttpError(403, MENSAJES_CUENTA.cambioPendiente);
  }
  // So does the enrolment in two-factor verification the campaign requires of admins.
  if (user.configurar2fa && !config.conDosPasosPendiente)
    return new HttpError(403, MENSAJES_DOS_PASOS.pendiente);
  // Issue 27: a scoped account writes only where its ground is (the area's routes then answer
  // 404 for ids outside it); own-account routes belong to no area and stay open to everyone.
  const area = config.area;
  if (area && !SAFE_METHODS.has(request.method) && !escribeEnArea(user.ambito.nivel, area)) {
    return new HttpError(403, rechazoEnArea(area));
  }
  return undefined;
}

/** JSON parser that treats an empty body as no body (DELETE sends the JSON type, no content). */
export function installJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // Request bodies are never inflated (app.ts): a compressed one is refused, not misread.
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined && encoding.toLowerCase() !== 'identity') {
      done(new HttpError(415, MENSAJES_GENERALES.cuerpoComprimido), undefined);
      return;
    }
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    let value: unknown;
    try {
      value = JSON.parse(text) as unknown;
    } catch {
      done(new HttpError(400, MENSAJES_GENERALES.jsonInvalido), undefined);
      return;
    }
    if (!safeJson(value)) done(new HttpError(400, MENSAJES_GENERALES.cuerpoNoPermitido), undefined);
    else done(null, value);
  });
}

/**
 * Whatever a route's schema says, no body may carry a `__proto__` key (copied onto an object
 * it would replace its prototype) or U+0000 anywhere (PostgreSQL text cannot hold it, so it
 * would end as a 500). Walked without recursion: a deeply nested body cannot overflow the stack.
 */
function safeJson(root: unknown): boolean {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return false;
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (key === '__proto__' || key.includes('\u0000')) return false;
        stack.push(item);
      }
    }
  }
  return true;
}
