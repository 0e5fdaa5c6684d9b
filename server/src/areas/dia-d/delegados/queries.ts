import {
  MENSAJES_DIA_D as M,
  MENSAJES_TERRENO as MT,
  type Mesa,
  type ResultadoAsignacion,
} from '@comando/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { HttpError, notFound } from '../../../http/errors.js';
import type { Rechazo } from '../csv.js';
import { digitos, type FilaAsignacion } from './csv.js';
import { revocar as revocarJefe } from './jefe-queries.js';
import { esNacional, sqlDefensorEnTerreno, sqlTerreno, type Terreno } from '../terreno.js';
import { obtenerMesa } from '../registro/index.js';

type Db = Kysely<DB> | Transaction<DB>;

/** Queries of the delegates' assignment: a defender on a mesa, a recinto's chief, the bulk CSV, the list. */

/** A defender inside the ground (issue 27: one outside it is not found, like a missing one). */
export async function defensor(db: Db, id: string, t: Terreno) {
  return db
    .selectFrom('territorial_defensores as d')
    .select(['d.id', 'd.region_id', 'd.nombre', 'd.celular', 'd.email'])
    .where('d.id', '=', id)
    .where(sqlDefensorEnTerreno(t))
    .executeTakeFirst();
}

/**
 * Puts a defender on a mesa of their own department (or takes the mesa's delegate
 * off with null). A defender holds one mesa: a new assignment moves them. The
 * defender's `Casilla` becomes the mesa's code; a new delegate has not checked in.
 */
export async function asignarDelegado(
  db: Kysely<DB>,
  codigo: string,
  defensorId: string | null,
  t: Terreno,
): Promise<Mesa> {
  await db.transaction().execute(async (trx) => {
    const mesa = await trx
      .selectFrom('dia_d_mesas as m')
      .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
      .select(['m.codigo', 'm.delegado_id', 'r.departamento'])
      .where('m.codigo', '=', codigo)
      .where(sqlTerreno(t))
      .executeTakeFirst();
    if (!mesa) throw notFound(M.mesaNoEncontrada);
    if (mesa.delegado_id === defensorId) return;
    if (defensorId !== null) {
      const d = await defensor(trx, defensorId, t);
      if (!d) throw notFound(M.defensorNoEncontrado);
      if (d.region_id !== mesa.departamento) throw new HttpError(409, M.otroDepartamento);
      await quitarDeMesas(trx, defensorId);
    }
    if (mesa.delegado_id !== null) await quitarDeMesas(trx, mesa.delegado_id);
    await trx
      .updateTable('dia_d_mesas')
      .set({ delegado_id: defensorId, llegada_en: null, llegada_id: null })
      .where('codigo', '=', codigo)
      .execute();
    if (defensorId !== null) {
      await trx
        .updateTable('territorial_defensores')
        .set({ casilla: codigo })
        .where('id', '=', defensorId)
        .execute();
    }
  });
  return (await obtenerMesa(db, codigo))!;
}

async function quitarDeMesas(trx: Db, defensorId: string) {
  await trx
    .updateTable('dia_d_mesas')
    .set({ delegado_id: null, llegada_en: null, llegada_id: null })
    .where('delegado_id', '=', defensorId)
    .execute();
  await trx
    .updateTable('territorial_defensores')
    .set({ casilla: null })
    .where('id', '=', defensorId)
    .execute();
}

export async function asignarJefeRecinto(
  db: Kysely<DB>,
  codigo: string,
  defensorId: string | null,
  t: Terreno,
) {
  const r = await db
    .selectFrom('dia_d_recintos as r')
    .selectAll()
    .where('r.codigo', '=', codigo)
    .where(sqlTerreno(t))
    .executeTakeFirst();
  if (!r) throw notFound(M.recintoNoEncontrado);
  let jefe: { id: string; nombre: string; celular: string } | null = null;
  if (defensorId !== null) {
    const d = await defensor(db, defensorId, t);
    if (!d) throw notFound(M.defensorNoEncontrado);
    if (d.region_id !== r.departamento) throw new HttpError(409, M.otroDepartamento);
    jefe = { id: d.id, nombre: d.nombre, celular: d.celular };
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('dia_d_recintos')
      .set({ jefe_id: defensorId })
      .where('codigo', '=', codigo)
      .execute();
    // Issue 28: the previous chief's phone access ends with their post.
    if (r.jefe_id !== defensorId) await revocarJefe(trx, codigo);
  });
  return {
    codigo: r.codigo,
    nombre: r.nombre,
    municipio: r.municipio,
    departamento: r.departamento as Mesa['recinto']['departamento'],
    jefe,
  };
}

/** Phones compare by their last eight digits (a Bolivian mobile; +591 or not). */
const claveTelefono = (t: string) => digitos(t).slice(-8);

/**
 * Bulk assignment `telefono;codigo_mesa`: dry run or apply (each line as `asignarDelegado`).
 * A scoped user's lines are read against their ground only: a mesa outside it is refused as
 * not in the registry of their ground, a defender outside it as an unknown phone.
 */
export async function importarDelegados(
  db: Kysely<DB>,
  leido: { filas: FilaAsignacion[]; rechazadas: Rechazo[] },
  aplicar: boolean,
  t: Terreno,
): Promise<ResultadoAsignacion> {
  const [defensores, mesas] = await Promise.all([
    db
      .selectFrom('territorial_defensores as d')
      .select(['d.id', 'd.region_id', 'd.celular'])
      .where(sqlDefensorEnTerreno(t))
      .execute(),
    db
      .selectFrom('dia_d_mesas as m')
      .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
      .select(['m.codigo', 'm.delegado_id', 'r.departamento'])
      .where('m.codigo', 'in', leido.filas.length ? leido.filas.map((f) => f.codigoMesa) : [''])
      .where(sqlTerreno(t))
      .execute(),
  ]);
  const porTelefono = new Map<string, typeof defensores>();
  for (const d of defensores) {
    const k = claveTelefono(d.celular);
    porTelefono.set(k, [...(porTelefono.get(k) ?? []), d]);
  }
  const mesaPorCodigo = new Map(mesas.map((m) => [m.codigo, m]));
  const rechazadas = [...leido.rechazadas];
  const validas: { codigo: string; defensorId: string }[] = [];
  const defensorEnLinea = new Map<string, number>();
  const mesaEnLinea = new Map<string, number>();
  let sinCambios = 0;
  for (const f of leido.filas) {
    const candidatos = porTelefono.get(claveTelefono(f.telefono)) ?? [];
    const m = mesaPorCodigo.get(f.codigoMesa);
    const rechazar = (motivo: string) => rechazadas.push({ linea: f.linea, motivo });
    if (candidatos.length === 0 || claveTelefono(f.telefono).length < 7)
      rechazar(esNacional(t) ? M.telefonoDesconocido(f.telefono) : MT.telefonoFueraDeTerreno(f.telefono));
    else if (candidatos.length > 1) rechazar(M.telefonoAmbiguo(f.telefono));
    else if (!m)
      rechazar(esNacional(t) ? M.mesaDesconocida(f.codigoMesa) : MT.mesaFueraDeTerreno(f.codigoMesa));
    else if (candidatos[0]!.region_id !== m.departamento) rechazar(M.otroDepartamento);
    else if (defensorEnLinea.has(candidatos[0]!.id))
      rechazar(M.defensorDuplicado(defensorEnLinea.get(candidatos[0]!.id)!));
    else if (mesaEnLinea.has(m.codigo)) rechazar(M.mesaDuplicada(mesaEnLinea.get(m.codigo)!));
    else {
      defensorEnLinea.set(candidatos[0]!.id, f.linea);
      mesaEnLinea.set(m.codigo, f.linea);
      if (m.delegado_id === candidatos[0]!.id) sinCambios++;
      else validas.push({ codigo: m.codigo, defensorId: candidatos[0]!.id });
    }
  }
  rechazadas.sort((a, b) => a.linea - b.linea);
  if (aplicar) for (const v of validas) await asignarDelegado(db, v.codigo, v.defensorId, t);
  return { asignar: validas.length, sinCambios, rechazadas, aplicado: aplicar };
}

/** Territorial defenders with their mesa and whether they hold an access code. */
export async function listarDefensores(db: Db, t: Terreno, departamento?: string) {
  const filas = await db
    .selectFrom('territorial_defensores as d')
    .leftJoin('dia_d_mesas as m', 'm.delegado_id', 'd.id')
    .leftJoin('dia_d_accesos as a', 'a.defensor_id', 'd.id')
    .select(['d.id', 'd.nombre', 'd.celular', 'd.region_id', 'm.codigo as mesa', 'a.defensor_id as acceso'])
    .where(sqlDefensorEnTerreno(t))
    .$if(departamento !== undefined, (qb) => qb.where('d.region_id', '=', departamento!))
    .orderBy('d.nombre')
    .orderBy('d.id')
    .execute();
  return filas.map((f) => ({
    id: f.id,
    nombre: f.nombre,
    celular: f.celular,
    departamento: f.region_id,
    mesa: f.mesa,
    acceso: f.acceso !== null,
  }));
}
