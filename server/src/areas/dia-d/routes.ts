import {
  asignarDelegado,
  asignarJefeRecinto,
  consultaCobertura,
  consultaMesas,
  importarDelegados,
  importarMesas,
  listarDefensoresDepartamento,
  listarMesas,
  listarMunicipios,
  listarRecintos,
  MAX_CSV_REGISTRO,
  MENSAJES_DIA_D as M,
  obtenerCobertura,
  regionTerritorialId,
} from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { badRequest, HttpError } from '../../http/errors.js';
import { consulta } from './consulta.js';
import { simulacroRoutes } from './simulacro.js';
import { handle } from '../../http/routing.js';
import { leerAsignaciones, leerRegistro } from './csv.js';
import { actasRoutes } from './actas.js';
import { delegadoRoutes } from './delegado-routes.js';
import * as q from './queries.js';

const CSV = ['text/csv'] as const;

function aplicar(query: Record<string, string | undefined>): boolean {
  const v = query.aplicar;
  if (v === undefined || v === 'false') return false;
  if (v === 'true') return true;
  throw badRequest(M.aplicarInvalido);
}

function csv(body: unknown): string {
  if (typeof body !== 'string') throw new HttpError(415, M.csvTipo);
  return body;
}

export function diaDRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  simulacroRoutes(app, deps);

  // The registry travels as the CSV itself (2 MB for 33.439 mesas), not wrapped in JSON.
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: MAX_CSV_REGISTRO }, (_r, body, done) =>
    done(null, typeof body === 'string' ? body : body.toString('utf8')),
  );

  handle(
    app,
    importarMesas,
    async ({ body, query }) => q.importarRegistro(db, leerRegistro(csv(body)), aplicar(query)),
    { bodyTypes: CSV },
  );

  handle(app, listarMesas, async ({ query }) => q.listarMesas(db, consulta(consultaMesas, query)));

  handle(app, listarMunicipios, async () => q.listarMunicipios(db));

  handle(app, listarRecintos, async ({ query }) => {
    const f = consulta(consultaCobertura, query);
    return q.listarRecintos(db, f.departamento, f.municipio);
  });

  handle(app, obtenerCobertura, async ({ query }) => {
    const f = consulta(consultaCobertura, query);
    return q.cobertura(db, f.departamento, f.departamento ? f.municipio : undefined);
  });

  handle(app, asignarDelegado, async ({ params, body }) =>
    q.asignarDelegado(db, (params.codigo ?? '').slice(0, 100), body.defensorId),
  );

  handle(app, asignarJefeRecinto, async ({ params, body }) =>
    q.asignarJefeRecinto(db, (params.codigo ?? '').slice(0, 100), body.defensorId),
  );

  handle(
    app,
    importarDelegados,
    async ({ body, query }) => q.importarDelegados(db, leerAsignaciones(csv(body)), aplicar(query)),
    { bodyTypes: CSV },
  );

  handle(app, listarDefensoresDepartamento, async ({ query }) => {
    const d = query.departamento ? regionTerritorialId.safeParse(query.departamento) : undefined;
    if (d && !d.success) throw badRequest(M.filtroInvalido);
    return q.listarDefensores(db, d?.data);
  });

  delegadoRoutes(app, deps);
  actasRoutes(app, deps);
}
