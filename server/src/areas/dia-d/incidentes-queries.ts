import { randomUUID } from 'node:crypto';
import {
  MENSAJES_DIA_D as M,
  type ConsultaIncidentes,
  type EstadoIncidente,
  type Incidente,
  type TipoIncidente,
} from '@comando/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import type { ContextoDelegado } from './delegado-queries.js';

type Db = Kysely<DB>;

/** Queries of the incidents: the delegate's report and HQ's desk. */

export async function incidentePorId(db: Db, id: string) {
  return db.selectFrom('dia_d_incidentes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Stores a report once per client id (a resend after a lost answer is the same row). */
export async function crearIncidente(
  db: Db,
  c: ContextoDelegado,
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
  autor: string,
  ahora: string,
): Promise<Incidente> {
  await db.transaction().execute(async (trx) => {
    const i = await trx.selectFrom('dia_d_incidentes').select('id').where('id', '=', id).executeTakeFirst();
    if (!i) throw notFound(M.incidenteNoEncontrado);
    if (cambio.asignadoA) {
      const u = await trx
        .selectFrom('usuarios')
        .select('id')
        .where('id', '=', cambio.asignadoA)
        .where('rol', '!=', 'delegado')
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
        .values({ id: randomUUID(), incidente_id: id, autor, texto: cambio.nota, en: ahora })
        .execute();
    }
  });
  return (await listarIncidentes(db, {}, id))[0]!;
}

/** Staff who can take an incident (not delegates). */
export async function usuariosAsignables(db: Db) {
  return db
    .selectFrom('usuarios')
    .select(['id', 'nombre'])
    .where('rol', 'in', ['admin', 'editor'])
    .orderBy('nombre')
    .execute();
}
