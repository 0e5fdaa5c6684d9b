import {
  MENSAJES_DIA_D as M,
  MESAS_POR_PAGINA,
  REGIONES_TERRITORIALES,
  type Cobertura,
  type CoberturaFila,
  type Mesa,
  type ResultadoAsignacion,
  type ResultadoImportacion,
} from '@comando/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { HttpError, notFound } from '../../http/errors.js';
import { digitos, type FilaAsignacion, type FilaRegistro, type Rechazo } from './csv.js';

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
export async function importarRegistro(
  db: Kysely<DB>,
  leido: { filas: FilaRegistro[]; rechazadas: Rechazo[] },
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
        !r || r.departamento !== f.departamento || r.municipio !== f.municipio || r.nombre !== f.recinto;
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
            })),
          )
          .onConflict((oc) =>
            oc.column('codigo').doUpdateSet((eb) => ({
              departamento: eb.ref('excluded.departamento'),
              municipio: eb.ref('excluded.municipio'),
              nombre: eb.ref('excluded.nombre'),
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
    return { crear, actualizar, sinCambios, rechazadas, aplicado: aplicar };
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

function baseMesas(db: Db, f: FiltrosMesas) {
  return db
    .selectFrom('dia_d_mesas as m')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
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
export async function listarMesas(db: Db, f: FiltrosMesas) {
  const [filas, cuenta] = await Promise.all([
    baseMesas(db, f)
      .leftJoin('territorial_defensores as d', 'd.id', 'm.delegado_id')
      .select(columnasMesa)
      .$if(f.cursor !== undefined, (qb) => qb.where('m.codigo', '>', f.cursor!))
      .orderBy('m.codigo')
      .limit(MESAS_POR_PAGINA + 1)
      .execute(),
    baseMesas(db, f)
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

async function obtenerMesa(db: Db, codigo: string): Promise<Mesa | undefined> {
  const fila = await db
    .selectFrom('dia_d_mesas as m')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
    .leftJoin('territorial_defensores as d', 'd.id', 'm.delegado_id')
    .select(columnasMesa)
    .where('m.codigo', '=', codigo)
    .executeTakeFirst();
  return fila && aMesa(fila);
}

export async function listarMunicipios(db: Db) {
  return db
    .selectFrom('dia_d_recintos')
    .select(['departamento', 'municipio'])
    .distinct()
    .orderBy('departamento')
    .orderBy('municipio')
    .execute();
}

export async function listarRecintos(db: Db, departamento?: string, municipio?: string) {
  const filas = await db
    .selectFrom('dia_d_recintos as r')
    .leftJoin('territorial_defensores as d', 'd.id', 'r.jefe_id')
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

function cifras(db: Db) {
  return db
    .selectFrom('dia_d_mesas as m')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
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

/** Coverage nationally and per department; with a department its municipios, with a municipio its recintos. */
export async function cobertura(db: Db, departamento?: string, municipio?: string): Promise<Cobertura> {
  const porDepartamento = await cifras(db).select('r.departamento').groupBy('r.departamento').execute();
  const mapa = new Map(porDepartamento.map((f) => [f.departamento, aCifras(f)]));
  const departamentos: CoberturaFila[] = REGIONES_TERRITORIALES.map((r) => ({
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
    const filas = await cifras(db)
      .select('r.municipio')
      .where('r.departamento', '=', departamento)
      .groupBy('r.municipio')
      .orderBy('r.municipio')
      .execute();
    out.municipios = filas.map((f) => ({ id: f.municipio, nombre: f.municipio, ...aCifras(f) }));
    if (municipio !== undefined) {
      const recintos = await cifras(db)
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

// ---------------------------------------------------------------- delegates

async function defensor(db: Db, id: string) {
  return db
    .selectFrom('territorial_defensores')
    .select(['id', 'region_id', 'nombre', 'celular', 'email'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Puts a defender on a mesa of their own department (or takes the mesa's delegate
 * off with null). A defender holds one mesa: a new assignment moves them. The
 * defender's `Casilla` becomes the mesa's code; a new delegate has not checked in.
 */
export async function asignarDelegado(
  db: Kysely<DB>,
  codigo: string,
  defensorId: string | null,
): Promise<Mesa> {
  await db.transaction().execute(async (trx) => {
    const mesa = await trx
      .selectFrom('dia_d_mesas as m')
      .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
      .select(['m.codigo', 'm.delegado_id', 'r.departamento'])
      .where('m.codigo', '=', codigo)
      .executeTakeFirst();
    if (!mesa) throw notFound(M.mesaNoEncontrada);
    if (mesa.delegado_id === defensorId) return;
    if (defensorId !== null) {
      const d = await defensor(trx, defensorId);
      if (!d) throw notFound(M.defensorNoEncontrado);
      if (d.region_id !== mesa.departamento) throw new HttpError(409, M.otroDepartamento);
      await quitarDeMesas(trx, defensorId);
    }
    if (mesa.delegado_id !== null) await quitarDeMesas(trx, mesa.delegado_id);
    await trx
      .updateTable('dia_d_mesas')
      .set({ delegado_id: defensorId, llegada_en: null, llegada_id: null })
      .where('codigo', '=', codigo)
      .execute();
    if (defensorId !== null) {
      await trx
        .updateTable('territorial_defensores')
        .set({ casilla: codigo })
        .where('id', '=', defensorId)
        .execute();
    }
  });
  return (await obtenerMesa(db, codigo))!;
}

async function quitarDeMesas(trx: Db, defensorId: string) {
  await trx
    .updateTable('dia_d_mesas')
    .set({ delegado_id: null, llegada_en: null, llegada_id: null })
    .where('delegado_id', '=', defensorId)
    .execute();
  await trx
    .updateTable('territorial_defensores')
    .set({ casilla: null })
    .where('id', '=', defensorId)
    .execute();
}

export async function asignarJefeRecinto(db: Kysely<DB>, codigo: string, defensorId: string | null) {
  const r = await db.selectFrom('dia_d_recintos').selectAll().where('codigo', '=', codigo).executeTakeFirst();
  if (!r) throw notFound(M.recintoNoEncontrado);
  let jefe: { id: string; nombre: string; celular: string } | null = null;
  if (defensorId !== null) {
    const d = await defensor(db, defensorId);
    if (!d) throw notFound(M.defensorNoEncontrado);
    if (d.region_id !== r.departamento) throw new HttpError(409, M.otroDepartamento);
    jefe = { id: d.id, nombre: d.nombre, celular: d.celular };
  }
  await db.updateTable('dia_d_recintos').set({ jefe_id: defensorId }).where('codigo', '=', codigo).execute();
  return {
    codigo: r.codigo,
    nombre: r.nombre,
    municipio: r.municipio,
    departamento: r.departamento as Mesa['recinto']['departamento'],
    jefe,
  };
}

/** Phones compare by their last eight digits (a Bolivian mobile; +591 or not). */
const claveTelefono = (t: string) => digitos(t).slice(-8);

/** Bulk assignment `telefono;codigo_mesa`: dry run or apply (each line as `asignarDelegado`). */
export async function importarDelegados(
  db: Kysely<DB>,
  leido: { filas: FilaAsignacion[]; rechazadas: Rechazo[] },
  aplicar: boolean,
): Promise<ResultadoAsignacion> {
  const [defensores, mesas] = await Promise.all([
    db.selectFrom('territorial_defensores').select(['id', 'region_id', 'celular']).execute(),
    db
      .selectFrom('dia_d_mesas as m')
      .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
      .select(['m.codigo', 'm.delegado_id', 'r.departamento'])
      .where('m.codigo', 'in', leido.filas.length ? leido.filas.map((f) => f.codigoMesa) : [''])
      .execute(),
  ]);
  const porTelefono = new Map<string, typeof defensores>();
  for (const d of defensores) {
    const k = claveTelefono(d.celular);
    porTelefono.set(k, [...(porTelefono.get(k) ?? []), d]);
  }
  const mesaPorCodigo = new Map(mesas.map((m) => [m.codigo, m]));
  const rechazadas = [...leido.rechazadas];
  const validas: { codigo: string; defensorId: string }[] = [];
  const defensorEnLinea = new Map<string, number>();
  const mesaEnLinea = new Map<string, number>();
  let sinCambios = 0;
  for (const f of leido.filas) {
    const candidatos = porTelefono.get(claveTelefono(f.telefono)) ?? [];
    const m = mesaPorCodigo.get(f.codigoMesa);
    const rechazar = (motivo: string) => rechazadas.push({ linea: f.linea, motivo });
    if (candidatos.length === 0 || claveTelefono(f.telefono).length < 7)
      rechazar(M.telefonoDesconocido(f.telefono));
    else if (candidatos.length > 1) rechazar(M.telefonoAmbiguo(f.telefono));
    else if (!m) rechazar(M.mesaDesconocida(f.codigoMesa));
    else if (candidatos[0]!.region_id !== m.departamento) rechazar(M.otroDepartamento);
    else if (defensorEnLinea.has(candidatos[0]!.id))
      rechazar(M.defensorDuplicado(defensorEnLinea.get(candidatos[0]!.id)!));
    else if (mesaEnLinea.has(m.codigo)) rechazar(M.mesaDuplicada(mesaEnLinea.get(m.codigo)!));
    else {
      defensorEnLinea.set(candidatos[0]!.id, f.linea);
      mesaEnLinea.set(m.codigo, f.linea);
      if (m.delegado_id === candidatos[0]!.id) sinCambios++;
      else validas.push({ codigo: m.codigo, defensorId: candidatos[0]!.id });
    }
  }
  rechazadas.sort((a, b) => a.linea - b.linea);
  if (aplicar) for (const v of validas) await asignarDelegado(db, v.codigo, v.defensorId);
  return { asignar: validas.length, sinCambios, rechazadas, aplicado: aplicar };
}

/** Territorial defenders with their mesa and whether they hold an access code. */
export async function listarDefensores(db: Db, departamento?: string) {
  const filas = await db
    .selectFrom('territorial_defensores as d')
    .leftJoin('dia_d_mesas as m', 'm.delegado_id', 'd.id')
    .leftJoin('dia_d_accesos as a', 'a.defensor_id', 'd.id')
    .select(['d.id', 'd.nombre', 'd.celular', 'd.region_id', 'm.codigo as mesa', 'a.defensor_id as acceso'])
    .$if(departamento !== undefined, (qb) => qb.where('d.region_id', '=', departamento!))
    .orderBy('d.nombre')
    .orderBy('d.id')
    .execute();
  return filas.map((f) => ({
    id: f.id,
    nombre: f.nombre,
    celular: f.celular,
    departamento: f.region_id,
    mesa: f.mesa,
    acceso: f.acceso !== null,
  }));
}
