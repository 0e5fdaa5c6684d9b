import {
  actualizarPanel,
  esIdPanel,
  ESQUEMAS_PANELES,
  listarPaneles,
  MENSAJES_PANELES,
} from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { handle, validar } from '../../http/routing.js';
import * as q from './queries.js';

export function panelesRoutes(app: FastifyInstance, deps: AppDeps): void {
  handle(app, listarPaneles, async () => q.listarPaneles(deps.db));
  handle(app, actualizarPanel, async ({ body, params, user }) => {
    const panel = params.panel;
    if (!esIdPanel(panel)) throw notFound(MENSAJES_PANELES.panelDesconocido);
    const datos = validar(ESQUEMAS_PANELES[panel], body);
    await q.guardarPanel(deps.db, panel, datos, user.id, deps.clock.now());
    return q.listarPaneles(deps.db);
  });
}
