import {
  AJUSTES_RADAR_INICIALES,
  ajustesRadar,
  nombreDepartamento,
  type AjustesRadar,
  type EstadoPendiente,
  type FiltroPendientes,
  type MesaPendiente,
  type ResumenPendientes,
} from '@comando/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { sqlTerreno, type Terreno } from '../terreno.js';
import { sqlEnMuestra } from '../conteo/index.js';

type Db = Kysely<DB>;

/**
 * Issue 28, the radar: mesas in one pending state inside the caller's ground, a page at a time
 * in code order. Each state is reached through an index (dia-d-010, dia_d_mesa_acta's state),
 * except `sin-acta`, an absence: it reads the ground's mesas in code order until a page is full.
 */

/** The condition of a state on `m` (mesa), `ma` (its acta's state row) and `a` (its current acta). */
function condicion(estado: EstadoPendiente): RawBuilder<SqlBool> {
  switch (estado) {
    case 'sin-delegado':
      return sql<SqlBool>`m.delegado_id is null`;
    case 'sin-llegada':
      return sql<SqlBool>`m.llegada_en is null and m.delegado_id is not null`;
    case 'sin-acta':
      return sql<SqlBool>`not exists (select 1 from dia_d_mesa_acta x where x.mesa_codigo = m.codigo)`;
    case 'sin-segunda-carga':
      return sql<SqlBool>`ma.estado = 'recibida'`;
    case 'en-disputa':
      return sql<SqlBool>`ma.estado = 'disputa'`;
    case 'con-alerta':
      return condicionAlerta();
  }
}

/** The rules' seam (issue 28): the mesa's current acta has an alert nobody has reviewed yet. */
function condicionAlerta(): RawBuilder<SqlBool> {
  return sql<SqlBool>`ma.acta_id in (select al.acta_id from dia_d_alertas al where al.revisada_en is null)`;
}

const conActa = (e: EstadoPendiente) => e === 'sin-segunda-carga' || e === 'en-disputa' || e === 'con-alerta';

/** The mesas of a state inside the ground and the filter (no columns chosen yet). */
function base(db: Db, t: Terreno, f: FiltroPendientes) {
  return (
    db
      .selectFrom('dia_d_mesas as m')
      .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
      // Only the states that read the acta join it: the others stay on the registry's indexes.
      .$if(conActa(f.estado), (q) =>
        q
          .innerJoin('dia_d_mesa_acta as ma', 'ma.mesa_codigo', 'm.codigo')
          .innerJoin('dia_d_actas as a', 'a.id', 'ma.acta_id'),
      )
      .where(sqlTerreno(t))
      .where(condicion(f.estado))
      .$if(f.departamento !== undefined, (q) => q.where('r.departamento', '=', f.departamento!))
      .$if(f.municipio !== undefined, (q) => q.where('r.municipio', '=', f.municipio!))
      .$if(f.recinto !== undefined, (q) => q.where('r.codigo', '=', f.recinto!))
      .$if(f.muestra, (q) => q.where(sqlEnMuestra('m.codigo')))
  );
}

type Fila = {
  codigo: string;
  recinto: string;
  municipio: string;
  departamento: string;
  delegado_nombre: string | null;
  delegado_celular: string | null;
  jefe_nombre: string | null;
  jefe_celular: string | null;
};

/** Up to `n` mesas of the state after the code `despues`, with their delegate and recinto chief. */
export async function paginaPendientes(
  db: Db,
  t: Terreno,
  f: FiltroPendientes,
  despues: string | undefined,
  n: number,
): Promise<MesaPendiente[]> {
  const filas = (await base(db, t, f)
    .leftJoin('territorial_defensores as d', 'd.id', 'm.delegado_id')
    .leftJoin('territorial_defensores as j', 'j.id', 'r.jefe_id')
    .select([
      'm.codigo',
      'r.nombre as recinto',
      'r.municipio',
      'r.departamento',
      'd.nombre as delegado_nombre',
      'd.celular as delegado_celular',
      'j.nombre as jefe_nombre',
      'j.celular as jefe_celular',
    ])
    .$if(despues !== undefined, (q) => q.where('m.codigo', '>', despues!))
    .orderBy('m.codigo')
    .limit(n)
    .execute()) as Fila[];
  return filas.map((x) => ({
    codigo: x.codigo,
    recinto: x.recinto,
    municipio: x.municipio,
    departamento: x.departamento,
    estado: f.estado,
    delegado:
      x.delegado_nombre !== null ? { nombre: x.delegado_nombre, celular: x.delegado_celular ?? '' } : null,
    jefe: x.jefe_nombre !== null ? { nombre: x.jefe_nombre, celular: x.jefe_celular ?? '' } : null,
  }));
}

export async function contarPendientes(db: Db, t: Terreno, f: FiltroPendientes): Promise<number> {
  const fila = await base(db, t, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(fila.n);
}

/** Counts one level below the filter: departments, then a department's municipios, then recintos. */
export async function resumenPendientes(
  db: Db,
  t: Terreno,
  f: FiltroPendientes,
): Promise<Omit<ResumenPendientes, 'total'>> {
  const q = base(db, t, f);
  if (f.departamento === undefined) {
    const filas = await q
      .select((eb) => ['r.departamento as id', eb.fn.countAll<number>().as('n')])
      .groupBy('r.departamento')
      .orderBy('r.departamento')
      .execute();
    return {
      nivel: 'departamento',
      grupos: filas.map((x) => ({ id: x.id, nombre: nombreDepartamento(x.id), n: Number(x.n) })),
    };
  }
  if (f.municipio === undefined) {
    const filas = await q
      .select((eb) => ['r.municipio as id', eb.fn.countAll<number>().as('n')])
      .groupBy('r.municipio')
      .orderBy('r.municipio')
      .execute();
    return { nivel: 'municipio', grupos: filas.map((x) => ({ id: x.id, nombre: x.id, n: Number(x.n) })) };
  }
  const filas = await q
    .select((eb) => ['r.codigo as id', 'r.nombre', eb.fn.countAll<number>().as('n')])
    .groupBy(['r.codigo', 'r.nombre'])
    .orderBy('r.nombre')
    .orderBy('r.codigo')
    .execute();
  return { nivel: 'recinto', grupos: filas.map((x) => ({ id: x.id, nombre: x.nombre, n: Number(x.n) })) };
}

// ---------------------------------------------------------------- settings

/** Key in `ajustes` of the radar's hours (one small row; its changes are audited by the PUT). */
const AJUSTE_RADAR = 'dia_d_radar';

export async function leerAjustes(db: Db): Promise<AjustesRadar> {
  const fila = await db
    .selectFrom('ajustes')
    .select('valor')
    .where('clave', '=', AJUSTE_RADAR)
    .executeTakeFirst();
  if (!fila) return AJUSTES_RADAR_INICIALES;
  const r = ajustesRadar.safeParse(JSON.parse(fila.valor));
  return r.success ? r.data : AJUSTES_RADAR_INICIALES;
}

export async function guardarAjustes(db: Db, a: AjustesRadar): Promise<AjustesRadar> {
  const valor = JSON.stringify(a);
  await db
    .insertInto('ajustes')
    .values({ clave: AJUSTE_RADAR, valor })
    .onConflict((oc) => oc.column('clave').doUpdateSet({ valor }))
    .execute();
  return a;
}

// ---------------------------------------------------------------- the quick count's sample

/** The sampled mesas inside the ground, in code order, with their department and whether their acta is in. */
export async function mesasDeLaMuestra(db: Db, t: Terreno) {
  const filas = await db
    .selectFrom('dia_d_muestra as s')
    .innerJoin('dia_d_mesas as m', 'm.codigo', 's.mesa_codigo')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
    .leftJoin('dia_d_mesa_acta as ma', 'ma.mesa_codigo', 's.mesa_codigo')
    .leftJoin('territorial_defensores as d', 'd.id', 'm.delegado_id')
    .select([
      's.mesa_codigo as codigo',
      'm.numero',
      'r.nombre as recinto',
      'r.municipio',
      'r.departamento',
      'ma.estado',
      'd.nombre as delegado_nombre',
      'd.celular as delegado_celular',
    ])
    .where(sqlTerreno(t))
    .orderBy('s.mesa_codigo')
    .execute();
  return filas.map((x) => ({ ...x, numero: Number(x.numero) }));
}
