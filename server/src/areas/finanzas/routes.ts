import {
  borrarMeta,
  crearIngreso,
  eliminarIngreso,
  exportarIngresosCsv,
  guardarMeta,
  hoyEnLaPaz,
  ingresosCsv,
  obtenerFinanzas,
} from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { handle } from '../../http/routing.js';
import {
  borrarIngreso,
  fijarMeta,
  insertarIngreso,
  leerEstado,
  listarIngresos,
  quitarMeta,
} from './queries.js';

export function finanzasRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  handle(app, obtenerFinanzas, async () => leerEstado(db));

  handle(app, guardarMeta, async ({ body }) => {
    await fijarMeta(db, body.target, clock.now());
    return leerEstado(db);
  });

  handle(app, borrarMeta, async () => {
    await quitarMeta(db);
    return undefined;
  });

  handle(app, crearIngreso, async ({ body, user }) => insertarIngreso(db, body, user.id, clock.now()), {
    status: 201,
  });

  handle(app, eliminarIngreso, async ({ params }) => {
    if (!(await borrarIngreso(db, params.id))) throw notFound();
    return undefined;
  });

  handle(app, exportarIngresosCsv, async (_ctx, reply) => {
    const csv = ingresosCsv(await listarIngresos(db));
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="ingresos-${hoyEnLaPaz(clock.now())}.csv"`)
      .header('Cache-Control', 'private, no-store')
      .send(csv);
  });
}
