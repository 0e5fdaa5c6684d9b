import {
  MESAS_POR_PAGINA,
  REGIONES_TERRITORIALES,
  type Cobertura,
  type CoberturaFila,
  type Mesa,
} from '@comando/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { esNacional, sqlTerreno, TERRENO_NACIONAL, type Terreno } from '../terreno.js';

type Db = Kysely<DB> | Transaction<DB>;

// ---------------------------------------------------------------- mesas

export interface FiltrosMesas {
  departamento?: string;
  municipio?: string;
  recinto?: string;
  q?: string;
  sinDelegado: boolean;
  cursor?: string;
}

const escaparLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function baseMesas(db: Db, f: FiltrosMesas, t: Terreno) {
  return db
    .selectFrom('dia_d_mesas as m')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
    .where(sqlTerreno(t))
    .$if(f.departamento !== undefined, (qb) => qb.where('r.departamento', '=', f.departamento!))
    .$if(f.municipio !== undefined, (qb) => qb.where('r.municipio', '=', f.municipio!))
    .$if(f.recinto !== undefined, (qb) => qb.where('r.codigo', '=', f.recinto!))
    .$if(f.sinDelegado, (qb) => qb.where('m.delegado_id', 'is', null))
    .$if(f.q !== undefined, (qb) => {
      const patron = `%${escaparLike(f.q!.toLowerCase())}%`;
      return qb.where((eb) =>
        eb.or([
          eb(sql`lower(m.codigo)`, 'like', sql`${patron} escape '\\'`),
          eb(sql`lower(r.nombre)`, 'like', sql`${patron} escape '\\'`),
        ]),
      );
    });
}

const columnasMesa = [
  'm.codigo',
  'm.numero',
  'm.habilitados',
  'm.llegada_en',
  'r.codigo as recinto_codigo',
  'r.nombre as recinto_nombre',
  'r.municipio',
  'r.departamento',
  'd.id as delegado_id',
  'd.nombre as delegado_nombre',
  'd.celular as delegado_celular',
] as const;

type FilaMesa = {
  codigo: string;
  numero: number;
  habilitados: number;
  llegada_en: string | null;
  recinto_codigo: string;
  recinto_nombre: string;
  municipio: string;
  departamento: string;
  delegado_id: string | null;
  delegado_nombre: string | null;
  delegado_celular: string | null;
};

function aMesa(f: FilaMesa): Mesa {
  return {
    codigo: f.codigo,
    numero: Number(f.numero),
    habilitados: Number(f.habilitados),
    recinto: {
      codigo: f.recinto_codigo,
      nombre: f.recinto_nombre,
      municipio: f.municipio,
      departamento: f.departamento as Mesa['recinto']['departamento'],
    },
    delegado:
      f.delegado_id !== null
        ? { id: f.delegado_id, nombre: f.delegado_nombre ?? '', celular: f.delegado_celular ?? '' }
        : null,
    llegada: f.delegado_id !== null ? f.llegada_en : null,
  };
}

/** One page of mesas ordered by code (keyset: the cursor is the last code seen). */
export async function listarMesas(db: Db, f: FiltrosMesas, t: Terreno) {
  const [filas, cuenta] = await Promise.all([
    baseMesas(db, f, t)
      .leftJoin('territorial_defensores as d', 'd.id', 'm.delegado_id')
      .select(columnasMesa)
      .$if(f.cursor !== undefined, (qb) => qb.where('m.codigo', '>', f.cursor!))
      .orderBy('m.codigo')
      .limit(MESAS_POR_PAGINA + 1)
      .execute(),
    baseMesas(db, f, t)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const pagina = filas.slice(0, MESAS_POR_PAGINA);
  return {
    mesas: pagina.map(aMesa),
    siguiente: filas.length > MESAS_POR_PAGINA ? pagina[pagina.length - 1]!.codigo : null,
    total: Number(cuenta.n),
  };
}

export async function obtenerMesa(db: Db, codigo: string): Promise<Mesa | undefined> {
  const fila = await db
    .selectFrom('dia_d_mesas as m')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
    .leftJoin('territorial_defensores as d', 'd.id', 'm.delegado_id')
    .select(columnasMesa)
    .where('m.codigo', '=', codigo)
    .executeTakeFirst();
  return fila && aMesa(fila);
}

export async function listarMunicipios(db: Db, t: Terreno) {
  return db
    .selectFrom('dia_d_recintos as r')
    .select(['r.departamento', 'r.municipio'])
    .where(sqlTerreno(t))
    .distinct()
    .orderBy('r.departamento')
    .orderBy('r.municipio')
    .execute();
}

export async function listarRecintos(db: Db, t: Terreno, departamento?: string, municipio?: string) {
  const filas = await db
    .selectFrom('dia_d_recintos as r')
    .leftJoin('territorial_defensores as d', 'd.id', 'r.jefe_id')
    .where(sqlTerreno(t))
    .select(['r.codigo', 'r.nombre', 'r.municipio', 'r.departamento', 'd.id as jefe_id'])
    .select(['d.nombre as jefe_nombre', 'd.celular as jefe_celular'])
    .$if(departamento !== undefined, (qb) => qb.where('r.departamento', '=', departamento!))
    .$if(municipio !== undefined, (qb) => qb.where('r.municipio', '=', municipio!))
    .orderBy('r.nombre')
    .orderBy('r.codigo')
    .limit(2000)
    .execute();
  return filas.map((r) => ({
    codigo: r.codigo,
    nombre: r.nombre,
    municipio: r.municipio,
    departamento: r.departamento as Mesa['recinto']['departamento'],
    jefe: r.jefe_id ? { id: r.jefe_id, nombre: r.jefe_nombre ?? '', celular: r.jefe_celular ?? '' } : null,
  }));
}

// ---------------------------------------------------------------- coverage

function cifras(db: Db, t: Terreno) {
  return db
    .selectFrom('dia_d_mesas as m')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
    .where(sqlTerreno(t))
    .select((eb) => [
      eb.fn.countAll().as('mesas'),
      eb.fn.count('m.delegado_id').as('con_delegado'),
      // A check-in counts only while the mesa has a delegate.
      eb.fn
        .count(eb.case().when('m.delegado_id', 'is not', null).then(eb.ref('m.llegada_en')).end())
        .as('presentes'),
    ]);
}

const aCifras = (f: { mesas: unknown; con_delegado: unknown; presentes: unknown } | undefined) => ({
  mesas: Number(f?.mesas ?? 0),
  conDelegado: Number(f?.con_delegado ?? 0),
  presentes: Number(f?.presentes ?? 0),
});

/** The department a ground lies in (a recinto's from the registry); undefined when national or unknown. */
async function departamentoDe(db: Db, t: Terreno): Promise<string | undefined> {
  if (t.nivel !== 'recinto') return esNacional(t) ? undefined : t.departamento;
  const r = await db
    .selectFrom('dia_d_recintos')
    .select('departamento')
    .where('codigo', '=', t.recinto)
    .executeTakeFirst();
  return r?.departamento;
}

/**
 * Coverage nationally and per department; with a department its municipios, with a municipio
 * its recintos. A scoped user's total is their ground's, and `departamentos` is their
 * department's row alone (a municipio or recinto scope: its ground's figures).
 */
export async function cobertura(
  db: Db,
  t: Terreno,
  departamento?: string,
  municipio?: string,
): Promise<Cobertura> {
  const porDepartamento = await cifras(db, t).select('r.departamento').groupBy('r.departamento').execute();
  const mapa = new Map(porDepartamento.map((f) => [f.departamento, aCifras(f)]));
  const propio = await departamentoDe(db, t);
  const regiones = esNacional(t)
    ? REGIONES_TERRITORIALES
    : REGIONES_TERRITORIALES.filter((r) => r.id === propio);
  const departamentos: CoberturaFila[] = regiones.map((r) => ({
    id: r.id,
    nombre: r.name,
    ...(mapa.get(r.id) ?? aCifras(undefined)),
  }));
  const total = departamentos.reduce(
    (t, d) => ({
      mesas: t.mesas + d.mesas,
      conDelegado: t.conDelegado + d.conDelegado,
      presentes: t.presentes + d.presentes,
    }),
    aCifras(undefined),
  );
  const out: Cobertura = { total, departamentos };
  if (departamento !== undefined) {
    const filas = await cifras(db, t)
      .select('r.municipio')
      .where('r.departamento', '=', departamento)
      .groupBy('r.municipio')
      .orderBy('r.municipio')
      .execute();
    out.municipios = filas.map((f) => ({ id: f.municipio, nombre: f.municipio, ...aCifras(f) }));
    if (municipio !== undefined) {
      const recintos = await cifras(db, t)
        .select(['r.codigo', 'r.nombre'])
        .where('r.departamento', '=', departamento)
        .where('r.municipio', '=', municipio)
        .groupBy(['r.codigo', 'r.nombre'])
        .orderBy('r.nombre')
        .execute();
      out.recintos = recintos.map((f) => ({ id: f.codigo, nombre: f.nombre, ...aCifras(f) }));
    }
  }
  return out;
}

/** Mesas and habilitados of the registry, by department (the count's and the sample's strata). */
export function mesasPorDepartamento(db: Db, terreno: Terreno = TERRENO_NACIONAL) {
  return db
    .selectFrom('dia_d_mesas as m')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
    .where(sqlTerreno(terreno))
    .select((eb) => [
      'r.departamento',
      eb.fn.countAll<number>().as('mesas'),
      eb.fn.sum<number>('m.habilitados').as('habilitados'),
    ])
    .groupBy('r.departamento')
    .execute();
}
