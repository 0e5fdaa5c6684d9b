import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * Keys of the count's totals that no party's sigla can take: the actas counted and the sums
 * of their blank and null votes and of their mesas' habilitados.
 */
export const TOTAL = {
  actas: '#actas',
  blancos: '#blancos',
  nulos: '#nulos',
  habilitados: '#habilitados',
} as const;

/**
 * The count's totals computed from the actas themselves, per department, municipio and state
 * of each mesa's current acta, for the mesas whose recinto (`r`) passes `filtro`: rows
 * `(departamento, municipio, estado, clave, valor)`, as the running totals keep them. Used to
 * rebuild those (and to check they never drift), and where no running total exists (a recinto).
 */
export function agregadoDeActas(filtro: RawBuilder<SqlBool>) {
  const ma = sql`(select x.acta_id, x.estado, x.habilitados, r.departamento, r.municipio
      from dia_d_mesa_acta x
      join dia_d_mesas m on m.codigo = x.mesa_codigo
      join dia_d_recintos r on r.codigo = m.recinto_codigo
      where ${filtro}) ma`;
  const grupo = sql`group by ma.departamento, ma.municipio, ma.estado`;
  return sql`
    select ma.departamento, ma.municipio, ma.estado, v.sigla as clave, sum(v.votos) as valor
      from ${ma} join dia_d_acta_votos v on v.acta_id = ma.acta_id ${grupo}, v.sigla
    union all
    select ma.departamento, ma.municipio, ma.estado, ${TOTAL.actas}, count(*) from ${ma} ${grupo}
    union all
    select ma.departamento, ma.municipio, ma.estado, ${TOTAL.blancos}, sum(a.blancos)
      from ${ma} join dia_d_actas a on a.id = ma.acta_id ${grupo}
    union all
    select ma.departamento, ma.municipio, ma.estado, ${TOTAL.nulos}, sum(a.nulos)
      from ${ma} join dia_d_actas a on a.id = ma.acta_id ${grupo}
    union all
    select ma.departamento, ma.municipio, ma.estado, ${TOTAL.habilitados}, sum(ma.habilitados) from ${ma} ${grupo}`;
}
