import { setTimeout } from 'node:timers/promises';
import {
  COOKIE_HAY_SESION,
  health,
  login,
  logout,
  me,
  MENSAJES_DOS_PASOS,
  MENSAJES_GENERALES,
  MENSAJES_LOGIN,
} from '@comando/contract';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { registrar } from '../auditoria/registro.js';
import type { AppDeps } from '../deps.js';
import { HttpError } from '../http/errors.js';
import { handle } from '../http/routing.js';
import { ambitoDeFila, type AmbitoUsuario } from './ambito.js';
import { checkLogin, clearPairFailures, recordFailure } from './login-limit.js';
import { exige2fa, verificarSegundoPaso } from './dos-pasos.js';
import { dummyHash, verifyPassword } from './passwords.js';
import { createSession, deleteSession, opcionesCookieSesion, SESSION_COOKIE } from './sessions.js';

export function authRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;
  const cookieOptions = opcionesCookieSesion(deps.config);

  // Logins are recorded by hand, failures too (a request transaction would roll them back).
  const anotar = (
    request: { ip: string },
    accion: 'login' | 'login_fallido',
    usuario: string,
    id: string | null,
    ambito?: AmbitoUsuario,
  ) =>
    registrar(db, clock, {
      usuarioId: id,
      ambito,
      usuarioNombre: usuario,
      ip: request.ip,
      area: 'auth',
      accion,
      ruta: `${login.method} ${login.path}`,
      entidadId: id,
    });

  handle(app, login, async ({ body, request }, reply) => {
    const ip = request.ip;
    const verdict = await checkLogin(db, clock, deps.log, body.usuario, ip);
    if (verdict.blocked) {
      await anotar(request, 'login_fallido', body.usuario, null);
      throw new HttpError(429, MENSAJES_LOGIN.demasiadosIntentos);
    }
    // Over the per-name ceiling every attempt waits, the owner's too: slower, never locked out.
    if (verdict.slowdownMs > 0) await setTimeout(verdict.slowdownMs);
    const user = await db
      .selectFrom('usuarios')
      .selectAll()
      .where('usuario', '=', body.usuario)
      .executeTakeFirst();
    // Same work whether the user exists or not: no timing hint of valid names.
    const ok = await verifyPassword(body.contrasena, user?.hash ?? (await dummyHash()));
    if (!user || !ok || user.activo !== 1) {
      await recordFailure(db, clock, body.usuario, ip);
      await anotar(request, 'login_fallido', body.usuario, user?.id ?? null);
      throw new HttpError(401, MENSAJES_LOGIN.credencialesInvalidas);
    }
    if (user.totp_activo === 1) {
      // The password was right: ask for the code. Nothing is recorded yet, no session exists.
      if (body.codigo === undefined) return { requiere2fa: true as const };
      // A wrong code counts as a failed attempt: codes are throttled like passwords.
      if (!(await verificarSegundoPaso(db, clock, user, body.codigo))) {
        await recordFailure(db, clock, body.usuario, ip);
        await anotar(request, 'login_fallido', body.usuario, user.id);
        throw new HttpError(401, MENSAJES_DOS_PASOS.codigoInvalido);
      }
    }
    await clearPairFailures(db, body.usuario, ip);
    await db
      .updateTable('usuarios')
      .set({ ultimo_acceso: clock.now().toISOString() })
      .where('id', '=', user.id)
      .execute();
    const token = await createSession(db, clock, user.id, {
      navegador: request.headers['user-agent'] ?? null,
      ip,
    });
    void reply.setCookie(SESSION_COOKIE, token, cookieOptions);
    // Readable by the page and holding nothing secret: it only says that a session exists.
    void reply.setCookie(COOKIE_HAY_SESION, '1', { ...cookieOptions, httpOnly: false });
    const ambito = ambitoDeFila(user);
    await anotar(request, 'login', user.nombre, user.id, ambito);
    return {
      role: user.rol,
      name: user.nombre,
      email: user.email,
      cambiarContrasena: user.cambiar_contrasena === 1,
      dosPasos: user.totp_activo === 1,
      configurar2fa: user.rol === 'admin' && user.totp_activo !== 1 && (await exige2fa(db)),
      ambito: ambito.ambito,
      ambitoNombre: ambito.ambitoNombre,
      ambitoDepartamento: ambito.region,
    };
  });

  handle(
    app,
    me,
    async ({ user }) => ({
      role: user.role,
      name: user.name,
      email: user.email,
      cambiarContrasena: user.cambiarContrasena,
      dosPasos: user.dosPasos,
      configurar2fa: user.configurar2fa,
      ambito: user.ambito,
      ambitoNombre: user.ambitoNombre,
      ambitoDepartamento: user.region,
    }),
    { pequena: true },
  );

  handle(app, logout, async ({ request }, reply) => {
    await deleteSession(db, request.cookies[SESSION_COOKIE]);
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    void reply.clearCookie(COOKIE_HAY_SESION, { path: '/' });
    return undefined;
  });

  handle(app, health, async () => {
    try {
      await sql`select 1`.execute(db);
    } catch {
      throw new HttpError(503, MENSAJES_GENERALES.baseDeDatosNoDisponible);
    }
    return { status: 'ok' as const, simulacro: deps.config.simulacro === true };
  });
}
