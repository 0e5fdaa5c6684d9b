import { randomUUID } from 'node:crypto';
import {
  AMBITO_NACIONAL,
  MENSAJES_DIA_D as M,
  type ConsultaIncidentes,
  type EstadoIncidente,
  type Incidente,
  type TipoIncidente,
} from '@comando/contract';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { SessionUser } from '../../../auth/sessions.js';
import type { DB } from '../../../db/schema.js';
import { notFound } from '../../../http/errors.js';
import {
  esNacional,
  sqlMesaEnTerreno,
  sqlTerreno,
  TERRENO_NACIONAL,
  terrenoDe,
  type Terreno,
} from '../terreno.js';

type Db = Kysely<DB>;
/** Who acts: their name and scope (the session's user). */
type Usuario = Pick<SessionUser, 'name' | 'ambito' | 'region'>;

/** Queries of the incidents: the delegate's report and HQ's desk. */

/** Who reports an incident: a delegate (or a recinto chief) and their mesa. */
interface Informante {
  defensorId: string;
  mesa: string;
}

/** An incident by id, when its mesa lies inside the ground (national: any). */
export async function incidentePorId(db: Db, id: string, t: Terreno = TERRENO_NACIONAL) {
  return db
    .selectFrom('dia_d_incidentes as i')
    .selectAll('i')
    .where('i.id', '=', id)
    .where(sqlMesaEnTerreno(t, 'i.mesa_codigo'))
    .executeTakeFirst();
}

/** Stores a report once per client id (a resend after a lost answer is the same row). */
export async function crearIncidente(
  db: Db,
  c: Informante,
  datos: { id: string; tipo: TipoIncidente; texto: string; fotoId: string | null },
  ahora: string,
) {
  await db
    .insertInto('dia_d_incidentes')
    .values({
      id: datos.id,
      mesa_codigo: c.mesa,
      defensor_id: c.defensorId,
      tipo: datos.tipo,
      texto: datos.texto,
      foto_id: datos.fotoId,
      estado: 'nuevo',
      asignado_a: null,
      creado_en: ahora,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return (await incidentePorId(db, datos.id))!;
}

// ---------------------------------------------------------------- HQ desk

/** The newest reports first (the desk shows the latest 200 that match). */
export async function listarIncidentes(
  db: Db,
  f: Partial<ConsultaIncidentes>,
  t: Terreno,
  id?: string,
): Promise<Incidente[]> {
  const filas = await db
    .selectFrom('dia_d_incidentes as i')
    .innerJoin('dia_d_mesas as m', 'm.codigo', 'i.mesa_codigo')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
    .leftJoin('territorial_defensores as d', 'd.id', 'i.defensor_id')
    .leftJoin('usuarios as u', 'u.id', 'i.asignado_a')
    .select([
      'i.id',
      'i.tipo',
      'i.texto',
      'i.estado',
      'i.creado_en',
      'i.foto_id',
      'i.mesa_codigo',
      'r.nombre as recinto',
      'r.municipio',
      'r.departamento',
      'd.nombre as delegado',
      'u.id as asignado_id',
      'u.nombre as asignado_nombre',
    ])
    .where(sqlTerreno(t))
    .$if(id !== undefined, (qb) => qb.where('i.id', '=', id!))
    .$if(f.departamento !== undefined, (qb) => qb.where('r.departamento', '=', f.departamento!))
    .$if(f.tipo !== undefined, (qb) => qb.where('i.tipo', '=', f.tipo!))
    .$if(f.estado !== undefined, (qb) => qb.where('i.estado', '=', f.estado!))
    .orderBy('i.creado_en', 'desc')
    .orderBy('i.id', 'desc')
    .limit(200)
    .execute();
  const notas = filas.length
    ? await db
        .selectFrom('dia_d_notas')
        .select(['incidente_id', 'autor', 'texto', 'en'])
        .where(
          'incidente_id',
          'in',
          filas.map((f) => f.id),
        )
        .orderBy('en')
        .orderBy('id')
        .execute()
    : [];
  return filas.map((f) => ({
    id: f.id,
    tipo: f.tipo as TipoIncidente,
    texto: f.texto,
    estado: f.estado as EstadoIncidente,
    creadoEn: f.creado_en,
    mesa: f.mesa_codigo,
    recinto: f.recinto,
    municipio: f.municipio,
    departamento: f.departamento,
    delegado: f.delegado ?? '',
    fotoUrl: f.foto_id ? `/api/dia-d/incidentes/${encodeURIComponent(f.id)}/foto` : null,
    asignadoA: f.asignado_id ? { id: f.asignado_id, nombre: f.asignado_nombre ?? '' } : null,
    notas: notas
      .filter((n) => n.incidente_id === f.id)
      .map((n) => ({ autor: n.autor, texto: n.texto, en: n.en })),
  }));
}

export async function cambiarIncidente(
  db: Db,
  id: string,
  cambio: { estado?: EstadoIncidente; asignadoA?: string | null; nota?: string },
  autor: Usuario,
  ahora: string,
): Promise<Incidente> {
  const t = terrenoDe(autor);
  await db.transaction().execute(async (trx) => {
    const i = await incidentePorId(trx, id, t);
    if (!i) throw notFound(M.incidenteNoEncontrado);
    if (cambio.asignadoA) {
      const u = await trx
        .selectFrom('usuarios')
        .select('id')
        .where('id', '=', cambio.asignadoA)
        .where('rol', '!=', 'delegado')
        .$if(!esNacional(t), (qb) => qb.where(cubreTerreno(autor)))
        .executeTakeFirst();
      if (!u) throw notFound(M.usuarioNoEncontrado);
    }
    const set = {
      ...(cambio.estado !== undefined ? { estado: cambio.estado } : {}),
      ...(cambio.asignadoA !== undefined ? { asignado_a: cambio.asignadoA } : {}),
    };
    if (Object.keys(set).length)
      await trx.updateTable('dia_d_incidentes').set(set).where('id', '=', id).execute();
    if (cambio.nota) {
      await trx
        .insertInto('dia_d_notas')
        .values({ id: randomUUID(), incidente_id: id, autor: autor.name, texto: cambio.nota, en: ahora })
        .execute();
    }
  });
  return (await listarIncidentes(db, {}, t, id))[0]!;
}

/**
 * The staff whose scope covers a scoped caller's ground (issue 27): national accounts, the
 * departmental ones of the caller's department and those with the caller's very scope.
 */
function cubreTerreno(u: Usuario) {
  const propios = [JSON.stringify(AMBITO_NACIONAL), JSON.stringify(u.ambito)];
  if (u.region) propios.push(JSON.stringify({ nivel: 'departamento', departamento: u.region }));
  return sql<SqlBool>`${sql.ref('ambito')} in (${sql.join(propios)})`;
}

/** Staff who can take an incident (not delegates); a scoped caller's: those who see its ground. */
export async function usuariosAsignables(db: Db, u: Usuario) {
  return db
    .selectFrom('usuarios')
    .select(['id', 'nombre'])
    .where('rol', 'in', ['admin', 'editor'])
    .$if(u.ambito.nivel !== 'nacional', (qb) => qb.where(cubreTerreno(u)))
    .orderBy('nombre')
    .execute();
}
