import {
  crearEarnedMedia,
  crearNotaPrensa,
  crearVocero,
  dominioDeUrl,
  editarEarnedMedia,
  editarNotaPrensa,
  editarVocero,
  eliminarEarnedMedia,
  eliminarNotaPrensa,
  eliminarVocero,
  enriquecerNotaPrensa,
  guardarMateriales,
  guardarPublicidad,
  listarEarnedMedia,
  listarPrensaPagada,
  listarVoceros,
  obtenerMateriales,
  obtenerPublicidad,
  type ParsedBodyOf,
} from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { handle } from '../../http/routing.js';
import * as q from './queries.js';

/** Enrichment on the server (spec §9): the domain always comes from the URL itself. */
function datosNotaPrensa(body: ParsedBodyOf<typeof crearNotaPrensa>): q.NotaPrensaDatos {
  const enriquecida = enriquecerNotaPrensa(body.url);
  return {
    titulo: body.title,
    url: body.url,
    medio: body.media,
    imagen_url: body.imageUrl ?? enriquecida.imagen_url,
    descripcion: body.description ?? enriquecida.descripcion,
    dominio: dominioDeUrl(body.url),
  };
}

export function comunicacionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const ahora = () => deps.clock.now().toISOString();

  // Paid press
  handle(app, listarPrensaPagada, () => q.listarNotasPrensa(db), { reuse: true });
  handle(
    app,
    crearNotaPrensa,
    ({ body, user }) =>
      q.insertarNotaPrensa(db, datosNotaPrensa(body), { usuarioId: user.id, ahora: ahora() }),
    { status: 201 },
  );
  handle(app, editarNotaPrensa, async ({ body, params }) => {
    const nota = await q.actualizarNotaPrensa(db, params.id, datosNotaPrensa(body), ahora());
    if (!nota) throw notFound();
    return nota;
  });
  handle(app, eliminarNotaPrensa, async ({ params }) => {
    if (!(await q.eliminarDeLista(db, 'comunicacion_prensa_pagada', params.id))) throw notFound();
    return undefined;
  });

  // Earned media
  handle(app, listarEarnedMedia, () => q.listarEarnedMedia(db));
  handle(
    app,
    crearEarnedMedia,
    ({ body, user }) =>
      q.insertarEarnedMedia(
        db,
        { titulo: body.title, url: body.url, medio: body.media },
        { usuarioId: user.id, ahora: ahora() },
      ),
    { status: 201 },
  );
  handle(app, editarEarnedMedia, async ({ body, params }) => {
    const nota = await q.actualizarEarnedMedia(
      db,
      params.id,
      { titulo: body.title, url: body.url, medio: body.media },
      ahora(),
    );
    if (!nota) throw notFound();
    return nota;
  });
  handle(app, eliminarEarnedMedia, async ({ params }) => {
    if (!(await q.eliminarDeLista(db, 'comunicacion_earned_media', params.id))) throw notFound();
    return undefined;
  });

  // Spokespersons
  handle(app, listarVoceros, () => q.listarVoceros(db));
  handle(
    app,
    crearVocero,
    ({ body, user }) =>
      q.insertarVocero(
        db,
        { nombre: body.name, email: body.email, telefono: body.phone },
        { usuarioId: user.id, ahora: ahora() },
      ),
    { status: 201 },
  );
  handle(app, editarVocero, async ({ body, params }) => {
    const vocero = await q.actualizarVocero(
      db,
      params.id,
      { nombre: body.name, email: body.email, telefono: body.phone },
      ahora(),
    );
    if (!vocero) throw notFound();
    return vocero;
  });
  handle(app, eliminarVocero, async ({ params }) => {
    if (!(await q.eliminarDeLista(db, 'comunicacion_voceros', params.id))) throw notFound();
    return undefined;
  });

  // Progress figures
  handle(app, obtenerMateriales, () => q.obtenerMateriales(db));
  handle(app, guardarMateriales, ({ body }) =>
    q.guardarMateriales(db, { meta: body.target, producidos: body.current }, ahora()),
  );
  handle(app, obtenerPublicidad, () => q.obtenerPublicidad(db));
  handle(app, guardarPublicidad, ({ body }) =>
    q.guardarPublicidad(db, { meta: body.target, entregada: body.current }, ahora()),
  );
}
