import { dentroDeVentana, MENSAJES_DIA_D as M, MENSAJES_JEFE as MJ } from '@comando/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../../clock.js';
import type { DB } from '../../../db/schema.js';
import { HttpError } from '../../../http/errors.js';
import { exigirVentana, fechaEleccion } from '../ventana.js';
import { contextoDelegado, delegadoDeSesion, type ContextoDelegado } from './delegado-queries.js';
import { contextoJefe, type ContextoJefe } from './jefe-queries.js';

type Db = Kysely<DB>;

/** Who is behind a phone's session, inside the Día D window (403 outside it): a delegate, a recinto chief. */

/** The delegate behind a session and their mesa, inside the Día D window (checked first). */
export async function contextoEnVentana(db: Db, clock: Clock, usuarioId: string): Promise<ContextoDelegado> {
  const d = await delegadoDeSesion(db, usuarioId);
  // A session that is not a delegate's reads the date on its own.
  if (!dentroDeVentana(d ? d.fechaEleccion : await fechaEleccion(db), clock.now())) {
    throw new HttpError(403, M.fueraDeFecha);
  }
  if (!d) throw new HttpError(403, M.codigoInvalido);
  return d.contexto();
}

/** Issue 28: the recinto chief behind a session, inside the window (403 to a delegate's session). */
export async function jefeEnVentana(db: Db, clock: Clock, usuarioId: string): Promise<ContextoJefe> {
  await exigirVentana(db, clock);
  const j = await contextoJefe(db, usuarioId);
  if (!j) throw new HttpError(403, MJ.noEsJefe);
  return j;
}

/** The defender behind a phone session, a delegate or a recinto chief (their inbox is theirs). */
export async function defensorEnVentana(db: Db, clock: Clock, usuarioId: string): Promise<string> {
  await exigirVentana(db, clock);
  const j = await contextoJefe(db, usuarioId);
  return j ? j.defensorId : (await contextoDelegado(db, usuarioId)).defensorId;
}
