import {
  MENSAJES_DIA_D as M,
  MESAS_POR_PAGINA,
  REGIONES_TERRITORIALES,
  type Cobertura,
  type CoberturaFila,
  type Mesa,
  type ResultadoImportacion,
} from '@comando/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { FilaRegistro, Rechazo } from './csv.js';
import { esNacional, sqlTerreno, TERRENO_NACIONAL, type Terreno } from './terreno.js';

type Db = Kysely<DB> | Transaction<DB>;

/** Rows per multi-row INSERT: well under SQLite's and PostgreSQL's parameter limits. */
const LOTE = 500;

function lotes<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += LOTE) out.push(items.slice(i, i + LOTE));
  return out;
}

// ---------------------------------------------------------------- import

/**
 * Dry run or apply of a registry file. Mesas that are not in the file stay (an
 * import never deletes), and a mesa with a delegate, a check-in or an incident
 * may not move to another department (its delegate belongs to the old one).
 */
/** A line with a place changes its recinto when the stored place differs (none stored included). */
const lugarCambia = (r: { lat: number | null; lon: number | null }, f: FilaRegistro) =>
  f.lat !== undefined && (r.lat === null || Number(r.lat) !== f.lat || Number(r.lon) !== f.lon);

export async function importarRegistro(
  db: Kysely<DB>,
  leido: { filas: FilaRegistro[]; rechazadas: Rechazo[]; exterior: number },
  aplicar: boolean,
): Promise<ResultadoImportacion> {
  return db.transaction().execute(async (trx) => {
    const [recintos, mesas, conIncidentes] = await Promise.all([
      trx.selectFrom('dia_d_recintos').selectAll().execute(),
      trx.selectFrom('dia_d_mesas').selectAll().execute(),
      trx.selectFrom('dia_d_incidentes').select('mesa_codigo').distinct().execute(),
    ]);
    const recintoPorCodigo = new Map(recintos.map((r) => [r.codigo, r]));
    const mesaPorCodigo = new Map(mesas.map((m) => [m.codigo, m]));
    const incidentes = new Set(conIncidentes.map((i) => i.mesa_codigo));
    const protegida = (m: (typeof mesas)[number]) =>
      m.delegado_id !== null || m.llegada_en !== null || incidentes.has(m.codigo);
    const recintosProtegidos = new Set(mesas.filter(protegida).map((m) => m.recinto_codigo));
    for (const r of recintos) if (r.jefe_id) recintosProtegidos.add(r.codigo);

    const rechazadas = [...leido.rechazadas];
    const recintosNuevos = new Map<string, FilaRegistro>();
    const mesasNuevas: FilaRegistro[] = [];
    let crear = 0;
    let actualizar = 0;
    let sinCambios = 0;
    for (const f of leido.filas) {
      const r = recintoPorCodigo.get(f.codigoRecinto);
      const recintoCambia =
        !r ||
        r.departamento !== f.departamento ||
        r.municipio !== f.municipio ||
        r.nombre !== f.recinto ||
        lugarCambia(r, f);
      if (r && r.departamento !== f.departamento && recintosProtegidos.has(r.codigo)) {
        rechazadas.push({ linea: f.linea, motivo: M.mesaConDelegadoOtroDepartamento });
        continue;
      }
      const m = mesaPorCodigo.get(f.codigoMesa);
      if (m && protegida(m)) {
        const antes = recintoPorCodigo.get(m.recinto_codigo)?.departamento;
        if (antes !== f.departamento) {
          rechazadas.push({ linea: f.linea, motivo: M.mesaConDelegadoOtroDepartamento });
          continue;
        }
      }
      if (recintoCambia) recintosNuevos.set(f.codigoRecinto, f);
      if (!m) {
        crear++;
        mesasNuevas.push(f);
      } else if (
        recintoCambia ||
        m.recinto_codigo !== f.codigoRecinto ||
        Number(m.numero) !== f.numero ||
        Number(m.habilitados) !== f.habilitados
      ) {
        actualizar++;
        mesasNuevas.push(f);
      } else {
        sinCambios++;
      }
    }
    rechazadas.sort((a, b) => a.linea - b.linea);

    if (aplicar) {
      for (const lote of lotes([...recintosNuevos.values()])) {
        await trx
          .insertInto('dia_d_recintos')
          .values(
            lote.map((f) => ({
              codigo: f.codigoRecinto,
              departamento: f.departamento,
              municipio: f.municipio,
              nombre: f.recinto,
              jefe_id: null,
              lat: f.lat ?? null,
              lon: f.lon ?? null,
            })),
          )
          .onConflict((oc) =>
            oc.column('codigo').doUpdateSet((eb) => ({
              departamento: eb.ref('excluded.departamento'),
              municipio: eb.ref('excluded.municipio'),
              nombre: eb.ref('excluded.nombre'),
              // A file without coordinates keeps the place a recinto already has.
              lat: sql<number>`coalesce(excluded.lat, dia_d_recintos.lat)`,
              lon: sql<number>`coalesce(excluded.lon, dia_d_recintos.lon)`,
            })),
          )
          .execute();
      }
      for (const lote of lotes(mesasNuevas)) {
        await trx
          .insertInto('dia_d_mesas')
          .values(
            lote.map((f) => ({
              codigo: f.codigoMesa,
              numero: f.numero,
              recinto_codigo: f.codigoRecinto,
              habilitados: f.habilitados,
              delegado_id: null,
              llegada_en: null,
              llegada_id: null,
            })),
          )
          .onConflict((oc) =>
            oc.column('codigo').doUpdateSet((eb) => ({
              numero: eb.ref('excluded.numero'),
              recinto_codigo: eb.ref('excluded.recinto_codigo'),
              habilitados: eb.ref('excluded.habilitados'),
            })),
          )
          .execute();
      }
    }
    return { crear, actualizar, sinCambios, rechazadas, exterior: leido.exterior, aplicado: aplicar };
  });
}

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
