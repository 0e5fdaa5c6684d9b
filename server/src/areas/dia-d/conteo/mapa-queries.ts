import type { PuntoRecinto } from '@comando/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { sqlTerreno, type Terreno } from '../terreno.js';

/** The recintos of the ground with a place, with their mesas, actas received and verified. */
export async function recintosConLugar(db: Kysely<DB>, t: Terreno): Promise<PuntoRecinto[]> {
  const filas = await db
    .selectFrom('dia_d_recintos as r')
    .innerJoin('dia_d_mesas as m', 'm.recinto_codigo', 'r.codigo')
    .leftJoin('dia_d_mesa_acta as ma', 'ma.mesa_codigo', 'm.codigo')
    .where('r.lat', 'is not', null)
    .where('r.lon', 'is not', null)
    .where(sqlTerreno(t))
    .groupBy(['r.codigo', 'r.nombre', 'r.departamento', 'r.municipio', 'r.lat', 'r.lon'])
    .orderBy('r.codigo')
    .select((eb) => [
      'r.codigo',
      'r.nombre',
      'r.departamento',
      'r.municipio',
      'r.lat',
      'r.lon',
      eb.fn.countAll().as('mesas'),
      eb.fn.count('ma.acta_id').as('recibidas'),
      eb.fn.count(eb.case().when('ma.estado', '=', 'verificada').then(1).end()).as('verificadas'),
    ])
    .execute();
  return filas.map((f) => ({
    codigo: f.codigo,
    nombre: f.nombre,
    departamento: f.departamento,
    municipio: f.municipio,
    lat: Number(f.lat),
    lon: Number(f.lon),
    mesas: Number(f.mesas),
    recibidas: Number(f.recibidas),
    verificadas: Number(f.verificadas),
  }));
}
