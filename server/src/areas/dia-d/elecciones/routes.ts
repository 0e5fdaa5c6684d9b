import {
  compararElecciones,
  crearEleccion,
  exportarComparacionEleccionesCsv,
  hacerEleccionActual,
  listarElecciones,
  listarPrioridad,
  MENSAJES_ELECCIONES as M,
} from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import { origenDe } from '../../../db/connect.js';
import type { AppDeps } from '../../../deps.js';
import { notFound } from '../../../http/errors.js';
import { handle } from '../../../http/routing.js';
import { terrenoDe } from '../terreno.js';
import { hacerActual } from './cambio.js';
import { comparar, csvDeComparacion } from './comparar.js';
import { guardarEleccionesTerminadas } from './guardia.js';
import { Lecturas } from './lectura.js';
import { prioridad } from './prioridad.js';
import * as q from './queries.js';

const ID = /^[1-9][0-9]{0,8}$/;

/**
 * Issue 45: the elections (list, create, make current), the round-to-round comparison and the
 * prioridad view; and the guard that makes every Día D route read an election that ended
 * (`?eleccion=`) and refuse its writes (guardia.ts). Registered in Día D's own scope.
 */
export function eleccionesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const origen = origenDe(db);
  if (!origen) throw new Error('Las elecciones necesitan una base abierta con connect()');
  const lecturas = new Lecturas(db, origen);
  app.addHook('onClose', () => lecturas.cerrar());
  guardarEleccionesTerminadas(app, db, lecturas);

  /** An election by its id in a path or a query (404 for an id that names none). */
  const eleccion = async (id: string | number) => {
    const e = typeof id === 'number' || ID.test(id) ? await q.buscar(db, Number(id)) : undefined;
    if (!e) throw notFound(M.noEncontrada);
    return e;
  };

  handle(app, listarElecciones, async () => (await q.listar(db)).map(q.publica));

  handle(
    app,
    crearEleccion,
    async ({ body }) => q.publica(await q.crear(db, body, deps.clock.now().toISOString())),
    { status: 201 },
  );

  handle(app, hacerEleccionActual, async ({ params }) => {
    const e = await eleccion(params.id);
    return q.publica(await hacerActual(db, origen, e.id, deps.clock.now().toISOString()));
  });

  handle(app, compararElecciones, async ({ query, user }) => comparar(db, lecturas, query, terrenoDe(user)));

  handle(app, exportarComparacionEleccionesCsv, async ({ query, user }, reply) => {
    const { nombre, texto } = await csvDeComparacion(db, lecturas, query, terrenoDe(user));
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${nombre}"`)
      .send(texto);
  });

  handle(app, listarPrioridad, async ({ query, user }) => prioridad(db, lecturas, query, terrenoDe(user)));
}
