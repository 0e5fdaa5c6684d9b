import { fillPath, fotoActa, type VotosMesa } from '@comando/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { esNacional, sqlTerreno, type Terreno } from '../terreno.js';
import type { MesaRegistro } from './comparacion.js';

type Db = Kysely<DB>;

/**
 * The reads of the comparison (issue 29), each restricted to the ground in SQL: the registry's
 * mesas, our verified actas with their votes, and each mesa's current official figures. A few
 * queries over whole tables, no query per mesa: 34.000 mesas compare in well under a second.
 */

/** The candidatura compared: PRESIDENTE when imported, else the latest snapshot's; and that snapshot. */
export async function instantaneaComparada(db: Db) {
  const presidente = await db
    .selectFrom('dia_d_oficial_instantaneas')
    .select(['id', 'fecha', 'candidatura'])
    .where('candidatura', '=', 'PRESIDENTE')
    .orderBy('fecha', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return (
    presidente ??
    (await db
      .selectFrom('dia_d_oficial_instantaneas')
      .select(['id', 'fecha', 'candidatura'])
      .orderBy('fecha', 'desc')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst())
  );
}

export async function mesasDelTerreno(db: Db, t: Terreno): Promise<MesaRegistro[]> {
  const filas = await db
    .selectFrom('dia_d_mesas as m')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
    .select(['m.codigo', 'm.numero', 'r.nombre', 'r.municipio', 'r.departamento'])
    .where(sqlTerreno(t))
    .execute();
  return filas.map((f) => ({
    codigo: f.codigo,
    numero: Number(f.numero),
    recinto: f.nombre,
    municipio: f.municipio,
    departamento: f.departamento,
  }));
}

/**
 * Our figures: the mesas of the ground whose current acta is verified. Nationally the registry
 * is not joined (every acta is inside): 170.000 vote rows read in half the time.
 */
export async function actasVerificadas(db: Db, t: Terreno) {
  const enTerreno = db
    .selectFrom('dia_d_mesas as m')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
    .select('m.codigo')
    .where(sqlTerreno(t));
  // Both at once: on PostgreSQL they run on two connections of the pool.
  const [actas, votos] = await Promise.all([
    db
      .selectFrom('dia_d_mesa_acta as ma')
      .innerJoin('dia_d_actas as a', 'a.id', 'ma.acta_id')
      .select(['ma.mesa_codigo', 'ma.acta_id', 'a.blancos', 'a.nulos'])
      .where('ma.estado', '=', 'verificada')
      .$if(!esNacional(t), (q) => q.where('ma.mesa_codigo', 'in', enTerreno))
      .execute(),
    db
      .selectFrom('dia_d_mesa_acta as ma')
      .innerJoin('dia_d_acta_votos as v', 'v.acta_id', 'ma.acta_id')
      .select(['ma.mesa_codigo', 'v.sigla', 'v.votos'])
      .where('ma.estado', '=', 'verificada')
      .$if(!esNacional(t), (q) => q.where('ma.mesa_codigo', 'in', enTerreno))
      .execute(),
  ]);
  const de = new Map<string, VotosMesa & { fotoUrl: string }>();
  for (const a of actas)
    de.set(a.mesa_codigo, {
      votos: {},
      blancos: Number(a.blancos),
      nulos: Number(a.nulos),
      fotoUrl: fillPath(fotoActa.path, { id: a.acta_id }),
    });
  for (const v of votos) {
    const m = de.get(v.mesa_codigo);
    if (m) m.votos[v.sigla] = Number(v.votos);
  }
  return de;
}

/** The official figures of the ground's mesas: each one's current row for the candidatura. */
export async function oficialesDelTerreno(db: Db, t: Terreno, candidatura: string) {
  const filas = await db
    .selectFrom('dia_d_oficial_actual as oa')
    .innerJoin('dia_d_oficial_mesas as om', (j) =>
      j.onRef('om.instantanea_id', '=', 'oa.instantanea_id').onRef('om.mesa_codigo', '=', 'oa.mesa_codigo'),
    )
    .innerJoin('dia_d_mesas as m', 'm.codigo', 'oa.mesa_codigo')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
    .select(['oa.mesa_codigo', 'om.votos', 'om.blancos', 'om.nulos'])
    .where('oa.candidatura', '=', candidatura)
    .where(sqlTerreno(t))
    .execute();
  return new Map<string, VotosMesa>(
    filas.map((f) => [
      f.mesa_codigo,
      {
        votos: JSON.parse(f.votos) as Record<string, number>,
        blancos: Number(f.blancos),
        nulos: Number(f.nulos),
      },
    ]),
  );
}

/**
 * On PostgreSQL, where no data version is kept in the process (other instances write too): a
 * fingerprint of what the comparison reads, in one cheap query. New actas and versions, a
 * verification or settlement (its time), a snapshot, the registry's size and the ballot change it.
 */
export async function huellaComparacion(db: Db): Promise<string> {
  const { rows } = await sql<Record<string, unknown>>`
    select
      (select count(*) from dia_d_mesas) as mesas,
      (select count(*) from dia_d_recintos) as recintos,
      (select count(*) from dia_d_actas) as actas,
      (select count(*) from dia_d_mesa_acta where estado = 'verificada') as verificadas,
      (select max(cerrada_en) from dia_d_mesa_acta) as cerrada,
      (select count(*) from dia_d_oficial_instantaneas) as instantaneas,
      (select max(fecha) from dia_d_oficial_instantaneas) as oficial,
      (select coalesce(sum((orden + 1) * (nuestro + 1)), 0) from dia_d_partidos) as papeleta`.execute(db);
  return JSON.stringify(rows[0] ?? {});
}
