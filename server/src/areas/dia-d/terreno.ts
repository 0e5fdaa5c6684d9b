/**
 * The ground a Día D request may see and change (issue 27): national, one department, one
 * municipio of a department, or one recinto. Every Día D query that reads or writes registry
 * rows (mesas, recintos, delegates, incidents, actas, totals) takes a `Terreno` and restricts
 * itself on the server with `sqlTerreno`; an id outside it is answered exactly as an id that
 * does not exist (404). Nothing is filtered after the fact.
 */
import type { RawBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { SessionUser } from '../../auth/sessions.js';

export type Terreno =
  | { nivel: 'nacional' }
  | { nivel: 'departamento'; departamento: string }
  | { nivel: 'municipio'; departamento: string; municipio: string }
  | { nivel: 'recinto'; recinto: string };

export const TERRENO_NACIONAL: Terreno = { nivel: 'nacional' };

/** The ground of a staff account's session (admins and national accounts: national). */
export function terrenoDe(user: Pick<SessionUser, 'ambito'>): Terreno {
  const a = user.ambito;
  switch (a.nivel) {
    case 'nacional':
      return TERRENO_NACIONAL;
    case 'departamento':
      return { nivel: 'departamento', departamento: a.departamento };
    case 'municipio':
      return { nivel: 'municipio', departamento: a.departamento, municipio: a.municipio };
    case 'recinto':
      return { nivel: 'recinto', recinto: a.recinto };
  }
}

export const esNacional = (t: Terreno): t is { nivel: 'nacional' } => t.nivel === 'nacional';

/** Column names of a row set that carries a recinto's ground (default: `dia_d_recintos as r`). */
export interface ColumnasTerreno {
  departamento: string;
  municipio: string;
  recinto: string;
}

const COLUMNAS_RECINTO: ColumnasTerreno = {
  departamento: 'r.departamento',
  municipio: 'r.municipio',
  recinto: 'r.codigo',
};

/**
 * The condition that keeps a query inside the ground, on the columns named (by default those
 * of `dia_d_recintos as r`): `.where(sqlTerreno(t))`. National: always true.
 */
export function sqlTerreno(t: Terreno, c: ColumnasTerreno = COLUMNAS_RECINTO): RawBuilder<SqlBool> {
  switch (t.nivel) {
    case 'nacional':
      return sql<SqlBool>`1 = 1`;
    case 'departamento':
      return sql<SqlBool>`${sql.ref(c.departamento)} = ${t.departamento}`;
    case 'municipio':
      return sql<SqlBool>`(${sql.ref(c.departamento)} = ${t.departamento} and ${sql.ref(c.municipio)} = ${t.municipio})`;
    case 'recinto':
      return sql<SqlBool>`${sql.ref(c.recinto)} = ${t.recinto}`;
  }
}

/** Whether a row with this ground lies inside `t` (for checks on one row already read). */
export function dentroDe(
  t: Terreno,
  fila: { departamento: string; municipio: string; recinto: string },
): boolean {
  switch (t.nivel) {
    case 'nacional':
      return true;
    case 'departamento':
      return fila.departamento === t.departamento;
    case 'municipio':
      return fila.departamento === t.departamento && fila.municipio === t.municipio;
    case 'recinto':
      return fila.recinto === t.recinto;
  }
}

/** A stable key of the ground (cache keys, live-event subscriptions): '' when national. */
export function claveTerreno(t: Terreno): string {
  switch (t.nivel) {
    case 'nacional':
      return '';
    case 'departamento':
      return `d:${t.departamento}`;
    case 'municipio':
      return `m:${t.departamento}/${t.municipio}`;
    case 'recinto':
      return `r:${t.recinto}`;
  }
}

/** The ground columns of `dia_d_recintos` under another alias (`columnasDe('r1')`). */
const columnasDe = (alias: string): ColumnasTerreno => ({
  departamento: `${alias}.departamento`,
  municipio: `${alias}.municipio`,
  recinto: `${alias}.codigo`,
});

/** Whether the mesa named by the column `mesa` lies in the ground (national: always). */
export function sqlMesaEnTerreno(t: Terreno, mesa: string): RawBuilder<SqlBool> {
  if (esNacional(t)) return sql<SqlBool>`1 = 1`;
  return sql<SqlBool>`exists (select 1 from dia_d_mesas m0 join dia_d_recintos r0 on r0.codigo = m0.recinto_codigo
    where m0.codigo = ${sql.ref(mesa)} and ${sqlTerreno(t, columnasDe('r0'))})`;
}

/**
 * A defender's ground, on `territorial_defensores as d` (the delegates' and recinto chiefs'
 * pool): a departmental scope sees its department's defenders; a municipal or recinto scope
 * sees its department's defenders who hold nothing yet (the pool it assigns from) and those
 * who are the delegate of a mesa or the chief of a recinto inside its ground. A defender who
 * holds a post outside the ground is outside it (404), like one who does not exist.
 */
export function sqlDefensorEnTerreno(t: Terreno, d = 'd'): RawBuilder<SqlBool> {
  const region = sql.ref(`${d}.region_id`);
  const id = sql.ref(`${d}.id`);
  switch (t.nivel) {
    case 'nacional':
      return sql<SqlBool>`1 = 1`;
    case 'departamento':
      return sql<SqlBool>`${region} = ${t.departamento}`;
    case 'municipio':
    case 'recinto': {
      const departamento =
        t.nivel === 'municipio'
          ? sql`${t.departamento}`
          : sql`(select r0.departamento from dia_d_recintos r0 where r0.codigo = ${t.recinto})`;
      return sql<SqlBool>`(${region} = ${departamento} and (
        exists (select 1 from dia_d_mesas m1 join dia_d_recintos r1 on r1.codigo = m1.recinto_codigo
                 where m1.delegado_id = ${id} and ${sqlTerreno(t, columnasDe('r1'))})
        or exists (select 1 from dia_d_recintos r2 where r2.jefe_id = ${id} and ${sqlTerreno(t, columnasDe('r2'))})
        or (not exists (select 1 from dia_d_mesas m3 where m3.delegado_id = ${id})
            and not exists (select 1 from dia_d_recintos r3 where r3.jefe_id = ${id}))))`;
    }
  }
}
