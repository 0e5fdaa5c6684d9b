import {
  actualizarPanel,
  esIdPanel,
  ESQUEMAS_PANELES,
  listarPaneles,
  MENSAJES_PANELES,
} from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ContractValidationError, notFound } from '../../http/errors.js';
import { handle } from '../../http/routing.js';
import * as q from './queries.js';

export function panelesRoutes(app: FastifyInstance, deps: AppDeps): void {
  handle(app, listarPaneles, async () => q.listarPaneles(deps.db));
  handle(app, actualizarPanel, async ({ body, params, user }) => {
    const panel = params.panel;
    if (!esIdPanel(panel)) throw notFound(MENSAJES_PANELES.panelDesconocido);
    const parsed = ESQUEMAS_PANELES[panel].safeParse(body);
    if (!parsed.success) throw new ContractValidationError(parsed.error.issues);
    await q.guardarPanel(deps.db, panel, parsed.data, user.id, deps.clock.now());
    return q.listarPaneles(deps.db);
  });
}
