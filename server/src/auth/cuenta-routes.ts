import { cambiarContrasena, MENSAJES_CUENTA } from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { HttpError } from '../http/errors.js';
import { handle } from '../http/routing.js';
import { motivoDebil } from './fortaleza.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { deleteOtherSessions, SESSION_COOKIE } from './sessions.js';

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
}
