import {
  errorDeFiguras,
  MENSAJES_ACTAS as MA,
  PARTICIPACION_ALERTA,
  totalDeFiguras,
  type EstadoActa,
  type FigurasActa,
} from '@comando/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { badRequest, HttpError } from '../../../http/errors.js';
import * as q from './versiones-queries.js';
import { figurasDe } from './queries.js';
import { partidosDeLaPapeleta } from '../registro/index.js';
import { aplicarReglas } from '../reglas/index.js';
import { moverTotales } from '../conteo/index.js';

type Db = Kysely<DB>;

/**
 * A mesa's acta changes by versions: the delegate's, then a supervisor's settlement. Every
 * version is kept; the current one and its state move the count's running totals.
 */

/**
 * Figures checked against the ballot and the mesa's habilitados (400 with the reason): the
 * mesa's habilitados and where it lies, which a new version needs again (`DatosVersion`).
 * `conocido`: those two, when the caller read them in this transaction (not read again).
 */
export async function comprobar(
  db: Db,
  f: FigurasActa,
  mesa: string,
  conocido?: q.LugarYHabilitados,
): Promise<q.LugarYHabilitados> {
  const siglas = (await partidosDeLaPapeleta(db)).map((p) => p.sigla);
  if (siglas.length === 0) throw new HttpError(409, MA.sinPartidos);
  const lugar = conocido ?? (await q.lugarDeMesa(db, mesa));
  const error = errorDeFiguras(f, siglas, lugar.habilitados);
  if (error) throw badRequest(error);
  return lugar;
}

/** `lugar`: where the mesa lies, when the caller read it in this transaction (not read again). */
type DatosVersion = Omit<q.VersionNueva, 'alerta'> & { habilitados: number; lugar?: q.LugarMesa };

/** What a new version left: where the mesa lies, the version's number and its participation alert. */
interface VersionGuardada {
  lugar: q.LugarMesa;
  version: number;
  alerta: boolean;
}

/** A new version (checked figures) becomes the mesa's current acta in `estado`, then goes through the rules. */
export async function nuevaVersion(
  db: Db,
  datos: DatosVersion,
  estado: EstadoActa,
  cerrada?: { por: string; en: string },
): Promise<VersionGuardada> {
  const guardada = await guardarVersionEnLugar(db, datos, estado, cerrada);
  await aplicarReglas(db, { ...datos, version: guardada.version });
  return guardada;
}

/** `nuevaVersion` without the rules (the rules bench's baseline); the version's number. */
export async function guardarVersion(
  db: Db,
  datos: DatosVersion,
  estado: EstadoActa,
  cerrada?: { por: string; en: string },
): Promise<number> {
  return (await guardarVersionEnLugar(db, datos, estado, cerrada)).version;
}

/** Stores the version and makes it the mesa's current acta: its number and where the mesa lies. */
async function guardarVersionEnLugar(
  db: Db,
  datos: DatosVersion,
  estado: EstadoActa,
  cerrada?: { por: string; en: string },
): Promise<VersionGuardada> {
  const { habilitados, lugar: conocido, ...version } = datos;
  const alerta = totalDeFiguras(datos.figuras) > PARTICIPACION_ALERTA * habilitados;
  const numero = await q.insertarVersion(db, { ...version, alerta });
  const lugar = await ponerEstado(
    db,
    datos.mesa,
    datos.id,
    estado,
    cerrada,
    datos.figuras,
    conocido && { ...conocido, habilitados },
  );
  return { version: numero, lugar, alerta };
}

/**
 * `actaId` becomes the mesa's current acta in `estado`; the totals move out of the old state
 * into the new. Answers where the mesa lies (the ground of the change, for live events).
 * `figuras`: the acta's, when the caller has them at hand (a version just stored): not read again;
 * `conocido`: the mesa's place and habilitados, likewise.
 */
export async function ponerEstado(
  db: Db,
  mesa: string,
  actaId: string,
  estado: EstadoActa,
  cerrada?: { por: string; en: string },
  figuras?: FigurasActa,
  conocido?: q.LugarYHabilitados,
): Promise<q.LugarMesa> {
  const { habilitados, ...lugar } = conocido ?? (await q.lugarDeMesa(db, mesa));
  const previo = await q.actualDeMesa(db, mesa);
  await q.fijarActual(
    db,
    { codigo: mesa, departamento: lugar.departamento, habilitados },
    actaId,
    estado,
    cerrada,
  );
  if (previo?.acta_id === actaId && previo.estado === estado) return lugar;
  if (previo) {
    await moverTotales(db, lugar, habilitados, previo.estado, -1, await figurasDe(db, previo.acta_id));
  }
  await moverTotales(db, lugar, habilitados, estado, 1, figuras ?? (await figurasDe(db, actaId)));
  return lugar;
}
