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
import { decodificarArchivo, MAX_CSV_REGISTRO } from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { simulacroRoutes } from './simulacro/index.js';
import { actasRoutes } from './actas/index.js';
import { reglasRoutes } from './reglas/index.js';
import { delegadosRoutes } from './delegados/index.js';
import { impugnacionesRoutes } from './impugnaciones/index.js';
import { incidentesRoutes } from './incidentes/index.js';
import { conteoRoutes } from './conteo/index.js';
import { mensajesRoutes } from './mensajes/index.js';
import { oficialesRoutes } from './oficiales/index.js';
import { pendientesRoutes } from './pendientes/index.js';
import { registroRoutes } from './registro/index.js';

export function diaDRoutes(app: FastifyInstance, deps: AppDeps): void {
  simulacroRoutes(app, deps);
  mensajesRoutes(app, deps);

  // The registry travels as the CSV itself (2 MB for 33.439 mesas), not wrapped in JSON.
  // Read as bytes: the electoral body's exports come in UTF-8 or Latin-1.
  app.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: MAX_CSV_REGISTRO }, (_r, body, done) =>
    done(null, decodificarArchivo(typeof body === 'string' ? Buffer.from(body) : body)),
  );

  registroRoutes(app, deps);

  delegadosRoutes(app, deps);
  incidentesRoutes(app, deps);
  actasRoutes(app, deps);
  conteoRoutes(app, deps);
  oficialesRoutes(app, deps);
  pendientesRoutes(app, deps);
  reglasRoutes(app, deps);
  impugnacionesRoutes(app, deps);
}
