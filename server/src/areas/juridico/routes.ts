import {
  agregarArchivosCarpeta,
  archivoCarpeta,
  carpetaCampos,
  crearCarpeta,
  eliminarArchivoCarpeta,
  eliminarCarpeta,
  errorCantidadArchivos,
  listarCarpetas,
  MAX_ARCHIVOS_CARPETA,
  MENSAJES_JURIDICO,
} from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { badRequest, notFound } from '../../http/errors.js';
import { handle, validar } from '../../http/routing.js';
import { enviarArchivo, guardarArchivos, liberarArchivos, recibirSubida } from '../../files/uploads.js';
import * as q from './queries.js';

export function juridicoRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, files, clock } = deps;

  handle(app, listarCarpetas, async ({ query }) => q.listarCarpetas(db, query.type));

  handle(
    app,
    crearCarpeta,
    async ({ request, user }) => {
      const { campos, archivos } = await recibirSubida(request, files, { maxArchivos: MAX_ARCHIVOS_CARPETA });
      const datos = validar(carpetaCampos, campos);
      const error = errorCantidadArchivos(datos.type, archivos.length);
      if (error) throw badRequest(error);
      const id = await db.transaction().execute(async (trx) => {
        const metas = await guardarArchivos(trx, files, archivos, user.id, clock.now());
        return q.insertarCarpeta(
          trx,
          datos,
          metas.map((m) => m.id),
          user.id,
          clock.now(),
        );
      });
      return (await q.leerCarpeta(db, id)) ?? Promise.reject(notFound());
    },
    { status: 201 },
  );

  handle(app, agregarArchivosCarpeta, async ({ request, params, user }) => {
    const id = params.id;
    const carpeta = await q.leerCarpeta(db, id);
    if (!carpeta) throw notFound();
    if (carpeta.type === 'contratos') throw badRequest(MENSAJES_JURIDICO.contratoSinAgregar);
    const { archivos } = await recibirSubida(request, files, { maxArchivos: MAX_ARCHIVOS_CARPETA });
    const error = errorCantidadArchivos(carpeta.type, archivos.length, carpeta.files.length);
    if (error) throw badRequest(error);
    await db.transaction().execute(async (trx) => {
      const metas = await guardarArchivos(trx, files, archivos, user.id, clock.now());
      await q.vincularArchivos(
        trx,
        id,
        metas.map((m) => m.id),
      );
    });
    return (await q.leerCarpeta(db, id)) ?? Promise.reject(notFound());
  });

  handle(app, eliminarCarpeta, async ({ params }) => {
    const ids = await q.borrarCarpeta(db, params.id);
    if (ids === null) throw notFound();
    await liberarArchivos(db, files, ids);
    return undefined;
  });

  handle(app, eliminarArchivoCarpeta, async ({ params }) => {
    const carpeta = await q.leerCarpeta(db, params.id);
    const archivoId = params.archivoId;
    if (!carpeta || !carpeta.files.some((f) => f.id === archivoId)) throw notFound();
    if (carpeta.type === 'contratos') throw badRequest(MENSAJES_JURIDICO.contratoSinQuitar);
    await q.desvincularArchivo(db, carpeta.id, archivoId);
    await liberarArchivos(db, files, [archivoId]);
    return undefined;
  });

  handle(app, archivoCarpeta, async ({ params, query }, reply) => {
    const carpetaId = params.id;
    const archivoId = params.archivoId;
    // Only files of this folder: an id from another area is not reachable here.
    if (!(await q.archivoEnCarpeta(db, carpetaId, archivoId))) throw notFound();
    return enviarArchivo(reply, db, files, archivoId, query.descargar ? 'attachment' : 'inline');
  });
}
