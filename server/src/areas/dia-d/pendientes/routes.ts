import { Readable } from 'node:stream';
import {
  exportarMuestraCsv,
  exportarPendientesCsv,
  guardarAjustesRadar,
  hoyEnLaPaz,
  leerAjustesRadar,
  leerMuestra,
  listarPendientes,
  resumirPendientes,
} from '@comando/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { handle } from '../../../http/routing.js';
import * as radar from './pendientes.js';
import { guardarAjustes, leerAjustes } from './queries.js';
import { terrenoDe } from '../terreno.js';

/** Issue 28: the radar of pending mesas (`/api/dia-d/pendientes…`) and the quick count's sample. */
export function pendientesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;
  const csv = (reply: FastifyReply, nombre: string, lineas: AsyncGenerator<string>) =>
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${nombre}-${hoyEnLaPaz(clock.now())}.csv"`)
      .send(Readable.from(lineas));

  handle(app, listarPendientes, async ({ query: { despues, ...f }, user }) =>
    radar.listar(db, terrenoDe(user), f, despues, clock.now()),
  );

  handle(app, resumirPendientes, async ({ query, user }) =>
    radar.resumir(db, terrenoDe(user), query, clock.now()),
  );

  handle(app, exportarPendientesCsv, async ({ query, user }, reply) =>
    csv(reply, `pendientes-${query.estado}`, radar.lineasCsv(db, terrenoDe(user), query, clock.now())),
  );

  handle(app, leerAjustesRadar, async () => leerAjustes(db));

  handle(app, guardarAjustesRadar, async ({ body }) => guardarAjustes(db, body));

  handle(app, leerMuestra, async ({ user }) => radar.muestra(db, terrenoDe(user)));

  handle(app, exportarMuestraCsv, async ({ user }, reply) =>
    csv(reply, 'muestra', radar.lineasCsvMuestra(db, terrenoDe(user))),
  );
}
