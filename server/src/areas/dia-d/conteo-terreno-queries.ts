import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { sqlTerreno, type Terreno } from './terreno.js';
import { TOTAL } from './totales-queries.js';

type Db = Kysely<DB>;

/**
 * The count's totals of a scoped ground (issue 27), in the rows `dia_d_totales` holds (per
 * department, acta state and key): a department's are its running totals; a municipio's or a
 * recinto's an indexed aggregate over their own mesas' current actas (registry index by
 * place, then each mesa's acta by key), never a read of the whole table.
 */
export async function totalesDeTerreno(
  db: Db,
  t: Exclude<Terreno, { nivel: 'nacional' }>,
): Promise<{ departamento: string; estado: string; clave: string; valor: number }[]> {
  if (t.nivel === 'departamento') {
    return db
      .selectFrom('dia_d_totales')
      .select(['departamento', 'estado', 'clave', 'valor'])
      .where('departamento', '=', t.departamento)
      .execute();
  }
  const actas = () =>
    db
      .selectFrom('dia_d_recintos as r')
      .innerJoin('dia_d_mesas as m', 'm.recinto_codigo', 'r.codigo')
      .innerJoin('dia_d_mesa_acta as ma', 'ma.mesa_codigo', 'm.codigo')
      .where(sqlTerreno(t))
      .groupBy(['ma.departamento', 'ma.estado']);
  const [sumas, votos] = await Promise.all([
    actas()
      .innerJoin('dia_d_actas as a', 'a.id', 'ma.acta_id')
      .select((eb) => [
        'ma.departamento',
        'ma.estado',
        eb.fn.countAll<number>().as('actas'),
        eb.fn.sum<number>('a.blancos').as('blancos'),
        eb.fn.sum<number>('a.nulos').as('nulos'),
        eb.fn.sum<number>('ma.habilitados').as('habilitados'),
      ])
      .execute(),
    actas()
      .innerJoin('dia_d_acta_votos as v', 'v.acta_id', 'ma.acta_id')
      .select((eb) => ['ma.departamento', 'ma.estado', 'v.sigla', eb.fn.sum<number>('v.votos').as('votos')])
      .groupBy('v.sigla')
      .execute(),
  ]);
  return [
    ...sumas.flatMap((s) =>
      (
        [
          [TOTAL.actas, s.actas],
          [TOTAL.blancos, s.blancos],
          [TOTAL.nulos, s.nulos],
          [TOTAL.habilitados, s.habilitados],
        ] as const
      ).map(([clave, valor]) => ({
        departamento: s.departamento,
        estado: s.estado,
        clave,
        valor: Number(valor),
      })),
    ),
    ...votos.map((v) => ({
      departamento: v.departamento,
      estado: v.estado,
      clave: v.sigla,
      valor: Number(v.votos),
    })),
  ];
}
