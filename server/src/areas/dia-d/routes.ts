/**
 * Día D's routes. How the area is laid out (issue 26):
 * - routes only in `*routes.ts`: here the registry of mesas, the delegates' assignment and their
 *   access codes; `delegado-routes.ts` every `/api/delegado/*` route (the phone page);
 *   `incidentes-routes.ts` HQ's incident desk; `actas-routes.ts` the ballot, the double entry,
 *   the count and the quick count;
 * - SQL only in `*queries.ts` (`queries.ts` is the registry's);
 * - one module per task in between: `ventana.ts` (the Día D window and the delegate's context),
 *   `envio.ts` (reading, checking and storing a phone's photo), `recepcion.ts` (what an acta or
 *   an incident from the phone does), `versiones.ts` (an acta's versions and its current one),
 *   `conteo.ts`, `transcripcion.ts`, `conteo-rapido.ts`, `actas-csv.ts`.
 * No module imports one that imports it back: `npm run check` fails on an import circle.
 */
import {
  asignarDelegado,
  asignarJefeRecinto,
  crearAcceso,
  decodificarArchivo,
  importarDelegados,
  importarMesas,
  listarDefensoresDepartamento,
  listarMesas,
  listarMunicipios,
  listarRecintos,
  MAX_CSV_REGISTRO,
  MENSAJES_DIA_D as M,
  obtenerCobertura,
  revocarAcceso,
} from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { HttpError, notFound } from '../../http/errors.js';
import { simulacroRoutes } from './simulacro.js';
import { handle } from '../../http/routing.js';
import { leerAsignaciones, leerRegistro } from './csv.js';
import { actasRoutes } from './actas-routes.js';
import { alertasRoutes } from './alertas-routes.js';
import * as asignaciones from './asignaciones-queries.js';
import * as acceso from './delegado-queries.js';
import { delegadoRoutes } from './delegado-routes.js';
import { eleccionesRoutes } from './elecciones/index.js';
import { impugnacionesRoutes } from './impugnaciones/routes.js';
import { incidentesRoutes } from './incidentes-routes.js';
import { jefeRoutes } from './jefe-routes.js';
import { mapaRoutes } from './mapa-routes.js';
import { mensajesRoutes } from './mensajes-routes.js';
import { comparacionRoutes } from './oficiales/comparacion-routes.js';
import { oficialesRoutes } from './oficiales/routes.js';
import { pendientesRoutes } from './pendientes-routes.js';
import * as q from './queries.js';
import { importarRegistro } from './importar-registro.js';
import { terrenoDe } from './terreno.js';

const CSV = ['text/csv'] as const;

function csv(body: unknown): string {
  if (typeof body !== 'string') throw new HttpError(415, M.csvTipo);
  return body;
}

export function diaDRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  // First: its hooks read an election that ended, or refuse to write on it, on every route below.
  eleccionesRoutes(app, deps);
  simulacroRoutes(app, deps);
  mensajesRoutes(app, deps);
  mapaRoutes(app, deps);

  // The registry travels as the CSV itself (2 MB for 33.439 mesas), not wrapped in JSON.
  // Read as bytes: the electoral body's exports come in UTF-8 or Latin-1.
  app.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: MAX_CSV_REGISTRO }, (_r, body, done) =>
    done(null, decodificarArchivo(typeof body === 'string' ? Buffer.from(body) : body)),
  );

  handle(
    app,
    importarMesas,
    async ({ body, query }) => importarRegistro(db, leerRegistro(csv(body)), query.aplicar),
    { bodyTypes: CSV },
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
      asignaciones.importarDelegados(db, leerAsignaciones(csv(body)), query.aplicar, terrenoDe(user)),
    { bodyTypes: CSV },
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
  incidentesRoutes(app, deps);
  actasRoutes(app, deps);
  oficialesRoutes(app, deps);
  pendientesRoutes(app, deps);
  alertasRoutes(app, deps);
  comparacionRoutes(app, deps);
  impugnacionesRoutes(app, deps);
}
