/** Messages from HQ to the delegates (issue 28): HQ writes and follows them; the phone reads them. */
import {
  bandejaDelegado,
  enviarMensajeDelegados,
  listarMensajesDelegados,
  marcarMensajeLeido,
  MENSAJES_MENSAJERIA as M,
} from '@comando/contract';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { notFound } from '../../../http/errors.js';
import { handle } from '../../../http/routing.js';
import * as q from './queries.js';
import { terrenoDe } from '../terreno.js';
import { defensorEnVentana } from '../delegados/index.js';

export function mensajesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  handle(app, enviarMensajeDelegados, async ({ body, user }) => {
    const r = await q.enviar(
      db,
      { ...body, autorId: user.id, autorNombre: user.name, ahora: clock.now().toISOString() },
      terrenoDe(user),
    );
    // A target outside the sender's ground reaches nobody, exactly like one that does not exist.
    if (r.destinatarios === 0) throw notFound(M.sinDestinatarios);
    return r;
  });

  handle(app, listarMensajesDelegados, async ({ user }) => q.listar(db, terrenoDe(user)));

  // 30.000 phones ask every minute: an unchanged inbox answers 304 without a body.
  handle(app, bandejaDelegado, async ({ user, request }, reply) => {
    // A recinto chief reads the messages of their recinto as its delegates do (issue 28).
    const lista = await q.bandeja(db, await defensorEnVentana(db, clock, user.id));
    const etag = `W/"${createHash('sha1').update(JSON.stringify(lista)).digest('base64url')}"`;
    void reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return lista;
  });

  handle(app, marcarMensajeLeido, async ({ user, params }) => {
    const defensorId = await defensorEnVentana(db, clock, user.id);
    if (!(await q.marcarLeido(db, params.id, defensorId, clock.now().toISOString())))
      throw notFound(M.mensajeNoEncontrado);
    // Nothing to answer: 204 goes out once the write's transaction has committed (a reply sent
    // from inside it reached the phone before HQ's counter could see the read, on PostgreSQL).
    return undefined;
  });
}
