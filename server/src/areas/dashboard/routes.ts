import {
  AREAS_METRICAS,
  COLUMNAS_POR_AREA,
  CONTEOS_METRICA,
  guardarCampana,
  guardarEscucha,
  guardarFinanzasDashboard,
  guardarIndicador,
  guardarMetrica,
  guardarOperacion,
  guardarPerfil,
  leerEscucha,
  leerFinanzasDashboard,
  leerPerfil,
  listarCampanas,
  listarCronograma,
  listarIndicadores,
  listarMetricas,
  listarOperacion,
  MENSAJES_DASHBOARD,
  type AreaMetrica,
} from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { handle } from '../../http/routing.js';
import { badRequest, notFound } from '../../http/errors.js';
import * as q from './queries.js';

export function dashboardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  handle(app, leerPerfil, () => q.leerPerfil(db));
  handle(app, guardarPerfil, ({ body }) => q.guardarPerfil(db, body));

  handle(app, listarCronograma, () => q.listarCronograma(db));

  handle(app, listarCampanas, () => q.listarCampanas(db));
  handle(app, guardarCampana, async ({ body, params }) => {
    const c = await q.guardarCampana(db, params.name, body);
    if (!c) throw notFound(MENSAJES_DASHBOARD.campanaNoEncontrada);
    return c;
  });

  handle(app, listarIndicadores, () => q.listarIndicadores(db));
  handle(app, guardarIndicador, async ({ body, params }) => {
    const i = await q.guardarIndicador(db, params.type, body.value);
    if (!i) throw notFound(MENSAJES_DASHBOARD.indicadorNoEncontrado);
    return i;
  });

  handle(app, leerFinanzasDashboard, () => q.leerFinanzas(db));
  handle(app, guardarFinanzasDashboard, ({ body }) => q.guardarFinanzas(db, body));

  handle(app, leerEscucha, () => q.leerEscucha(db));
  handle(app, guardarEscucha, async ({ body }) => {
    try {
      return await q.guardarEscucha(db, body, deps.clock.now().toISOString());
    } catch (error) {
      if (error instanceof q.PrimerTestigoError) throw badRequest(MENSAJES_DASHBOARD.primerTestigo);
      throw error;
    }
  });

  handle(app, listarOperacion, () => q.listarOperacion(db));
  handle(app, guardarOperacion, async ({ body, params }) => {
    const raw = params.campaign;
    const n = /^\d{1,3}$/.test(raw) ? Number(raw) : Number.NaN;
    const r = Number.isInteger(n) ? await q.guardarOperacion(db, n, body) : undefined;
    if (!r) throw notFound(MENSAJES_DASHBOARD.microcampanaNoEncontrada);
    return r;
  });

  handle(app, listarMetricas, () => q.listarMetricas(db));
  handle(app, guardarMetrica, async ({ body, params }) => {
    const area = params.area;
    if (!(AREAS_METRICAS as readonly string[]).includes(area)) {
      throw notFound(MENSAJES_DASHBOARD.areaNoEncontrada);
    }
    // Each area has its own columns (spec §2); a count of another area is refused.
    const propias = COLUMNAS_POR_AREA[area as AreaMetrica];
    if (CONTEOS_METRICA.some((k) => body[k] !== undefined && !propias.includes(k))) {
      throw badRequest(MENSAJES_DASHBOARD.campoNoAplicable);
    }
    const r = await q.guardarMetrica(db, area, body);
    if (!r) throw notFound(MENSAJES_DASHBOARD.areaNoEncontrada);
    return r;
  });
}
