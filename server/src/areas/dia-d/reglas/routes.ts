import { listarAlertas, MENSAJES_ALERTAS as M, revisarAlerta } from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { HttpError, notFound } from '../../../http/errors.js';
import { handle } from '../../../http/routing.js';
import { anotarFallasEn } from './reglas.js';
import * as q from './queries.js';
import { terrenoDe } from '../terreno.js';

/** Issue 28: HQ's queue of the alerts the rules raised on actas, scoped to the caller's ground. */
export function reglasRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;
  anotarFallasEn(db, deps.log);

  handle(app, listarAlertas, async ({ query, user }) => q.listarAlertas(db, terrenoDe(user), query));

  handle(app, revisarAlerta, async ({ params, body, user }) => {
    const t = terrenoDe(user);
    const antes = await q.alertaEnTerreno(db, t, params.id);
    if (!antes) throw notFound(M.noEncontrada);
    const hecho = await q.marcarRevisada(db, params.id, {
      por: user.name,
      en: clock.now().toISOString(),
      nota: body.nota,
    });
    if (!hecho) throw new HttpError(409, M.yaRevisada);
    return (await q.alertaEnTerreno(db, t, params.id))!;
  });
}
