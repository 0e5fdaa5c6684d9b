/**
 * The Día D window: the election date (Estrategia's Día D data) and the days around it when the
 * phone pages work. Who is behind a phone's session, inside it, is the delegates' (delegados/sesion.ts).
 */
import { dentroDeVentana, FECHA_ELECCION_INICIAL, MENSAJES_DIA_D as M } from '@comando/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';

type Db = Kysely<DB>;

/** The election date as stored in Estrategia's Día D data, or the initial one while none is. */
export const fechaGuardada = (fecha: string | null | undefined): string => fecha ?? FECHA_ELECCION_INICIAL;

/** The election date the Día D window hangs on (Estrategia's Día D data). */
export async function fechaEleccion(db: Db): Promise<string> {
  const fila = await db.selectFrom('estrategia_diad').select('fecha_eleccion').executeTakeFirst();
  return fechaGuardada(fila?.fecha_eleccion);
}

/** The phone page works only inside the Día D window around the election date (403 outside). */
export async function exigirVentana(db: Db, clock: Clock): Promise<void> {
  if (!dentroDeVentana(await fechaEleccion(db), clock.now())) throw new HttpError(403, M.fueraDeFecha);
}
