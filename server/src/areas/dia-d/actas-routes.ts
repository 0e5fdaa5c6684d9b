import { Readable } from 'node:stream';
import {
  exportarActasCsv,
  fotoActa,
  hoyEnLaPaz,
  leerConteo,
  leerConteoRapido,
  leerTiemposTranscripcion,
  listarDisputas,
  listarMesasActas,
  MENSAJES_ACTAS as M,
  resolverActa,
  siguienteActa,
  sortearMuestra,
  transcribirActa,
} from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { enviarArchivo } from '../../files/uploads.js';
import { notFound } from '../../http/errors.js';
import { handle } from '../../http/routing.js';
import * as q from './actas-queries.js';
import { lineasCsvActas } from './actas-csv.js';
import { calcularConteo } from './conteo.js';
import { PARA_TODOS, POR_TERRENO } from './compartidas.js';
import { estimar, sortear } from './conteo-rapido.js';
import { enMuestra } from './conteo-rapido-queries.js';
import { anunciarActa } from './eventos.js';
import { terrenoDe } from './terreno.js';
import * as transcripcion from './transcripcion.js';

/** Issue 20 at HQ: the double entry of the delegates' actas, the count and the quick count. */
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

  // ------------------------------------------------------------ count
  // Every HQ screen reads the count after each burst of actas: one computation per ground,
  // shared by all its readers, at most once a second (issue 30).
  handle(app, leerConteo, async ({ user }) => calcularConteo(db, terrenoDe(user)), {
    shared: POR_TERRENO,
  });

  handle(app, listarMesasActas, async ({ query, user }) => q.listarMesasActas(db, query, terrenoDe(user)), {
    shared: POR_TERRENO,
  });

  handle(app, exportarActasCsv, async ({ user }, reply) =>
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="actas-${hoyEnLaPaz(clock.now())}.csv"`)
      .send(Readable.from(lineasCsvActas(db, terrenoDe(user)))),
  );

  // ------------------------------------------------------------ quick count
  handle(app, sortearMuestra, async ({ body, user }) => sortear(db, body, ahora(), user.name));

  handle(app, leerConteoRapido, async () => estimar(db), { shared: PARA_TODOS });
}
