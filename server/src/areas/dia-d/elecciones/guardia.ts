import { Readable } from 'node:stream';
import {
  compararElecciones,
  crearEleccion,
  entrarDelegado,
  exportarComparacionEleccionesCsv,
  hacerEleccionActual,
  listarElecciones,
  listarPrioridad,
  MENSAJES_ELECCIONES as M,
  PARAMETRO_ELECCION,
  siguienteActa,
} from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { Driver, Kysely } from 'kysely';
import { enOtraBase } from '../../../db/request-transaction.js';
import type { DB } from '../../../db/schema.js';
import { badRequest, HttpError, notFound } from '../../../http/errors.js';
import { hashDeCodigo, normalizarCodigo } from '../delegados/index.js';
import type { Lecturas } from './lectura.js';
import * as q from './queries.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The election that ended whose copy this request reads (`?eleccion=`), if any. */
    eleccionLeida?: q.EleccionGuardada;
  }
}

const ESCRITURAS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Reads that change something (handing an acta out to transcribe): writes for this purpose. */
const LEEN_Y_ESCRIBEN = new Set([`${siguienteActa.method} ${siguienteActa.path}`]);
const ID = /^[1-9][0-9]{0,8}$/;
/**
 * The elections' own routes name the elections they work on (`a`, `b`, `desde`, `:id`): the one a
 * screen reads changes nothing there (the elections' screen creates and switches whichever is read).
 */
const PROPIAS = new Set(
  [
    listarElecciones,
    crearEleccion,
    hacerEleccionActual,
    compararElecciones,
    exportarComparacionEleccionesCsv,
    listarPrioridad,
  ].map((r) => `${r.method} ${r.path}`),
);
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
    if (PROPIAS.has(`${request.method} ${request.routeOptions.url}`)) return;
    if (typeof valor !== 'string' || !ID.test(valor)) throw badRequest(M.eleccionInvalida);
    const e = await q.buscar(db, Number(valor));
    if (!e) throw notFound(M.noEncontrada);
    if (e.actual) return;
    if (!e.soloLectura) throw new HttpError(409, M.preparada(e.nombre));
    if (
      ESCRITURAS.has(request.method) ||
      LEEN_Y_ESCRIBEN.has(`${request.method} ${request.routeOptions.url}`)
    ) {
      throw new HttpError(409, M.terminada(e.nombre));
    }
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
  // ...and left before the answer goes out: a download's audit record is the app's own write. An
  // answer streamed after that (a CSV read batch by batch) reads each batch inside it again.
  app.addHook('onSend', (request, _reply, payload, done) => {
    const e = request.eleccionLeida;
    if (!e) return done(null, payload);
    const seguir = (p: unknown) => enOtraBase(undefined, () => done(null, p));
    if (!(payload instanceof Readable)) return seguir(payload);
    // The handle is open already (the handler read through it); an answer about its failure is no stream.
    lecturas.de(e).then(
      (h) => seguir(leidoEn(h.driver, payload)),
      () => seguir(payload),
    );
  });

  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.url !== entrarDelegado.path || request.method !== entrarDelegado.method) return;
    const codigo = (request.body as { codigo?: unknown } | undefined)?.codigo;
    if (typeof codigo !== 'string') return;
    const nombre = await q.eleccionDeCodigo(db, hashDeCodigo(normalizarCodigo(codigo)));
    if (nombre) throw new HttpError(401, M.codigoTerminado(nombre));
  });
}

/** A stream whose every chunk is produced inside `enOtraBase(driver)`. */
function leidoEn(driver: Driver, fuente: Readable): Readable {
  const it = fuente[Symbol.asyncIterator]() as AsyncIterator<unknown>;
  return Readable.from({
    [Symbol.asyncIterator]: () => ({
      next: () => enOtraBase(driver, () => it.next()),
      return: async (valor?: unknown) => {
        fuente.destroy();
        return { done: true as const, value: valor };
      },
    }),
  });
}
