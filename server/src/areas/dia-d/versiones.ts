import {
  errorDeFiguras,
  MENSAJES_ACTAS as MA,
  PARTICIPACION_ALERTA,
  totalDeFiguras,
  type EstadoActa,
  type FigurasActa,
} from '@comando/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { badRequest, HttpError } from '../../http/errors.js';
import { partidosDeLaPapeleta } from './actas-queries.js';
import { moverTotales } from './totales-queries.js';
import * as q from './versiones-queries.js';

type Db = Kysely<DB>;

/**
 * A mesa's acta changes by versions: the delegate's, then a supervisor's settlement. Every
 * version is kept; the current one and its state move the count's running totals.
 */

/** Figures checked against the ballot and the mesa's habilitados (400 with the reason); its habilitados. */
export async function comprobar(db: Db, f: FigurasActa, mesa: string): Promise<number> {
  const siglas = (await partidosDeLaPapeleta(db)).map((p) => p.sigla);
  if (siglas.length === 0) throw new HttpError(409, MA.sinPartidos);
  const habilitados = await q.habilitadosDeMesa(db, mesa);
  const error = errorDeFiguras(f, siglas, habilitados);
  if (error) throw badRequest(error);
  return habilitados;
}

/** A new version (checked figures) becomes the mesa's current acta in `estado`. */
export async function nuevaVersion(
  db: Db,
  datos: Omit<q.VersionNueva, 'alerta'> & { habilitados: number },
  estado: EstadoActa,
  cerrada?: { por: string; en: string },
): Promise<q.LugarMesa> {
  const { habilitados, ...version } = datos;
  const alerta = totalDeFiguras(datos.figuras) > PARTICIPACION_ALERTA * habilitados;
  await q.insertarVersion(db, { ...version, alerta });
  return ponerEstado(db, datos.mesa, datos.id, estado, cerrada);
}

/**
 * `actaId` becomes the mesa's current acta in `estado`; the totals move out of the old state
 * into the new. Answers where the mesa lies (the ground of the change, for live events).
 */
export async function ponerEstado(
  db: Db,
  mesa: string,
  actaId: string,
  estado: EstadoActa,
  cerrada?: { por: string; en: string },
): Promise<q.LugarMesa> {
  const { habilitados, ...lugar } = await q.lugarDeMesa(db, mesa);
  const previo = await q.actualDeMesa(db, mesa);
  await q.fijarActual(
    db,
    { codigo: mesa, departamento: lugar.departamento, habilitados },
    actaId,
    estado,
    cerrada,
  );
  if (previo?.acta_id === actaId && previo.estado === estado) return lugar;
  if (previo) await moverTotales(db, lugar, habilitados, previo.acta_id, previo.estado, -1);
  await moverTotales(db, lugar, habilitados, actaId, estado, 1);
  return lugar;
}
