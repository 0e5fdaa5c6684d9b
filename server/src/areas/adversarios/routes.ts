import {
  crearActualizacion,
  crearAdversario,
  eliminarActualizacion,
  eliminarAdversario,
  fechaNoAnterior,
  hoyEnLaPaz,
  listarActualizaciones,
  listarAdversarios,
  MENSAJES_ACTUALIZACIONES,
  MENSAJES_ADVERSARIOS,
} from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { badRequest, notFound } from '../../http/errors.js';
import { handle } from '../../http/routing.js';
import * as q from './queries.js';

/**
 * The static `/api/adversarios/actualizaciones` routes win over `/api/adversarios/:id`
 * in Fastify's router whatever the registration order (tested).
 */
export function adversariosRoutes(app: FastifyInstance, deps: AppDeps): void {
  handle(app, listarAdversarios, () => q.listarAdversarios(deps.db), { reuse: true });

  handle(app, crearAdversario, ({ body }) => q.crearAdversario(deps.db, body, deps.clock.now()), {
    status: 201,
  });

  handle(app, eliminarAdversario, async ({ params }) => {
    if (!(await q.eliminarAdversario(deps.db, params.id))) {
      throw notFound(MENSAJES_ADVERSARIOS.noEncontrado);
    }
    return undefined;
  });

  handle(app, listarActualizaciones, () => q.listarActualizaciones(deps.db), { reuse: true });

  handle(
    app,
    crearActualizacion,
    async ({ body }) => {
      const ahora = deps.clock.now();
      // "Today" depends on the clock, so this rule lives here (judged in La Paz).
      if (!fechaNoAnterior(body.fecha, hoyEnLaPaz(ahora))) {
        throw badRequest(MENSAJES_ACTUALIZACIONES.fechaPasada);
      }
      const creada = await q.crearActualizacion(deps.db, body, ahora);
      if (!creada) throw badRequest(MENSAJES_ACTUALIZACIONES.adversarioRequerido);
      return creada;
    },
    { status: 201 },
  );

  handle(app, eliminarActualizacion, async ({ params }) => {
    if (!(await q.eliminarActualizacion(deps.db, params.id))) {
      throw notFound(MENSAJES_ACTUALIZACIONES.noEncontrada);
    }
    return undefined;
  });
}
