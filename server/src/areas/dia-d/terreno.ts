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
