import { Readable } from 'node:stream';
import {
  exportarActasCsv,
  fotoActa,
  hoyEnLaPaz,
  leerTiemposTranscripcion,
  listarDisputas,
  listarMesasActas,
  MENSAJES_ACTAS as M,
  resolverActa,
  siguienteActa,
  transcribirActa,
} from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { enviarArchivo } from '../../../files/uploads.js';
import { notFound } from '../../../http/errors.js';
import { handle } from '../../../http/routing.js';
import * as q from './queries.js';
import { lineasCsvActas } from './csv.js';
import { POR_TERRENO } from '../compartidas.js';
import { anunciarActa } from '../eventos.js';
import { terrenoDe } from '../terreno.js';
import * as transcripcion from './transcripcion.js';
import { enMuestra } from '../conteo/index.js';

/** Issue 20 at HQ: the double entry of the delegates' actas, their photos, lists and CSV. */
export function actasRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock, files } = deps;
  const ahora = () => clock.now().toISOString();

  // ------------------------------------------------------------ double entry
  // Issue 27: a scoped user transcribes, sees, counts and exports only their ground's actas.
  handle(app, siguienteActa, async ({ user }, reply) => {
    const acta = await transcripcion.siguiente(db, user.id, clock.now(), terrenoDe(user));
    return acta ?? reply.status(204).send();
  });

  handle(app, listarDisputas, async ({ user }) => transcripcion.disputas(db, terrenoDe(user)));

  handle(app, fotoActa, async ({ params, user }, reply) => {
    const fotoId = await q.fotoDeActa(db, params.id, terrenoDe(user));
    if (!fotoId) throw notFound(M.actaNoEncontrada);
    return enviarArchivo(reply, db, files, fotoId, 'inline');
  });

  handle(app, transcribirActa, async ({ params, body, user, request }) => {
    const { lugar, ...respuesta } = await transcripcion.transcribir(db, user, params.id, body, ahora());
    anunciarActa(request, { lugar, enMuestra: await enMuestra(db, lugar.mesa) });
    return respuesta;
  });

  handle(app, leerTiemposTranscripcion, async () => transcripcion.tiempos(db));

  handle(app, resolverActa, async ({ params, body, user, request }) => {
    const { lugar, ...respuesta } = await transcripcion.resolver(db, user, params.id, body, ahora());
    anunciarActa(request, { lugar, enMuestra: await enMuestra(db, lugar.mesa) });
    return respuesta;
  });

  // ------------------------------------------------------------ lists
  handle(app, listarMesasActas, async ({ query, user }) => q.listarMesasActas(db, query, terrenoDe(user)), {
    shared: POR_TERRENO,
  });

  handle(app, exportarActasCsv, async ({ user }, reply) =>
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="actas-${hoyEnLaPaz(clock.now())}.csv"`)
      .send(Readable.from(lineasCsvActas(db, terrenoDe(user)))),
  );
}
