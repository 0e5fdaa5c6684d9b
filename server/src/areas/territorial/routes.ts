import {
  actualizarAsistencia,
  actualizarMetaPromocion,
  configurarRegion,
  crearDefensor,
  crearEventoTerritorial,
  crearSegmento,
  editarDefensor,
  eliminarDefensor,
  eliminarEventoTerritorial,
  eliminarSegmento,
  esRegionTerritorial,
  listarTerritorial,
  MENSAJES_TERRITORIAL,
  obtenerRegion,
  registrarPromovidos,
  type RegionTerritorialId,
} from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { handle } from '../../http/routing.js';
import * as q from './queries.js';

/** The `:region` parameter, or 404 for anything but the nine regions. */
function region(params: { region: string }): RegionTerritorialId {
  const id = params.region;
  if (!esRegionTerritorial(id)) throw notFound(MENSAJES_TERRITORIAL.regionNoEncontrada);
  return id;
}

export function territorialRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const ahora = () => deps.clock.now().toISOString();

  handle(app, listarTerritorial, async () => q.listarResumen(db));

  handle(app, obtenerRegion, async ({ params }) => q.obtenerRegion(db, region(params)));

  handle(app, configurarRegion, async ({ params, body }) => {
    const r = region(params);
    return q.configurarRegion(db, r, body);
  });

  handle(
    app,
    crearDefensor,
    async ({ params, body }) => {
      const r = region(params);
      return q.crearDefensor(db, r, body, ahora());
    },
    { status: 201 },
  );

  handle(app, editarDefensor, async ({ params, body }) => {
    const r = region(params);
    const d = await q.editarDefensor(db, r, params.id, body);
    if (!d) throw notFound(MENSAJES_TERRITORIAL.defensorNoEncontrado);
    return d;
  });

  handle(app, eliminarDefensor, async ({ params }) => {
    const r = region(params);
    if (!(await q.eliminarDe(db, 'territorial_defensores', r, params.id))) {
      throw notFound(MENSAJES_TERRITORIAL.defensorNoEncontrado);
    }
    return undefined;
  });

  handle(
    app,
    crearEventoTerritorial,
    async ({ params, body }) => {
      const r = region(params);
      return q.crearEvento(db, r, body, ahora());
    },
    { status: 201 },
  );

  handle(app, actualizarAsistencia, async ({ params, body }) => {
    const r = region(params);
    const e = await q.actualizarAsistencia(db, r, params.id, body.actualAttendees);
    if (!e) throw notFound(MENSAJES_TERRITORIAL.eventoNoEncontrado);
    return e;
  });

  handle(app, eliminarEventoTerritorial, async ({ params }) => {
    const r = region(params);
    if (!(await q.eliminarDe(db, 'territorial_eventos', r, params.id))) {
      throw notFound(MENSAJES_TERRITORIAL.eventoNoEncontrado);
    }
    return undefined;
  });

  handle(app, actualizarMetaPromocion, async ({ params, body }) => {
    const r = region(params);
    return q.actualizarMetaPromocion(db, r, body.targetPromoters);
  });

  handle(app, registrarPromovidos, async ({ params, body }) => {
    const r = region(params);
    return q.registrarPromovidos(db, r, body.quantity);
  });

  handle(
    app,
    crearSegmento,
    async ({ params, body }) => {
      const r = region(params);
      return q.crearSegmento(db, r, body.name, ahora());
    },
    { status: 201 },
  );

  handle(app, eliminarSegmento, async ({ params }) => {
    const r = region(params);
    if (!(await q.eliminarDe(db, 'territorial_segmentos', r, params.id))) {
      throw notFound(MENSAJES_TERRITORIAL.segmentoNoEncontrado);
    }
    return undefined;
  });
}
