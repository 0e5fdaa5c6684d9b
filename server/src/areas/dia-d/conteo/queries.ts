import type { FigurasActa } from '@comando/contract';
import type { Compilable, Insertable, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { plantilla } from '../../../performance/statement-templates.js';
import { alFinal, escribirYa } from '../../../db/request-transaction.js';
import { agregadoDeActas, TOTAL } from './agregado.js';
import { sqlTerreno, TERRENO_NACIONAL, type Terreno } from '../terreno.js';
import { lotes } from '../../../db/batches.js';
import { franjaDe } from '../../../performance/striped-counters.js';

type Db = Kysely<DB>;

/**
 * The count's running totals, kept in the same transaction as every change of a mesa's current
 * acta: per department and state (`dia_d_totales`) and per municipio and state
 * (`dia_d_totales_municipio`), the votes of each party (keyed by its sigla) and the sums of
 * `TOTAL` (keys no sigla can take). A few rows per place, whatever the number of actas.
 */

interface Delta {
  departamento: string;
  municipio: string;
  estado: string;
  clave: string;
  valor: number;
}

/**
 * Adds (signo 1) or takes out (signo -1) one acta's figures (`f`, as the actas capability read or
 * received them) from its department's and municipio's state. In a request's transaction the changes are gathered and written once, at its end (see
 * `alFinal`): the rows every acta of a department adds to stay locked for one statement, and an
 * acta moving from one state to another writes each table once.
 */
export async function moverTotales(
  db: Db,
  lugar: { departamento: string; municipio: string },
  habilitados: number,
  estado: string,
  signo: 1 | -1,
  f: FigurasActa,
) {
  const { departamento, municipio } = lugar;
  const filas = (
    [
      [TOTAL.actas, 1],
      [TOTAL.blancos, f.blancos],
      [TOTAL.nulos, f.nulos],
      [TOTAL.habilitados, habilitados],
      ...Object.entries(f.votos),
    ] as [string, number][]
  ).map(([clave, valor]): Delta => ({ departamento, municipio, estado, clave, valor: signo * valor }));
  const pendientes = alFinal(
    db,
    'dia-d-totales',
    () => new Map<string, Delta>(),
    (p) => escriturasDeTotales(db, [...p.values()]),
  );
  if (!pendientes) return escribirYa(db, escriturasDeTotales(db, filas));
  for (const fila of filas) {
    const k = [fila.departamento, fila.municipio, fila.estado, fila.clave].join('\0');
    const previa = pendientes.get(k);
    if (previa) previa.valor += fila.valor;
    else pendientes.set(k, { ...fila });
  }
}

/** Rows per statement: far under either database's limit of parameters. */
const LOTE = 1000;

/**
 * The writes that add the deltas to the running totals, each table in one statement per lot, rows in one order
 * (department, municipio, state, key) and all in one stripe (performance/striped-counters.ts): two transactions
 * never wait for each other's rows in a cycle.
 */
function escriturasDeTotales(db: Db, deltas: Delta[]): Compilable[] {
  const franja = franjaDe(db);
  const orden = (d: Delta) => [d.departamento, d.municipio, d.estado, d.clave].join('\0');
  const municipios = deltas.filter((d) => d.valor !== 0).sort((a, b) => (orden(a) < orden(b) ? -1 : 1));
  const porDepartamento = new Map<string, Omit<Delta, 'municipio'>>();
  for (const { municipio: _, ...d } of municipios) {
    const k = [d.departamento, d.estado, d.clave].join('\0');
    const previa = porDepartamento.get(k);
    if (previa) previa.valor += d.valor;
    else porDepartamento.set(k, { ...d });
  }
  const departamentos = [...porDepartamento.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, d]) => d)
    .filter((d) => d.valor !== 0);
  const escrituras: Compilable[] = [];
  for (const lote of lotes(departamentos, LOTE)) {
    const filas = lote.map((d) => ({
      departamento: d.departamento,
      estado: d.estado,
      clave: d.clave,
      valor: d.valor,
      franja,
    }));
    escrituras.push(sumarDepartamentos.compilable(db, filas));
  }
  for (const lote of lotes(municipios, LOTE)) {
    const filas = lote.map((d) => ({
      departamento: d.departamento,
      municipio: d.municipio,
      estado: d.estado,
      clave: d.clave,
      valor: d.valor,
      franja,
    }));
    escrituras.push(sumarMunicipios.compilable(db, filas));
  }
  return escrituras;
}

/** The writes of the running totals, one template per number of rows (performance/statement-templates.ts). */
const sumarDepartamentos = plantilla((db: Db, filas: Insertable<DB['dia_d_totales']>[]) =>
  db
    .insertInto('dia_d_totales')
    .values(filas)
    .onConflict((oc) =>
      oc
        .columns(['departamento', 'estado', 'clave', 'franja'])
        .doUpdateSet((eb) => ({ valor: eb('dia_d_totales.valor', '+', eb.ref('excluded.valor')) })),
    ),
);

const sumarMunicipios = plantilla((db: Db, filas: Insertable<DB['dia_d_totales_municipio']>[]) =>
  db
    .insertInto('dia_d_totales_municipio')
    .values(filas)
    .onConflict((oc) =>
      oc.columns(['departamento', 'municipio', 'estado', 'clave', 'franja']).doUpdateSet((eb) => ({
        valor: eb('dia_d_totales_municipio.valor', '+', eb.ref('excluded.valor')),
      })),
    ),
);

/** A running total: the sum of its stripes (performance/striped-counters.ts). */
const sumaDeFranjas = sql<number>`cast(sum(valor) as integer)`.as('valor');

/** The running totals of one municipio of a department. */
export async function leerTotalesMunicipio(db: Db, departamento: string, municipio: string) {
  return db
    .selectFrom('dia_d_totales_municipio')
    .select(['departamento', 'estado', 'clave', sumaDeFranjas])
    .where('departamento', '=', departamento)
    .where('municipio', '=', municipio)
    .groupBy(['departamento', 'estado', 'clave'])
    .execute();
}

interface FilaTotal {
  departamento: string;
  estado: string;
  clave: string;
  valor: number;
}

/**
 * The rows a ground's count is built from (per department and state): a department's and a
 * municipio's from their running totals, a recinto's (a few mesas) aggregated from its actas.
 */
export async function totalesDeTerreno(db: Db, t: Terreno): Promise<FilaTotal[]> {
  const departamentos = db
    .selectFrom('dia_d_totales')
    .select(['departamento', 'estado', 'clave', sumaDeFranjas])
    .groupBy(['departamento', 'estado', 'clave']);
  switch (t.nivel) {
    case 'nacional':
      return departamentos.execute();
    case 'departamento':
      return departamentos.where('departamento', '=', t.departamento).execute();
    case 'municipio':
      return leerTotalesMunicipio(db, t.departamento, t.municipio);
    case 'recinto':
      return (await sql<FilaTotal & { municipio: string }>`${agregadoDeActas(sqlTerreno(t))}`.execute(db))
        .rows;
  }
}

/**
 * Rebuilds the count's totals from the actas themselves (a repair, and the check that the
 * running totals never drift: a test compares both).
 */
export async function recalcularTotales(db: Db): Promise<void> {
  await db.deleteFrom('dia_d_totales_municipio').execute();
  await db.deleteFrom('dia_d_totales').execute();
  await sql`insert into dia_d_totales_municipio (departamento, municipio, estado, clave, valor)
    ${agregadoDeActas(sqlTerreno(TERRENO_NACIONAL))}`.execute(db);
  await sql`insert into dia_d_totales (departamento, estado, clave, valor)
    select departamento, estado, clave, sum(valor) from dia_d_totales_municipio
    group by departamento, estado, clave`.execute(db);
}
