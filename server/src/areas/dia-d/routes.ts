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
  listarDefensoresDepartamento,
  MAX_CSV_REGISTRO,
  MENSAJES_DIA_D as M,
  revocarAcceso,
} from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { simulacroRoutes } from './simulacro.js';
import { handle } from '../../http/routing.js';
import { leerAsignaciones } from './delegados/csv.js';
import { actasRoutes } from './actas/index.js';
import { reglasRoutes } from './reglas/index.js';
import * as asignaciones from './asignaciones-queries.js';
import * as acceso from './delegado-queries.js';
import { delegadoRoutes } from './delegado-routes.js';
import { impugnacionesRoutes } from './impugnaciones/routes.js';
import { incidentesRoutes } from './incidentes/index.js';
import { jefeRoutes } from './jefe-routes.js';
import { conteoRoutes } from './conteo/index.js';
import { mensajesRoutes } from './mensajes-routes.js';
import { comparacionRoutes } from './oficiales/comparacion-routes.js';
import { oficialesRoutes } from './oficiales/routes.js';
import { pendientesRoutes } from './pendientes-routes.js';
import { terrenoDe } from './terreno.js';
import { CUERPO_CSV, textoCsv } from './csv.js';
import { registroRoutes } from './registro/index.js';

export function diaDRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  simulacroRoutes(app, deps);
  mensajesRoutes(app, deps);

  // The registry travels as the CSV itself (2 MB for 33.439 mesas), not wrapped in JSON.
  // Read as bytes: the electoral body's exports come in UTF-8 or Latin-1.
  app.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: MAX_CSV_REGISTRO }, (_r, body, done) =>
    done(null, decodificarArchivo(typeof body === 'string' ? Buffer.from(body) : body)),
  );

  registroRoutes(app, deps);

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
  incidentesRoutes(app, deps);
  actasRoutes(app, deps);
  conteoRoutes(app, deps);
  oficialesRoutes(app, deps);
  pendientesRoutes(app, deps);
  reglasRoutes(app, deps);
  comparacionRoutes(app, deps);
  impugnacionesRoutes(app, deps);
}
