import { entrarDelegado, MENSAJES_ELECCIONES as M, PARAMETRO_ELECCION } from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { enOtraBase } from '../../../db/request-transaction.js';
import type { DB } from '../../../db/schema.js';
import { badRequest, HttpError, notFound } from '../../../http/errors.js';
import { hash, normalizarCodigo } from '../delegado-queries.js';
import type { Lecturas } from './lectura.js';
import * as q from './queries.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The election that ended whose copy this request reads (`?eleccion=`), if any. */
    eleccionLeida?: q.EleccionGuardada;
  }
}

const ESCRITURAS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ID = /^[1-9][0-9]{0,8}$/;
/** The paths of HQ's Día D screens: a past election is read there, never on the phone's routes. */
const DIA_D = '/api/dia-d/';

/**
 * Día D for elections that ended (issue 45), on every route of the area's scope, before its
 * handler: `?eleccion=<id>` of an election that ended makes the request read its frozen copy
 * through the route's own query functions (a GET), or refuses it with 409 naming the election
 * (any write); of the current one, changes nothing. The key is taken off the query string first,
 * so the routes' own query schemas never see it. And a phone's code of an election that ended
 * is answered as such.
 */
export function guardarEleccionesTerminadas(app: FastifyInstance, db: Kysely<DB>, lecturas: Lecturas): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(DIA_D)) return;
    const consulta = request.query as Record<string, unknown>;
    if (!(PARAMETRO_ELECCION in consulta)) return;
    const valor = consulta[PARAMETRO_ELECCION];
    delete consulta[PARAMETRO_ELECCION];
    if (typeof valor !== 'string' || !ID.test(valor)) throw badRequest(M.eleccionInvalida);
    const e = await q.buscar(db, Number(valor));
    if (!e) throw notFound(M.noEncontrada);
    if (e.actual) return;
    if (!e.soloLectura) throw new HttpError(409, M.preparada(e.nombre));
    if (ESCRITURAS.has(request.method)) throw new HttpError(409, M.terminada(e.nombre));
    request.eleccionLeida = e;
  });

  // Entered right before the handler (callback style: the handler runs inside `enOtraBase`)...
  app.addHook('preHandler', (request, _reply, done) => {
    const e = request.eleccionLeida;
    if (!e) return done();
    lecturas.de(e).then(
      (h) => enOtraBase(h.driver, () => done()),
      (error: unknown) => done(error as Error),
    );
  });
  // ...and left before the answer goes out: a download's audit record is the app's own write.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!request.eleccionLeida) return done(null, payload);
    enOtraBase(undefined, () => done(null, payload));
  });

  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.url !== entrarDelegado.path || request.method !== entrarDelegado.method) return;
    const codigo = (request.body as { codigo?: unknown } | undefined)?.codigo;
    if (typeof codigo !== 'string') return;
    const nombre = await q.eleccionDeCodigo(db, hash(normalizarCodigo(codigo)));
    if (nombre) throw new HttpError(401, M.codigoTerminado(nombre));
  });
}
