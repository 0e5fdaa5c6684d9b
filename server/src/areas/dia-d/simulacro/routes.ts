import { borrarSimulacro, MENSAJES_SIMULACRO } from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { liberarArchivos } from '../../../files/uploads.js';
import { HttpError } from '../../../http/errors.js';
import { handle } from '../../../http/routing.js';
import { borrarDatosDelSimulacro } from './queries.js';

/** The admin's one confirmed step that wipes a rehearsal; refused outside rehearsal mode. */
export function simulacroRoutes(app: FastifyInstance, deps: AppDeps): void {
  handle(app, borrarSimulacro, async () => {
    if (deps.config.simulacro !== true) throw new HttpError(409, MENSAJES_SIMULACRO.noEsSimulacro);
    const { fotos, ...borrado } = await borrarDatosDelSimulacro(deps.db);
    await liberarArchivos(deps.db, deps.files, fotos);
    return borrado;
  });
}
