import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { figurasDe } from './actas-queries.js';

type Db = Kysely<DB>;

/**
 * The count's running totals (`dia_d_totales`): per department and state of the current acta,
 * the votes of each party (keyed by its sigla) and these sums (keys no sigla can take).
 */
export const TOTAL = {
  actas: '#actas',
  blancos: '#blancos',
  nulos: '#nulos',
  habilitados: '#habilitados',
} as const;

/** Adds (signo 1) or takes out (signo -1) one acta's figures from its department and state. */
export async function moverTotales(
  db: Db,
  departamento: string,
  habilitados: number,
  actaId: string,
  estado: string,
  signo: 1 | -1,
) {
  const f = await figurasDe(db, actaId);
  const valores: [string, number][] = [
    [TOTAL.actas, 1],
    [TOTAL.blancos, f.blancos],
    [TOTAL.nulos, f.nulos],
    [TOTAL.habilitados, habilitados],
    ...Object.entries(f.votos),
  ];
  await db
    .insertInto('dia_d_totales')
    .values(valores.map(([clave, valor]) => ({ departamento, estado, clave, valor: signo * valor })))
    .onConflict((oc) =>
      oc
        .columns(['departamento', 'estado', 'clave'])
        .doUpdateSet((eb) => ({ valor: eb('dia_d_totales.valor', '+', eb.ref('excluded.valor')) })),
    )
    .execute();
}

/** The running totals: a few rows per department and state, whatever the number of actas. */
export async function leerTotales(db: Db) {
  return db.selectFrom('dia_d_totales').select(['departamento', 'estado', 'clave', 'valor']).execute();
}

/**
 * Rebuilds the count's totals from the actas themselves (a repair, and the check that the
 * running totals never drift: a test compares both).
 */
export async function recalcularTotales(db: Db): Promise<void> {
  await db.deleteFrom('dia_d_totales').execute();
  await sql`
    insert into dia_d_totales (departamento, estado, clave, valor)
    select ma.departamento, ma.estado, v.sigla, sum(v.votos)
      from dia_d_mesa_acta ma join dia_d_acta_votos v on v.acta_id = ma.acta_id
      group by ma.departamento, ma.estado, v.sigla
    union all
    select ma.departamento, ma.estado, ${TOTAL.actas}, count(*)
      from dia_d_mesa_acta ma group by ma.departamento, ma.estado
    union all
    select ma.departamento, ma.estado, ${TOTAL.blancos}, sum(a.blancos)
      from dia_d_mesa_acta ma join dia_d_actas a on a.id = ma.acta_id group by ma.departamento, ma.estado
    union all
    select ma.departamento, ma.estado, ${TOTAL.nulos}, sum(a.nulos)
      from dia_d_mesa_acta ma join dia_d_actas a on a.id = ma.acta_id group by ma.departamento, ma.estado
    union all
    select ma.departamento, ma.estado, ${TOTAL.habilitados}, sum(ma.habilitados)
      from dia_d_mesa_acta ma group by ma.departamento, ma.estado`.execute(db);
}
