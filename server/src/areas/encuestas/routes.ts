import {
  candidatosDe,
  crearEncuesta,
  eliminarEncuesta,
  exportarEncuestasCsv,
  guardarTracking,
  listarEncuestas,
  listarTracking,
} from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { handle } from '../../http/routing.js';
import { encuestasCsv } from './csv.js';
import * as q from './queries.js';

export function encuestasRoutes(app: FastifyInstance, deps: AppDeps): void {
  handle(app, listarTracking, async () => q.listarTracking(deps.db));
  handle(app, guardarTracking, async ({ body }) => q.guardarTracking(deps.db, body, deps.clock.now()));
  handle(app, listarEncuestas, async () => q.listarEncuestas(deps.db));
  handle(app, crearEncuesta, async ({ body }) => q.crearEncuesta(deps.db, body, deps.clock.now()), {
    status: 201,
  });
  handle(app, eliminarEncuesta, async ({ params }) => {
    if (!(await q.eliminarEncuesta(deps.db, params.id))) throw notFound();
    return undefined;
  });
  handle(app, exportarEncuestasCsv, async (_ctx, reply) => {
    const lista = await q.listarEncuestas(deps.db);
    const csv = encuestasCsv(lista, candidatosDe(lista));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="encuestas.csv"')
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
