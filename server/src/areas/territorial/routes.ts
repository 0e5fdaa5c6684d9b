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
import type { SessionUser } from '../../auth/sessions.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { handle } from '../../http/routing.js';
import * as q from './queries.js';

/** The one region a scoped user sees (issue 27); undefined for a national one. */
function regionDelAmbito(user: SessionUser): RegionTerritorialId | null | undefined {
  return user.ambito.nivel === 'nacional' ? undefined : user.region;
}

/**
 * The `:region` parameter, or 404 for anything but the nine regions — and for a region
 * outside the user's scope, with the same answer, so nothing tells it apart from a missing one.
 */
function region(params: { region: string }, user: SessionUser): RegionTerritorialId {
  const id = params.region;
  const solo = regionDelAmbito(user);
  if (!esRegionTerritorial(id) || (solo !== undefined && id !== solo)) {
    throw notFound(MENSAJES_TERRITORIAL.regionNoEncontrada);
  }
  return id;
}

export function territorialRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const ahora = () => deps.clock.now().toISOString();

  handle(app, listarTerritorial, async ({ user }) => q.listarResumen(db, regionDelAmbito(user)));

  handle(app, obtenerRegion, async ({ params, user }) => q.obtenerRegion(db, region(params, user)));

  handle(app, configurarRegion, async ({ params, body, user }) => {
    const r = region(params, user);
    return q.configurarRegion(db, r, body);
  });

  handle(
    app,
    crearDefensor,
    async ({ params, body, user }) => {
      const r = region(params, user);
      return q.crearDefensor(db, r, body, ahora());
    },
    { status: 201 },
  );

  handle(app, editarDefensor, async ({ params, body, user }) => {
    const r = region(params, user);
    const d = await q.editarDefensor(db, r, params.id, body);
    if (!d) throw notFound(MENSAJES_TERRITORIAL.defensorNoEncontrado);
    return d;
  });

  handle(app, eliminarDefensor, async ({ params, user }) => {
    const r = region(params, user);
    if (!(await q.eliminarDe(db, 'territorial_defensores', r, params.id))) {
      throw notFound(MENSAJES_TERRITORIAL.defensorNoEncontrado);
    }
    return undefined;
  });

  handle(
    app,
    crearEventoTerritorial,
    async ({ params, body, user }) => {
      const r = region(params, user);
      return q.crearEvento(db, r, body, ahora());
    },
    { status: 201 },
  );

  handle(app, actualizarAsistencia, async ({ params, body, user }) => {
    const r = region(params, user);
    const e = await q.actualizarAsistencia(db, r, params.id, body.actualAttendees);
    if (!e) throw notFound(MENSAJES_TERRITORIAL.eventoNoEncontrado);
    return e;
  });

  handle(app, eliminarEventoTerritorial, async ({ params, user }) => {
    const r = region(params, user);
    if (!(await q.eliminarDe(db, 'territorial_eventos', r, params.id))) {
      throw notFound(MENSAJES_TERRITORIAL.eventoNoEncontrado);
    }
    return undefined;
  });

  handle(app, actualizarMetaPromocion, async ({ params, body, user }) => {
    const r = region(params, user);
    return q.actualizarMetaPromocion(db, r, body.targetPromoters);
  });

  handle(app, registrarPromovidos, async ({ params, body, user }) => {
    const r = region(params, user);
    return q.registrarPromovidos(db, r, body.quantity);
  });

  handle(
    app,
    crearSegmento,
    async ({ params, body, user }) => {
      const r = region(params, user);
      return q.crearSegmento(db, r, body.name, ahora());
    },
    { status: 201 },
  );

  handle(app, eliminarSegmento, async ({ params, user }) => {
    const r = region(params, user);
    if (!(await q.eliminarDe(db, 'territorial_segmentos', r, params.id))) {
      throw notFound(MENSAJES_TERRITORIAL.segmentoNoEncontrado);
    }
    return undefined;
  });
}
