import {
  cambiarIncidente,
  fotoIncidente,
  listarIncidentes,
  listarUsuariosAsignables,
  MENSAJES_DIA_D as M,
} from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { enviarArchivo } from '../../../files/uploads.js';
import { notFound } from '../../../http/errors.js';
import { handle } from '../../../http/routing.js';
import * as q from './queries.js';
import { terrenoDe } from '../terreno.js';

/** HQ's incident desk: the delegates' reports, their state, who takes them, their notes and photos. */
export function incidentesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock, files } = deps;

  // Issue 27: an incident belongs to its mesa's ground; outside the caller's it does not exist.
  handle(app, listarIncidentes, async ({ query, user }) => q.listarIncidentes(db, query, terrenoDe(user)));

  handle(app, cambiarIncidente, async ({ params, body, user }) =>
    q.cambiarIncidente(db, params.id, body, user, clock.now().toISOString()),
  );

  handle(app, listarUsuariosAsignables, async ({ user }) => q.usuariosAsignables(db, user));

  handle(app, fotoIncidente, async ({ params, user }, reply) => {
    const i = await q.incidentePorId(db, params.id, terrenoDe(user));
    if (!i?.foto_id) throw notFound(M.incidenteNoEncontrado);
    // The photo streams from the store; returning the reply says it is answered.
    return enviarArchivo(reply, db, files, i.foto_id, 'inline');
  });
}
