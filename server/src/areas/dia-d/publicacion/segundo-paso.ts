import { MENSAJES_DOS_PASOS, MENSAJES_LOGIN, MENSAJES_PUBLICACION as M } from '@comando/contract';
import { cuentaDosPasos } from '../../../auth/dos-pasos-queries.js';
import { verificarSegundoPaso } from '../../../auth/dos-pasos.js';
import { checkLogin, recordFailure } from '../../../auth/login-limit.js';
import type { SessionUser } from '../../../auth/sessions.js';
import type { AppDeps } from '../../../deps.js';
import { HttpError } from '../../../http/errors.js';

/**
 * Publishing is confirmed with the second factor again (issue 46), checked as the login's second
 * step: a current TOTP code (good once) or an unused recovery code (spent now), and a wrong one
 * counts as a failed login of that user from that address, so codes are throttled alike. Run
 * before the request's transaction (`antes`): a failure stays counted though the request fails.
 */
export async function confirmarSegundoPaso(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log'>,
  user: SessionUser,
  ip: string,
  codigo: string | undefined,
): Promise<void> {
  const { db, clock } = deps;
  const cuenta = await cuentaDosPasos(db, user.id);
  if (cuenta.totp_activo !== 1) throw new HttpError(403, M.sinDosPasos);
  if (codigo === undefined) throw new HttpError(400, MENSAJES_DOS_PASOS.codigoRequerido);
  if ((await checkLogin(db, clock, deps.log, user.usuario, ip)).blocked)
    throw new HttpError(429, MENSAJES_LOGIN.demasiadosIntentos);
  if (!(await verificarSegundoPaso(db, clock, cuenta, codigo))) {
    await recordFailure(db, clock, user.usuario, ip);
    throw new HttpError(400, MENSAJES_DOS_PASOS.codigoInvalido);
  }
}
