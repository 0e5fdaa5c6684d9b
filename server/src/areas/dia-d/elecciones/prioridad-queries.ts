import type { RegionTerritorialId } from '@comando/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { sqlTerreno, type Terreno } from '../terreno.js';
import type { Lugar } from './cifras-queries.js';

type Db = Kysely<DB>;

/** The prioridad view's reads (issue 45), each restricted to the ground in SQL. */

/** A mesa of the current registry with its delegate now. */
export interface MesaActual {
  codigo: string;
  numero: number;
  habilitados: number;
  recinto: { codigo: string; nombre: string; municipio: string; departamento: RegionTerritorialId };
  delegado: { id: string; nombre: string; celular: string } | null;
}

export async function mesasActuales(
  db: Db,
  t: Terreno,
  lugar: Lugar,
  sinDelegado: boolean,
): Promise<MesaActual[]> {
  const filas = await db
    .selectFrom('dia_d_mesas as m')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
    .leftJoin('territorial_defensores as d', 'd.id', 'm.delegado_id')
    .select(['m.codigo', 'm.numero', 'm.habilitados', 'r.codigo as recinto', 'r.nombre', 'r.municipio'])
    .select(['r.departamento', 'd.id as delegado_id', 'd.nombre as delegado_nombre', 'd.celular'])
    .where(sqlTerreno(t))
    .$if(lugar.departamento !== undefined, (q) => q.where('r.departamento', '=', lugar.departamento!))
    .$if(lugar.municipio !== undefined, (q) => q.where('r.municipio', '=', lugar.municipio!))
    .$if(lugar.recinto !== undefined, (q) => q.where('r.codigo', '=', lugar.recinto!))
    .$if(sinDelegado, (q) => q.where('m.delegado_id', 'is', null))
    .execute();
  return filas.map((f) => ({
    codigo: f.codigo,
    numero: Number(f.numero),
    habilitados: Number(f.habilitados),
    recinto: {
      codigo: f.recinto,
      nombre: f.nombre,
      municipio: f.municipio,
      departamento: f.departamento as RegionTerritorialId,
    },
    delegado:
      f.delegado_id && f.delegado_nombre
        ? { id: f.delegado_id, nombre: f.delegado_nombre, celular: f.celular ?? '' }
        : null,
  }));
}

/** What the registry of an election that ended said of each mesa of the ground. */
export async function mesasEntonces(db: Db, t: Terreno) {
  const [mesas, alertas] = await Promise.all([
    db
      .selectFrom('dia_d_mesas as m')
      .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
      .leftJoin('dia_d_mesa_acta as ma', 'ma.mesa_codigo', 'm.codigo')
      .select(['m.codigo', 'm.delegado_id', 'ma.acta_id', 'ma.estado'])
      .where(sqlTerreno(t))
      .execute(),
    db
      .selectFrom('dia_d_alertas as al')
      .innerJoin('dia_d_mesas as m', 'm.codigo', 'al.mesa_codigo')
      .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
      .select('al.mesa_codigo')
      .distinct()
      .where(sqlTerreno(t))
      .execute(),
  ]);
  return {
    mesas: new Map(
      mesas.map((m) => [
        m.codigo,
        { conDelegado: m.delegado_id !== null, actaId: m.acta_id, estado: m.estado },
      ]),
    ),
    conAlerta: new Set(alertas.map((a) => a.mesa_codigo)),
  };
}
