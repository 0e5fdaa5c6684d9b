import { leerConteo, leerConteoRapido, listarRecintosMapa, sortearMuestra } from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { handle } from '../../../http/routing.js';
import { PARA_TODOS, POR_TERRENO } from '../compartidas.js';
import { terrenoDe } from '../terreno.js';
import { calcularConteo } from './conteo.js';
import { estimar, sortear } from './conteo-rapido.js';
import { recintosConLugar } from './mapa-queries.js';

/** Issue 20 at HQ: the count and the quick count; issue 28: the map's points. */
export function conteoRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  // Every HQ screen reads the count after each burst of actas: one computation per ground,
  // shared by all its readers, at most once every CONTEO_CADA_MS (issue 30).
  handle(app, leerConteo, async ({ user }) => calcularConteo(db, terrenoDe(user)), {
    shared: POR_TERRENO,
  });

  // ------------------------------------------------------------ quick count
  handle(app, sortearMuestra, async ({ body, user }) =>
    sortear(db, body, clock.now().toISOString(), user.name),
  );

  handle(app, leerConteoRapido, async () => estimar(db), { shared: PARA_TODOS });

  // ------------------------------------------------------------ map
  // The recintos with a place, inside the caller's ground.
  handle(app, listarRecintosMapa, async ({ user }) => ({
    recintos: await recintosConLugar(db, terrenoDe(user)),
  }));
}
