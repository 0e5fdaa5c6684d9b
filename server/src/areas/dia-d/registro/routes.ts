import {
  guardarPartidos,
  importarMesas,
  listarMesas,
  listarMunicipios,
  listarPartidos,
  listarRecintos,
  MENSAJES_ACTAS as MA,
  obtenerCobertura,
} from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { HttpError } from '../../../http/errors.js';
import { handle } from '../../../http/routing.js';
import { PARA_TODOS } from '../compartidas.js';
import { CUERPO_CSV, textoCsv } from '../csv.js';
import { terrenoDe } from '../terreno.js';
import { leerRegistro } from './csv.js';
import { importarRegistro } from './importar.js';
import { hayActas, partidosDeLaPapeleta, reemplazarPartidos } from './papeleta-queries.js';
import * as q from './queries.js';

/** The registry of recintos and mesas (its CSV import, its lists, the coverage) and the ballot. */
export function registroRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  handle(
    app,
    importarMesas,
    async ({ body, query }) => importarRegistro(db, leerRegistro(textoCsv(body)), query.aplicar),
    { bodyTypes: CUERPO_CSV },
  );

  // Issue 27: every registry read and write below keeps to the caller's ground (terreno.ts).
  handle(app, listarMesas, async ({ query, user }) => q.listarMesas(db, query, terrenoDe(user)));

  handle(app, listarMunicipios, async ({ user }) => q.listarMunicipios(db, terrenoDe(user)));

  handle(app, listarRecintos, async ({ query, user }) =>
    q.listarRecintos(db, terrenoDe(user), query.departamento, query.municipio),
  );

  handle(app, obtenerCobertura, async ({ query, user }) =>
    q.cobertura(db, terrenoDe(user), query.departamento, query.departamento ? query.municipio : undefined),
  );

  // Read by every HQ screen of Día D after each burst of actas (issue 30): shared like the count.
  handle(app, listarPartidos, async () => partidosDeLaPapeleta(db), { shared: PARA_TODOS });

  handle(app, guardarPartidos, async ({ body }) => {
    if (await hayActas(db)) throw new HttpError(409, MA.partidosConActas);
    return reemplazarPartidos(db, body);
  });
}
