import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
// zod's own messages (wrong type, unknown key…) in Spanish in every answer.
import '@comando/contract/zod-es';
import { MENSAJES_GENERALES, type Rol } from '@comando/contract';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { InjectOptions } from 'light-my-request';
import type { ZodType } from 'zod';
import { installAuditoria } from './auditoria/escritura.js';
import { auditoriaRoutes } from './auditoria/routes.js';
import { cuentaRoutes } from './auth/cuenta-routes.js';
import { ajustesRoutes, dosPasosRoutes } from './auth/dos-pasos.js';
import { authRoutes } from './auth/routes.js';
import { usuariosRoutes } from './auth/usuarios-routes.js';
import { changeFeedRoutes, filtroPorArea, installChangePublishing } from './events/routes.js';
import { installUploadCleanup } from './files/uploads.js';
import { dataVersion } from './db/connect.js';
import { MAX_CAMPO_DE_FORMULARIO, type AppDeps } from './deps.js';
import { ContractValidationError, HttpError, installErrorHandler, messageOf } from './http/errors.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { installGuards, installJsonParser } from './http/security.js';

export type { AppDeps } from './deps.js';

interface RegisteredRoute {
  /** Typed for `inject()`, so tests can walk the route table. */
  method: NonNullable<InjectOptions['method']>;
  url: string;
  public: boolean;
  /** Roles the route admits, from the contract (absent: any logged-in user). */
  roles?: readonly Rol[];
  /** Area of the registry that registered it (absent for auth and the change feed). */
  area?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

/** Largest JSON body accepted (uploads have their own limit). */
const BODY_LIMIT = 1024 * 1024;

/** A read slower than this is logged like a write (info), so slow screens show in the log. */
const LECTURA_LENTA_MS = 1000;

/**
 * Builds the whole app from its parts, the areas it serves among them (`deps.areas`). Nothing
 * here reads the environment: `main.ts` does, and tests pass a real database in a temp dir.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const tls = deps.config.tls;
  // Typed as the plain HTTP instance: routes and hooks see the same request API over h2.
  const app = (Fastify as (opts: object) => FastifyInstance)({
    ...(tls ? { http2: true, https: { allowHTTP1: true, cert: tls.cert, key: tls.key } } : {}),
    loggerInstance: deps.log,
    // Our own onResponse hook writes one line per request instead of two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    trustProxy: false,
    return503OnClosing: true,
    // The router's own cap (100) counts encoded bytes (an «ñ» costs 6): raised so that the
    // path-parameter rule of routing.ts, in decoded characters, is the only one.
    routerOptions: { maxParamLength: 1000 },
  });

  app.setValidatorCompiler<ZodType>(({ schema, httpPart }) => (data) => {
    // No body at all (no content type either) arrives as null; a JSON empty body as undefined.
    if (httpPart === 'body' && (data === undefined || data === null)) {
      return {
        error: new ContractValidationError([
          { code: 'custom', path: [], message: MENSAJES_GENERALES.cuerpoRequerido, input: data },
        ]),
      };
    }
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    // A path parameter that fails its rule (routing.ts) names nothing that exists.
    if (httpPart === 'params') return { error: new HttpError(404, messageOf(result.error.issues)) };
    return { error: new ContractValidationError(result.error.issues) };
  });

  // One JSON log line per request. Writes, refusals, errors and slow answers at info; a quick
  // successful read at debug: reads are most of the traffic, change nothing, and writing their
  // line cost a sixth of a session check's time (issue 17). LOG_LEVEL=debug shows them all.
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    const lectura = request.method === 'GET' || request.method === 'HEAD';
    const nivel = lectura && reply.statusCode < 400 && ms < LECTURA_LENTA_MS ? 'debug' : 'info';
    request.log[nivel](
      { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(ms) },
      'solicitud',
    );
    done();
  });

  installErrorHandler(app);
  app.decorate('dataVersion', dataVersion(deps.db));
  installJsonParser(app);

  // Every route the app serves, so tests can check that each one needs a session.
  const registered: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registered);
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) {
      if (method !== 'HEAD')
        registered.push({
          method: method as RegisteredRoute['method'],
          url: r.url,
          public: r.config?.public === true,
          roles: r.config?.roles,
        });
    }
  });

  await installSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix's scroll lock injects a <style> element; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only means something over HTTPS (below); over plain http it must not be sent.
    strictTransportSecurity: false,
  });
  if (tls) {
    app.addHook('onRequest', (request, reply, done) => {
      if (request.protocol === 'https') {
        void reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      }
      done();
    });
  }
  // Large lists (10.000 avisos are ~2 MiB of JSON) travel gzipped; small answers are left alone.
  // Only answers are compressed: no browser sends a compressed body, and inflating request
  // bodies (a hook on every route) would only open the door to compression bombs.
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    threshold: 2048,
    encodings: ['gzip'],
  });
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: deps.config.maxUploadBytes, fieldSize: MAX_CAMPO_DE_FORMULARIO },
  });

  installGuards(app, deps);
  installAuditoria(app, deps);
  installChangePublishing(app, deps.feed);
  installUploadCleanup(app, deps.db, deps.files);

  await app.register(async (api) => {
    // Each area registers in its own context, which stamps the area's name on its routes:
    // live events say which area changed from this, not from the shape of a path.
    const conArea = (name: string, routes: (scoped: FastifyInstance) => void | Promise<void>) =>
      api.register(async (scoped) => {
        scoped.addHook('onRoute', (r) => {
          r.config = { ...r.config, area: name };
          for (const entry of app.registeredRoutes) if (entry.url === r.url) entry.area = name;
        });
        await routes(scoped);
      });
    authRoutes(api, deps);
    cuentaRoutes(api, deps);
    dosPasosRoutes(api, deps);
    auditoriaRoutes(api, deps);
    changeFeedRoutes(api, deps.feed, filtroPorArea(deps.areas));
    // Changes to accounts and settings are announced too: open screens read their session
    // again, so a deactivated user's screens go to the login at once (issue 16).
    await conArea('usuarios', (scoped) => usuariosRoutes(scoped, deps));
    await conArea('ajustes', (scoped) => ajustesRoutes(scoped, deps));
    for (const area of deps.areas) await conArea(area.name, (scoped) => area.routes(scoped, deps));
  });

  const webDist = deps.config.webDist;
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  // The delegate's phone page is a separate, small entry of the web build.
  const delegadoFile = webDist ? path.join(webDist, 'delegado.html') : undefined;
  const delegadoHtml =
    delegadoFile && existsSync(delegadoFile) ? readFileSync(delegadoFile, 'utf8') : undefined;
  if (webDist && indexHtml) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        res.setHeader(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url === '/api' || url.startsWith('/api/') || request.method !== 'GET' || !indexHtml) {
      return reply.status(404).send({ error: MENSAJES_GENERALES.rutaNoEncontrada });
    }
    if (delegadoHtml && (url === '/delegado' || url.startsWith('/delegado/'))) {
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(delegadoHtml);
    }
    // History fallback: the SPA's router decides what to show.
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
  });

  return app;
}
