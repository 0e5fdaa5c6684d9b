import type { Partido } from '@comando/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { plantilla } from '../../../performance/statement-templates.js';

type Db = Kysely<DB>;

/** The ballot: its parties in their order, and its write (fixed once actas arrive). */

/** The ballot in its order (read with every acta: a template, performance/statement-templates.ts). */
const papeleta = plantilla((db: Db) =>
  db.selectFrom('dia_d_partidos').select(['sigla', 'nombre', 'color', 'nuestro']).orderBy('orden'),
);

export async function partidosDeLaPapeleta(db: Db): Promise<Partido[]> {
  const filas = await papeleta.filas(db);
  return filas.map((p) => ({ ...p, nuestro: Number(p.nuestro) === 1 }));
}

/** Once actas arrive, their votes name the ballot's parties: the ballot is fixed. */
export async function hayActas(db: Db): Promise<boolean> {
  return (await db.selectFrom('dia_d_actas').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export async function reemplazarPartidos(db: Db, partidos: Partido[]): Promise<Partido[]> {
  await db.deleteFrom('dia_d_partidos').execute();
  await db
    .insertInto('dia_d_partidos')
    .values(
      partidos.map((p, orden) => ({ ...p, color: p.color.toLowerCase(), orden, nuestro: p.nuestro ? 1 : 0 })),
    )
    .execute();
  return partidosDeLaPapeleta(db);
}
