import {
  actualizarEje,
  crearEje,
  crearEstrategia,
  crearEvento,
  crearRequisito,
  eliminarArchivoEstrategia,
  eliminarEje,
  eliminarEstrategia,
  eliminarEvento,
  eliminarRequisito,
  estrategiaNueva,
  guardarDiaD,
  hoyEnLaPaz,
  listarArchivosDiaD,
  listarDocumentosClave,
  listarEjes,
  listarEstrategias,
  listarEventos,
  listarRequisitos,
  marcarEvento,
  marcarRequisito,
  MENSAJES_ESTRATEGIA,
  MENSAJES_GENERALES,
  obtenerDiaD,
  archivoEstrategia,
  adjuntarARequisito,
  crearEstrategiaConArchivo,
  subirArchivosDiaD,
  subirDocumentosClave,
} from '@comando/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { badRequest, notFound } from '../../http/errors.js';
import { handle, validar } from '../../http/routing.js';
import { enviarArchivo, guardarArchivos, liberarArchivos, recibirSubida } from '../../files/uploads.js';
import type { SessionUser } from '../../auth/sessions.js';
import * as q from './queries.js';

const MAX_ARCHIVOS = 20;

export function estrategiaRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, files, clock } = deps;
  const now = () => clock.now().toISOString();
  const usuario = (request: FastifyRequest) => (request.user as SessionUser).id;

  /** Stores the uploaded files and links them to the area in one transaction. */
  async function subir(request: FastifyRequest, grupo: q.GrupoArchivo, duenio: string | null) {
    const { archivos } = await recibirSubida(request, files, { maxArchivos: MAX_ARCHIVOS });
    if (archivos.length === 0) throw badRequest(MENSAJES_GENERALES.archivoRequerido);
    return db.transaction().execute(async (trx) => {
      const metas = await guardarArchivos(trx, files, archivos, usuario(request), clock.now());
      await q.vincularArchivos(trx, metas, grupo, duenio, now());
      return metas;
    });
  }

  // ------------------------------------------------------------ Día D
  handle(app, obtenerDiaD, async () => q.leerDiaD(db));
  handle(app, guardarDiaD, async ({ body }) =>
    q.guardarDiaD(
      db,
      { total: body.totalPollingStations, cubiertas: body.coveredPollingStations, fecha: body.electionDate },
      now(),
    ),
  );
  handle(app, listarArchivosDiaD, async () =>
    (await q.archivosDe(db, 'diad')).map(({ duenio: _, ...m }) => m),
  );
  handle(app, subirArchivosDiaD, async ({ request }) => subir(request, 'diad', null), { status: 201 });

  // ------------------------------------------------------------ Planeación
  handle(app, listarEstrategias, async () => q.listarEstrategias(db));
  handle(
    app,
    crearEstrategia,
    async ({ body }) => ({
      ...(await q.crearEstrategia(
        db,
        { fecha: body.date ?? hoyEnLaPaz(clock.now()), descripcion: body.description },
        now(),
      )),
      archivo: null,
    }),
    { status: 201 },
  );
  handle(
    app,
    crearEstrategiaConArchivo,
    async ({ request }) => {
      const { campos, archivos } = await recibirSubida(request, files, { maxArchivos: 2 });
      const datos = validar(estrategiaNueva, {
        ...(campos.date ? { date: campos.date } : {}),
        description: campos.description ?? '',
      });
      if (archivos.length > 1) throw badRequest(MENSAJES_ESTRATEGIA.unSoloArchivo);
      const creada = await db.transaction().execute(async (trx) => {
        const plan = await q.crearEstrategia(
          trx,
          { fecha: datos.date ?? hoyEnLaPaz(clock.now()), descripcion: datos.description },
          now(),
        );
        const metas = await guardarArchivos(trx, files, archivos, usuario(request), clock.now());
        await q.vincularArchivos(trx, metas, 'estrategia', plan.id, now());
        return { ...plan, archivo: metas[0] ?? null };
      });
      return creada;
    },
    { status: 201 },
  );
  handle(app, eliminarEstrategia, async ({ params }) => {
    const ids = await db.transaction().execute((trx) => q.eliminarEstrategia(trx, params.id));
    if (ids === null) throw notFound();
    await liberarArchivos(db, files, ids);
    return undefined;
  });
  handle(app, listarDocumentosClave, async () =>
    (await q.archivosDe(db, 'documentos')).map(({ duenio: _, ...m }) => m),
  );
  handle(app, subirDocumentosClave, async ({ request }) => subir(request, 'documentos', null), {
    status: 201,
  });

  // ------------------------------------------------------------ files of the area
  handle(app, archivoEstrategia, async ({ params, query }, reply) => {
    if (!(await q.esArchivoDelArea(db, params.id))) throw notFound();
    return enviarArchivo(reply, db, files, params.id, query.descargar ? 'attachment' : 'inline');
  });
  handle(app, eliminarArchivoEstrategia, async ({ params }) => {
    const id = params.id;
    if (!(await q.desvincularArchivo(db, id))) throw notFound();
    await liberarArchivos(db, files, [id]);
    return undefined;
  });

  // ------------------------------------------------------------ Precampaña
  handle(app, listarRequisitos, async () => q.listarRequisitos(db));
  handle(app, crearRequisito, async ({ body }) => q.crearRequisito(db, body, now()), { status: 201 });
  handle(app, marcarRequisito, async ({ params, body }) => {
    const r = await q.marcarRequisito(db, params.id, body.completado);
    if (!r) throw notFound();
    return r;
  });
  handle(app, eliminarRequisito, async ({ params }) => {
    const ids = await db.transaction().execute((trx) => q.eliminarRequisito(trx, params.id));
    if (ids === null) throw notFound();
    await liberarArchivos(db, files, ids);
    return undefined;
  });
  handle(
    app,
    adjuntarARequisito,
    async ({ request, params }) => {
      if (!(await q.leerRequisito(db, params.id))) throw notFound();
      return subir(request, 'requisito', params.id);
    },
    { status: 201 },
  );

  // ------------------------------------------------------------ Calendario
  handle(app, listarEventos, async () => q.listarEventos(db));
  handle(
    app,
    crearEvento,
    async ({ body }) => q.crearEvento(db, { titulo: body.title, fecha: body.date }, now()),
    {
      status: 201,
    },
  );
  handle(app, marcarEvento, async ({ params, body }) => {
    const e = await q.marcarEvento(db, params.id, body.completado);
    if (!e) throw notFound();
    return e;
  });
  handle(app, eliminarEvento, async ({ params }) => {
    if (!(await q.eliminarEvento(db, params.id))) throw notFound();
    return undefined;
  });

  // ------------------------------------------------------------ Debate
  handle(app, listarEjes, async () => q.listarEjes(db));
  handle(
    app,
    crearEje,
    async ({ body }) => q.crearEje(db, { titulo: body.title, estrategia: body.strategy }, now()),
    { status: 201 },
  );
  handle(app, actualizarEje, async ({ params, body }) => {
    const e = await q.actualizarEje(db, params.id, { titulo: body.title, estrategia: body.strategy });
    if (!e) throw notFound();
    return e;
  });
  handle(app, eliminarEje, async ({ params }) => {
    if (!(await q.eliminarEje(db, params.id))) throw notFound();
    return undefined;
  });
}
