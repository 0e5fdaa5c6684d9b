/** Issue 28, the recinto chief's phone: HQ issues the chief's code; the chief follows their recinto. */
import { createHash } from 'node:crypto';
import {
  crearAccesoJefe,
  enviarActaJefe,
  enviarCifrasActaJefe,
  leerRecintoJefe,
  MAX_FOTO_ACTA,
  MENSAJES_ACTAS as MA,
  MENSAJES_JEFE as MJ,
  TIPOS_FOTO_ACTA,
} from '@comando/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { HttpError } from '../../../http/errors.js';
import { handle } from '../../../http/routing.js';
import { anunciarActa } from '../eventos.js';
import * as q from './jefe-queries.js';
import { terrenoDe } from '../terreno.js';
import { partidosDeLaPapeleta } from '../registro/index.js';
import { conFoto, recibirActa, recibirCifras } from '../actas/index.js';
import { jefeEnVentana } from './sesion.js';

export function jefeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock, files } = deps;

  /**
   * The mesa of the chief's recinto an acta (whole, or its figures) is for, inside the window;
   * a mesa whose acta came from its delegate is refused when it is written, not before.
   */
  async function mesaDelJefe(usuarioId: string, codigo: string, request: FastifyRequest) {
    const j = await jefeEnVentana(db, clock, usuarioId);
    const m = await q.mesaParaActa(db, j, codigo);
    anunciarActa(request, m);
    return {
      mesa: codigo,
      defensorId: j.defensorId,
      lugar: m.lugar,
      habilitados: m.habilitados,
      porJefe: true,
      ...(m.delDelegado ? { refusal: new HttpError(409, MJ.actaDelDelegado) } : {}),
    };
  }

  handle(
    app,
    crearAccesoJefe,
    async ({ params, request, user }) => {
      const { codigo, pin } = await q.crearAcceso(
        db,
        params.codigo,
        clock.now().toISOString(),
        terrenoDe(user),
      );
      // As a delegate's: the code rides in the fragment, never in a server log or a Referer.
      const enlace = `${request.protocol}://${request.headers.host ?? 'localhost'}/delegado#${codigo}`;
      return { codigo, enlace, pin };
    },
    { status: 201 },
  );

  // Polled by the chief's phone: an unchanged recinto answers 304 without a body.
  handle(app, leerRecintoJefe, async ({ user, request }, reply) => {
    const j = await jefeEnVentana(db, clock, user.id);
    const [mesas, partidos] = await Promise.all([
      q.mesasDelRecinto(db, j.recinto.codigo),
      partidosDeLaPapeleta(db),
    ]);
    const respuesta = { nombre: j.nombre, recinto: j.recinto, mesas, partidos };
    const etag = `W/"${createHash('sha1').update(JSON.stringify(respuesta)).digest('base64url')}"`;
    void reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return respuesta;
  });

  handle(
    app,
    enviarActaJefe,
    async ({ user, params, previo, request }) =>
      recibirActa(
        { db, files, usuarioId: user.id, ahora: clock.now() },
        await mesaDelJefe(user.id, params.codigo, request),
        previo,
      ),
    {
      status: 201,
      ...conFoto(deps, MAX_FOTO_ACTA, TIPOS_FOTO_ACTA, { tipo: MA.fotoTipo, grande: MA.fotoGrande }),
    },
  );

  // Issue 44: the figures first, as the delegate's; the photo follows by the same upload.
  handle(
    app,
    enviarCifrasActaJefe,
    async ({ user, params, body, request }) => {
      const { id, sha256, ...figuras } = body;
      return recibirCifras(
        { db, files, usuarioId: user.id, ahora: clock.now() },
        await mesaDelJefe(user.id, params.codigo, request),
        { id, figuras, sha256 },
        'delegado',
      );
    },
    { status: 201 },
  );
}
