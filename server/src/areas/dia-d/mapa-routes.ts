/** The Día D map's points (issue 28): the recintos with a place, inside the caller's ground. */
import { listarRecintosMapa } from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { handle } from '../../http/routing.js';
import { recintosConLugar } from './mapa-queries.js';
import { terrenoDe } from './terreno.js';

export function mapaRoutes(app: FastifyInstance, deps: AppDeps): void {
  handle(app, listarRecintosMapa, async ({ user }) => ({
    recintos: await recintosConLugar(deps.db, terrenoDe(user)),
  }));
}
