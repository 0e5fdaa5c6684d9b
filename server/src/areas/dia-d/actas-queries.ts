import type { Acta, EstadoActa, FigurasActa, Partido } from '@comando/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB>;

/** Reading actas: the ballot, an acta with its votes, a mesa's current acta. */

export async function partidosDeLaPapeleta(db: Db): Promise<Partido[]> {
  return db.selectFrom('dia_d_partidos').select(['sigla', 'nombre', 'color']).orderBy('orden').execute();
}

async function votosDe(db: Db, actaId: string): Promise<Record<string, number>> {
  const filas = await db
    .selectFrom('dia_d_acta_votos')
    .select(['sigla', 'votos'])
    .where('acta_id', '=', actaId)
    .execute();
  return Object.fromEntries(filas.map((f) => [f.sigla, Number(f.votos)]));
}

export async function figurasDe(db: Db, actaId: string): Promise<FigurasActa> {
  const a = await db
    .selectFrom('dia_d_actas')
    .select(['blancos', 'nulos'])
    .where('id', '=', actaId)
    .executeTakeFirstOrThrow();
  return { votos: await votosDe(db, actaId), blancos: Number(a.blancos), nulos: Number(a.nulos) };
}

export async function leerActa(db: Db, id: string): Promise<Acta> {
  const a = await db
    .selectFrom('dia_d_actas as a')
    // Through the mesa (the table's key): `acta_id` has no index, and with 33.000 actas in
    // a join on it alone read the whole table for every acta answered (issue 20's bench).
    .leftJoin('dia_d_mesa_acta as ma', (j) =>
      j.onRef('ma.mesa_codigo', '=', 'a.mesa_codigo').onRef('ma.acta_id', '=', 'a.id'),
    )
    .select([
      'a.id',
      'a.mesa_codigo',
      'a.version',
      'a.blancos',
      'a.nulos',
      'a.alerta',
      'a.creada_en',
      'ma.estado',
    ])
    .where('a.id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    id: a.id,
    mesa: a.mesa_codigo,
    version: Number(a.version),
    // A version that is no longer the mesa's current one stays as it was received.
    estado: (a.estado ?? 'recibida') as EstadoActa,
    votos: await votosDe(db, a.id),
    blancos: Number(a.blancos),
    nulos: Number(a.nulos),
    alertaParticipacion: Number(a.alerta) === 1,
    recibidaEn: a.creada_en,
  };
}

/** The current acta of a mesa, or null before the first one arrives. */
export async function actaDeMesa(db: Db, mesa: string): Promise<Acta | null> {
  const fila = await db
    .selectFrom('dia_d_mesa_acta')
    .select('acta_id')
    .where('mesa_codigo', '=', mesa)
    .executeTakeFirst();
  return fila ? leerActa(db, fila.acta_id) : null;
}
