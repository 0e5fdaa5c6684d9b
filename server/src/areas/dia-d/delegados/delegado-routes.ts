import {
  delegadoActual,
  entrarDelegado,
  enviarActa,
  MAX_FOTO_ACTA,
  MAX_FOTO_INCIDENTE,
  MENSAJES_ACTAS as MA,
  MENSAJES_DIA_D as M,
  registrarLlegada,
  reportarIncidente,
  salirDelegado,
  TIPOS_FOTO_ACTA,
  TIPOS_FOTO_INCIDENTE,
} from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../../auth/sessions.js';
import {
  createSession,
  deleteSession,
  opcionesCookieSesion,
  SESSION_COOKIE,
} from '../../../auth/sessions.js';
import type { AppDeps } from '../../../deps.js';
import { HttpError } from '../../../http/errors.js';
import { handle } from '../../../http/routing.js';
import * as q from './delegado-queries.js';
import * as jefe from './jefe-queries.js';
import { anunciarEn } from '../../../events/routes.js';
import { anunciarActa } from '../eventos.js';
import { exigirVentana } from '../ventana.js';
import { conFoto, recibirActa, recibirIncidente } from '../actas/index.js';
import { contextoEnVentana } from './sesion.js';

/** Every route of the phone page (`/api/delegado/*`): the delegate's login, their mesa, their reports. */
export function delegadoRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock, files } = deps;
  /** The session cookie of a delegate's login: the same options as a staff login's. */
  const cookieOptions = opcionesCookieSesion(deps.config);
  const contexto = (user: SessionUser) => contextoEnVentana(db, clock, user.id);
  const recepcion = (user: SessionUser) => ({ db, files, usuarioId: user.id, ahora: clock.now() });

  handle(app, entrarDelegado, async ({ body, request }, reply) => {
    // A delegate's code, or (issue 28) a recinto chief's: the same page, another session.
    const usuarioId =
      (await q.usuarioDeCodigo(db, body.codigo)) ?? (await jefe.usuarioDeCodigo(db, body.codigo));
    if (!usuarioId) throw new HttpError(401, M.codigoInvalido);
    await exigirVentana(db, clock);
    const j = await jefe.contextoJefe(db, usuarioId);
    const c = j ? null : await q.contextoDelegado(db, usuarioId);
    await deleteSession(db, request.cookies[SESSION_COOKIE]);
    const token = await createSession(db, clock, usuarioId, {
      navegador: request.headers['user-agent'] ?? null,
      ip: request.ip,
    });
    void reply.setCookie(SESSION_COOKIE, token, cookieOptions);
    return c ? q.yo(db, c) : { nombre: j!.nombre, jefe: j!.recinto };
  });

  handle(app, delegadoActual, async ({ user }) => {
    await exigirVentana(db, clock);
    const j = await jefe.contextoJefe(db, user.id);
    return j ? { nombre: j.nombre, jefe: j.recinto } : q.yo(db, await contexto(user));
  });

  handle(app, registrarLlegada, async ({ user, body, request }) => {
    const c = await contexto(user);
    anunciarEn(request, c.lugar);
    return q.registrarLlegada(db, c, body.id, clock.now().toISOString());
  });

  handle(
    app,
    reportarIncidente,
    async ({ user, previo, request }) => {
      const c = await contexto(user);
      anunciarEn(request, c.lugar);
      return recibirIncidente(recepcion(user), c, previo);
    },
    {
      status: 201,
      ...conFoto(deps, MAX_FOTO_INCIDENTE, TIPOS_FOTO_INCIDENTE, {
        tipo: M.fotoTipo,
        grande: M.fotoGrande,
      }),
    },
  );

  handle(
    app,
    enviarActa,
    async ({ user, previo, request }) => {
      const c = await contexto(user);
      anunciarActa(request, c);
      return recibirActa(recepcion(user), c, previo);
    },
    {
      status: 201,
      ...conFoto(deps, MAX_FOTO_ACTA, TIPOS_FOTO_ACTA, { tipo: MA.fotoTipo, grande: MA.fotoGrande }),
    },
  );

  handle(app, salirDelegado, async ({ request }, reply) => {
    await deleteSession(db, request.cookies[SESSION_COOKIE]);
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return undefined;
  });
}
