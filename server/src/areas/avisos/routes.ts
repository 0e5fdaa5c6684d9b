import { handle } from '../../http/routing.js';
import {
  crearAviso,
  eliminarAviso,
  fechaNoAnterior,
  hoyEnLaPaz,
  listarAvisos,
  MENSAJES_AVISOS,
  totalAvisos,
} from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { badRequest, notFound } from '../../http/errors.js';
import * as q from './queries.js';

export function avisosRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Each page's URL is its own entry of the reused answers, so pages cost what the whole list does.
  handle(app, listarAvisos, async ({ query }) => q.listarAvisos(deps.db, query), { reuse: true });

  handle(app, totalAvisos, async () => ({ total: await q.totalAvisos(deps.db) }), { reuse: true });

  handle(
    app,
    crearAviso,
    async ({ body }) => {
      const ahora = deps.clock.now();
      // "Today" depends on the clock, so this rule lives here (judged in La Paz).
      if (!fechaNoAnterior(body.fecha, hoyEnLaPaz(ahora))) throw badRequest(MENSAJES_AVISOS.fechaPasada);
      return q.crearAviso(deps.db, body, ahora);
    },
    { status: 201 },
  );

  handle(app, eliminarAviso, async ({ params }) => {
    if (!(await q.eliminarAviso(deps.db, params.id))) throw notFound(MENSAJES_AVISOS.noEncontrado);
    return undefined;
  });
}
