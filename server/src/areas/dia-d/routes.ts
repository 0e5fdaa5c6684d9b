/**
 * Día D's routes, one capability after another. Each folder holds one capability with the same
 * files: `routes.ts` (its routes, thin), `queries.ts` (its SQL; `<part>-queries.ts` beside it when
 * it has several parts), `tables.ts`, `migrations.ts`, its own modules in between, and `index.ts`,
 * its public face — what this file, the other capabilities and the rest of the server may import
 * of it (dependency-cruiser refuses anything else). What every capability shares sits beside
 * this file: the ground (`terreno.ts`), live events (`eventos.ts`), the Día D window
 * (`ventana.ts`), the CSV reader (`csv.ts`), the cadence of the shared answers (`compartidas.ts`).
 * No module imports one that imports it back: `npm run check` fails on an import circle.
 */
import { decodificarArchivo, MAX_CSV_REGISTRO } from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { actasRoutes } from './actas/index.js';
import { conteoRoutes } from './conteo/index.js';
import { delegadosRoutes } from './delegados/index.js';
import { eleccionesRoutes } from './elecciones/index.js';
import { impugnacionesRoutes } from './impugnaciones/index.js';
import { incidentesRoutes } from './incidentes/index.js';
import { mensajesRoutes } from './mensajes/index.js';
import { oficialesRoutes } from './oficiales/index.js';
import { pendientesRoutes } from './pendientes/index.js';
import { publicacionRoutes } from './publicacion/index.js';
import { registroRoutes } from './registro/index.js';
import { reglasRoutes } from './reglas/index.js';
import { simulacroRoutes } from './simulacro/index.js';
import { smsRoutes } from './sms/index.js';

export function diaDRoutes(app: FastifyInstance, deps: AppDeps): void {
  // First: its hooks read an election that ended, or refuse to write on it, on every route below.
  eleccionesRoutes(app, deps);
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
  publicacionRoutes(app, deps);
  smsRoutes(app, deps);
}
