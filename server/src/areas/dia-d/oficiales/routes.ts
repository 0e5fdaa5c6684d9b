import {
  importarResultadosOficiales,
  listarResultadosOficiales,
  MAX_ARCHIVO_OFICIAL,
  MENSAJES_OFICIALES as M,
} from '@comando/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { badRequest, HttpError } from '../../../http/errors.js';
import { handle } from '../../../http/routing.js';
import { leerArchivoOficial, type ArchivoOficial } from './leer.js';
import * as q from './queries.js';
import { leerPartidos, revisar } from './revision.js';

/**
 * The official count's routes (issue 29): the per-mesa export reviewed, then stored as a
 * snapshot, and the list of snapshots. The file is read and parsed before the write's
 * transaction opens (`antes`): only the registry lookup and the inserts run inside it.
 */

interface Formulario {
  campos: Record<string, string>;
  archivo: ArchivoOficial;
}

async function leerFormulario(request: FastifyRequest): Promise<Formulario> {
  if (!request.isMultipart()) throw badRequest(M.archivoRequerido);
  const campos: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    const partes = request.parts({ limits: { files: 1, fields: 10, fileSize: MAX_ARCHIVO_OFICIAL } });
    for await (const parte of partes) {
      if (parte.type === 'file') {
        const b = await parte.toBuffer();
        if (parte.fieldname === 'archivo' && b.length > 0) bytes = b;
      } else {
        campos[parte.fieldname] = String(parte.value);
      }
    }
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, M.archivoGrande);
    throw e;
  }
  if (!bytes) throw badRequest(M.archivoRequerido);
  return { campos, archivo: await leerArchivoOficial(bytes) };
}

function aplicar(query: string | undefined, campo: string | undefined): boolean {
  const v = campo ?? query;
  if (v === undefined || v === 'false') return false;
  if (v === 'true') return true;
  throw badRequest(M.aplicarInvalido);
}

export function oficialesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  handle(
    app,
    importarResultadosOficiales,
    async ({ previo, query, user }) => {
      const { campos, archivo } = previo;
      const aplica = aplicar(query.aplicar, campos.aplicar);
      const partidos = leerPartidos(campos.partidos);
      const [registro, siglas] = await Promise.all([q.codigosRegistro(db), q.siglasPapeleta(db)]);
      const { revision, filas } = revisar(
        archivo,
        { candidatura: campos.candidatura, partidos },
        registro,
        siglas,
      );
      if (!aplica) return revision;
      const fecha = deps.clock.now().toISOString();
      return q.guardarInstantanea(db, revision.candidatura, filas, user.id, fecha);
    },
    { antes: leerFormulario },
  );

  handle(app, listarResultadosOficiales, async () => q.listarInstantaneas(db));
}
