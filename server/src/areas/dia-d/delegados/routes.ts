import {
  asignarDelegado,
  asignarJefeRecinto,
  crearAcceso,
  importarDelegados,
  listarDefensoresDepartamento,
  MENSAJES_DIA_D as M,
  revocarAcceso,
} from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { notFound } from '../../../http/errors.js';
import { handle } from '../../../http/routing.js';
import { CUERPO_CSV, textoCsv } from '../csv.js';
import { terrenoDe } from '../terreno.js';
import { leerAsignaciones } from './csv.js';
import * as acceso from './delegado-queries.js';
import { delegadoRoutes } from './delegado-routes.js';
import { jefeRoutes } from './jefe-routes.js';
import * as asignaciones from './queries.js';

/**
 * HQ's side of the delegates (mesas and recintos given to territorial defenders, one by one or
 * by CSV, and their one-time access codes), then the phones' own routes: the delegate's
 * (`delegado-routes.ts`) and the recinto chief's (`jefe-routes.ts`).
 */
export function delegadosRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  handle(app, asignarDelegado, async ({ params, body, user }) =>
    asignaciones.asignarDelegado(db, params.codigo, body.defensorId, terrenoDe(user)),
  );

  handle(app, asignarJefeRecinto, async ({ params, body, user }) =>
    asignaciones.asignarJefeRecinto(db, params.codigo, body.defensorId, terrenoDe(user)),
  );

  handle(
    app,
    importarDelegados,
    async ({ body, query, user }) =>
      asignaciones.importarDelegados(db, leerAsignaciones(textoCsv(body)), query.aplicar, terrenoDe(user)),
    { bodyTypes: CUERPO_CSV },
  );

  handle(app, listarDefensoresDepartamento, async ({ query, user }) =>
    asignaciones.listarDefensores(db, terrenoDe(user), query.departamento),
  );

  handle(
    app,
    crearAcceso,
    async ({ params, request, user }) => {
      const ahora = deps.clock.now().toISOString();
      const codigo = await acceso.crearAcceso(db, params.defensorId, ahora, terrenoDe(user));
      // The code rides in the fragment: it never reaches a server log or a Referer.
      const enlace = `${request.protocol}://${request.headers.host ?? 'localhost'}/delegado#${codigo}`;
      return { codigo, enlace };
    },
    { status: 201 },
  );

  handle(app, revocarAcceso, async ({ params, user }) => {
    const enTerreno = await asignaciones.defensor(db, params.defensorId, terrenoDe(user));
    if (!enTerreno || !(await acceso.revocar(db, params.defensorId))) throw notFound(M.codigoInvalido);
    return undefined;
  });

  delegadoRoutes(app, deps);
  jefeRoutes(app, deps);
}
