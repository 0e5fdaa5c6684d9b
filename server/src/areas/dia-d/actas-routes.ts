import { Readable } from 'node:stream';
import {
  exportarActasCsv,
  fotoActa,
  guardarPartidos,
  hoyEnLaPaz,
  leerConteo,
  leerConteoRapido,
  listarDisputas,
  listarMesasActas,
  listarPartidos,
  MENSAJES_ACTAS as M,
  resolverActa,
  siguienteActa,
  sortearMuestra,
  transcribirActa,
} from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { enviarArchivo } from '../../files/uploads.js';
import { HttpError, notFound } from '../../http/errors.js';
import { handle } from '../../http/routing.js';
import * as q from './actas-queries.js';
import { lineasCsvActas } from './actas-csv.js';
import { calcularConteo, CONTEO_CADA_MS } from './conteo.js';
import { estimar, sortear } from './conteo-rapido.js';
import { anunciarActa } from './eventos.js';
import { claveTerreno, terrenoDe } from './terreno.js';
import * as transcripcion from './transcripcion.js';

/** Issue 20 at HQ: the ballot, the double entry of the delegates' actas, the count and the quick count. */
export function actasRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock, files } = deps;
  const ahora = () => clock.now().toISOString();

  handle(app, listarPartidos, async () => q.partidosDeLaPapeleta(db));

  handle(app, guardarPartidos, async ({ body }) => {
    if (await q.hayActas(db)) throw new HttpError(409, M.partidosConActas);
    return q.reemplazarPartidos(db, body);
  });

  // ------------------------------------------------------------ double entry
  handle(app, siguienteActa, async ({ user }, reply) => {
    const acta = await transcripcion.siguiente(db, user.id, clock.now());
    return acta ?? reply.status(204).send();
  });

  handle(app, listarDisputas, async () => transcripcion.disputas(db));

  handle(app, fotoActa, async ({ params }, reply) => {
    const fotoId = await q.fotoDeActa(db, params.id);
    if (!fotoId) throw notFound(M.actaNoEncontrada);
    return enviarArchivo(reply, db, files, fotoId, 'inline');
  });

  handle(app, transcribirActa, async ({ params, body, user, request }) => {
    const { lugar, ...respuesta } = await transcripcion.transcribir(db, user, params.id, body, ahora());
    await anunciarActa(request, db, lugar.mesa, lugar);
    return respuesta;
  });

  handle(app, resolverActa, async ({ params, body, user, request }) => {
    const { lugar, ...respuesta } = await transcripcion.resolver(db, user, params.id, body, ahora());
    await anunciarActa(request, db, lugar.mesa, lugar);
    return respuesta;
  });

  // ------------------------------------------------------------ count
  // Every HQ screen reads the count after each burst of actas: one computation per ground,
  // shared by all its readers, at most once a second (issue 30).
  handle(app, leerConteo, async () => calcularConteo(db), {
    shared: { key: (user) => claveTerreno(terrenoDe(user)), everyMs: CONTEO_CADA_MS },
  });

  handle(app, listarMesasActas, async ({ query }) => q.listarMesasActas(db, query));

  handle(app, exportarActasCsv, async (_ctx, reply) =>
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="actas-${hoyEnLaPaz(clock.now())}.csv"`)
      .send(Readable.from(lineasCsvActas(db))),
  );

  // ------------------------------------------------------------ quick count
  handle(app, sortearMuestra, async ({ body, user }) => sortear(db, body, ahora(), user.name));

  handle(app, leerConteoRapido, async () => estimar(db));
}
