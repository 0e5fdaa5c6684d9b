import {
  cambiarContrasena,
  cerrarOtrasSesiones,
  cerrarSesion,
  describirNavegador,
  listarSesiones,
  MENSAJES_CUENTA,
  MENSAJES_SESIONES,
} from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { HttpError, notFound } from '../http/errors.js';
import { handle } from '../http/routing.js';
import { motivoDebil } from './fortaleza.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { deleteOtherSessions, deleteSessionNamed, SESSION_COOKIE, sessionsOf } from './sessions.js';

/** The user's own account: the password (issue 16). */
export function cuentaRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  handle(app, cambiarContrasena, async ({ body, user, request }) => {
    const fila = await db
      .selectFrom('usuarios')
      .select(['hash', 'usuario', 'nombre', 'email'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(body.actual, fila.hash))) {
      throw new HttpError(400, MENSAJES_CUENTA.actualIncorrecta);
    }
    if (body.nueva === body.actual) throw new HttpError(400, MENSAJES_CUENTA.nuevaIgual);
    const propias = [fila.usuario, fila.email, ...fila.nombre.split(/\s+/), 'comando', 'campaña', 'bolivia'];
    const motivo = await motivoDebil(body.nueva, propias);
    if (motivo) throw new HttpError(400, motivo);
    await db
      .updateTable('usuarios')
      .set({ hash: await hashPassword(body.nueva), cambiar_contrasena: 0 })
      .where('id', '=', user.id)
      .execute();
    // Whoever else holds a session of this user (a leaked password) is shut out.
    await deleteOtherSessions(db, user.id, request.cookies[SESSION_COOKIE]);
    return undefined;
  });

  handle(app, listarSesiones, async ({ user, request }) =>
    (await sessionsOf(db, user.id, request.cookies[SESSION_COOKIE])).map((f) => ({
      id: f.id,
      navegador: describirNavegador(f.navegador),
      ip: f.ip,
      creadaEn: f.creada_en,
      ultimoUso: f.ultimo_uso,
      actual: f.actual,
    })),
  );

  // Only the user's own sessions: another user's name is "not found", as a wrong one.
  handle(app, cerrarSesion, async ({ params, user }) => {
    if (!(await deleteSessionNamed(db, user.id, params.id))) throw notFound(MENSAJES_SESIONES.noEncontrada);
    return undefined;
  });

  handle(app, cerrarOtrasSesiones, async ({ user, request }) => {
    await deleteOtherSessions(db, user.id, request.cookies[SESSION_COOKIE]);
    return undefined;
  });
}
