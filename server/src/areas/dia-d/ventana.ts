import { dentroDeVentana, MENSAJES_DIA_D as M } from '@comando/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { contextoDelegado, fechaEleccion, type ContextoDelegado } from './delegado-queries.js';

type Db = Kysely<DB>;

/** The phone page works only inside the Día D window around the election date (403 outside). */
export async function exigirVentana(db: Db, clock: Clock): Promise<void> {
  if (!dentroDeVentana(await fechaEleccion(db), clock.now())) throw new HttpError(403, M.fueraDeFecha);
}

/** The delegate behind a session and their mesa, inside the Día D window. */
export async function contextoEnVentana(db: Db, clock: Clock, usuarioId: string): Promise<ContextoDelegado> {
  await exigirVentana(db, clock);
  return contextoDelegado(db, usuarioId);
}
