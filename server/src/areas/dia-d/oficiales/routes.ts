import {
  importarResultadosOficiales,
  listarResultadosOficiales,
  MAX_ARCHIVO_OFICIAL,
  MENSAJES_OFICIALES as M,
  UMBRAL_TRABAJO_OFICIAL,
  verTrabajoOficial,
} from '@comando/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { badRequest, HttpError } from '../../../http/errors.js';
import { handle } from '../../../http/routing.js';
import { comparacionRoutes } from './comparacion-routes.js';
import { leerArchivoOficial, type ArchivoOficial, type Avance } from './leer.js';
import * as q from './queries.js';
import { leerPartidos, revisar } from './revision.js';
import { trabajosOficiales } from './trabajos.js';

/**
 * The official count's routes (issue 29): the per-mesa export reviewed, then stored as a
 * snapshot, and the list of snapshots. The file is read and parsed before the write's
 * transaction opens (`antes`): only the registry lookup and the inserts run inside it. A large
 * file applied runs as a job (trabajos.ts): 202 at once, its progress at `…/trabajos/:id`.
 */

interface Formulario {
  campos: Record<string, string>;
  aplica: boolean;
  /** Parsed here, or left to the job (a large file applied). */
  archivo: ArchivoOficial | null;
  bytes: Buffer;
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
  const aplica = aplicar((request.query as { aplicar?: string }).aplicar, campos.aplicar);
  const enTrabajo = aplica && bytes.length > UMBRAL_TRABAJO_OFICIAL;
  return { campos, aplica, bytes, archivo: enTrabajo ? null : await leerArchivoOficial(bytes) };
}

function aplicar(query: string | undefined, campo: string | undefined): boolean {
  const v = campo ?? query;
  if (v === undefined || v === 'false') return false;
  if (v === 'true') return true;
  throw badRequest(M.aplicarInvalido);
}

export function oficialesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const trabajos = trabajosOficiales(deps);

  /** The review of a read file against the registry and the ballot as they are now. */
  async function revisarArchivo(archivo: ArchivoOficial, campos: Record<string, string>) {
    const partidos = leerPartidos(campos.partidos);
    const [registro, siglas] = await Promise.all([q.codigosRegistro(db), q.siglasPapeleta(db)]);
    return revisar(archivo, { candidatura: campos.candidatura, partidos }, registro, siglas);
  }
  const guardar = async (
    archivo: ArchivoOficial,
    campos: Record<string, string>,
    usuarioId: string,
    avance?: Avance,
  ) => {
    const { revision, filas } = await revisarArchivo(archivo, campos);
    const fecha = deps.clock.now().toISOString();
    return q.guardarInstantanea(db, revision.candidatura, filas, usuarioId, fecha, avance);
  };

  handle(
    app,
    importarResultadosOficiales,
    async ({ previo, user, request }, reply) => {
      const { campos, aplica, archivo, bytes } = previo;
      if (!archivo) {
        // A large file applied: 202 with the job, run once this answer is out.
        leerPartidos(campos.partidos);
        const trabajo = await trabajos.crear(user.id);
        reply.raw.once('close', () => {
          // The request failed after all (its transaction rolled back, the job's row with it).
          if (reply.statusCode !== 202) return trabajos.olvidar(trabajo.id);
          trabajos.lanzar(trabajo.id, user, request.ip, {
            leer: (avance) => leerArchivoOficial(bytes, avance),
            guardar: (leido, avance) => guardar(leido as ArchivoOficial, campos, user.id, avance),
          });
        });
        reply.code(202);
        return trabajo;
      }
      if (!aplica) return (await revisarArchivo(archivo, campos)).revision;
      return guardar(archivo, campos, user.id);
    },
    { antes: leerFormulario },
  );

  handle(app, listarResultadosOficiales, async () => q.listarInstantaneas(db));

  handle(app, verTrabajoOficial, async ({ params }) => trabajos.ver(params.id));

  // The comparison with the campaign's own actas (comparacion-routes.ts).
  comparacionRoutes(app, deps);
}
