import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  FECHA_ELECCION_INICIAL,
  MENSAJES_DIA_D as M,
  type ConsultaIncidentes,
  type DelegadoYo,
  type EstadoIncidente,
  type Incidente,
  type TipoIncidente,
} from '@comando/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { HttpError, notFound } from '../../http/errors.js';
import { actaDeMesa, partidosDeLaPapeleta } from './actas-queries.js';

type Db = Kysely<DB>;

/** Queries of the delegate's access, check-in and incidents (SQL of the phone page and the desk). */

const hash = (codigo: string) => createHash('sha256').update(codigo).digest('hex');
/** No 0/O, 1/I/L: read aloud or typed from paper without confusion. */
const ALFABETO = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 10 characters of 31 ≈ 49 bits: guessing one among 30.000 live codes stays hopeless. */
const LARGO_CODIGO = 10;

const normalizarCodigo = (c: string) => c.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The election date the Día D window hangs on (Estrategia's Día D data). */
export async function fechaEleccion(db: Db): Promise<string> {
  const fila = await db.selectFrom('estrategia_diad').select('fecha_eleccion').executeTakeFirst();
  return fila?.fecha_eleccion ?? FECHA_ELECCION_INICIAL;
}

/**
 * A new one-time code for a defender with a mesa: the previous one (and its
 * sessions) stop working. Only its hash is stored.
 */
export async function crearAcceso(db: Db, defensorId: string, ahora: string): Promise<string> {
  const d = await db
    .selectFrom('territorial_defensores as d')
    .leftJoin('dia_d_mesas as m', 'm.delegado_id', 'd.id')
    .select(['d.id', 'd.nombre', 'd.email', 'm.codigo as mesa'])
    .where('d.id', '=', defensorId)
    .executeTakeFirst();
  if (!d) throw notFound(M.defensorNoEncontrado);
  if (!d.mesa) throw new HttpError(409, M.sinMesa);
  const bytes = randomBytes(LARGO_CODIGO);
  const codigo = Array.from(bytes, (b) => ALFABETO[b % ALFABETO.length]).join('');
  await db.transaction().execute(async (trx) => {
    await revocar(trx, defensorId);
    const usuarioId = randomUUID();
    // A `delegado` user with no usable password: only the code opens its sessions.
    await trx
      .insertInto('usuarios')
      .values({
        id: usuarioId,
        usuario: `delegado:${defensorId}`,
        nombre: d.nombre,
        email: d.email,
        rol: 'delegado',
        hash: '!',
        creado_en: ahora,
      })
      .execute();
    await trx
      .insertInto('dia_d_accesos')
      .values({ defensor_id: defensorId, codigo_hash: hash(codigo), usuario_id: usuarioId, creado_en: ahora })
      .execute();
  });
  return codigo;
}

/** Revokes a defender's access; their open sessions end with the user row. */
export async function revocar(db: Db, defensorId: string): Promise<boolean> {
  const a = await db
    .selectFrom('dia_d_accesos')
    .select('usuario_id')
    .where('defensor_id', '=', defensorId)
    .executeTakeFirst();
  if (!a) return false;
  await db.deleteFrom('dia_d_accesos').where('defensor_id', '=', defensorId).execute();
  await db.deleteFrom('sesiones').where('usuario_id', '=', a.usuario_id).execute();
  await db.deleteFrom('usuarios').where('id', '=', a.usuario_id).execute();
  return true;
}

export async function usuarioDeCodigo(db: Db, codigo: string): Promise<string | undefined> {
  const a = await db
    .selectFrom('dia_d_accesos')
    .select('usuario_id')
    .where('codigo_hash', '=', hash(normalizarCodigo(codigo)))
    .executeTakeFirst();
  return a?.usuario_id;
}

export interface ContextoDelegado {
  defensorId: string;
  nombre: string;
  mesa: string;
}

/** The delegate behind a session and their mesa (409 once the mesa was taken away). */
export async function contextoDelegado(db: Db, usuarioId: string): Promise<ContextoDelegado> {
  const f = await db
    .selectFrom('dia_d_accesos as a')
    .innerJoin('territorial_defensores as d', 'd.id', 'a.defensor_id')
    .leftJoin('dia_d_mesas as m', 'm.delegado_id', 'd.id')
    .select(['d.id', 'd.nombre', 'm.codigo'])
    .where('a.usuario_id', '=', usuarioId)
    .executeTakeFirst();
  if (!f) throw new HttpError(403, M.codigoInvalido);
  if (!f.codigo) throw new HttpError(409, M.sinMesa);
  return { defensorId: f.id, nombre: f.nombre, mesa: f.codigo };
}

export async function yo(db: Db, c: ContextoDelegado): Promise<DelegadoYo> {
  const [m, incidentes] = await Promise.all([
    db
      .selectFrom('dia_d_mesas as m')
      .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
      .select([
        'm.codigo',
        'm.numero',
        'm.habilitados',
        'm.llegada_en',
        'r.codigo as rc',
        'r.nombre',
        'r.municipio',
        'r.departamento',
      ])
      .where('m.codigo', '=', c.mesa)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('dia_d_incidentes')
      .select(['id', 'tipo', 'creado_en'])
      .where('defensor_id', '=', c.defensorId)
      .orderBy('creado_en', 'desc')
      .orderBy('id', 'desc')
      .limit(50)
      .execute(),
  ]);
  return {
    nombre: c.nombre,
    mesa: {
      codigo: m.codigo,
      numero: Number(m.numero),
      habilitados: Number(m.habilitados),
      recinto: {
        codigo: m.rc,
        nombre: m.nombre,
        municipio: m.municipio,
        departamento: m.departamento as DelegadoYo['mesa']['recinto']['departamento'],
      },
    },
    llegada: m.llegada_en,
    incidentes: incidentes.map((i) => ({ id: i.id, tipo: i.tipo as TipoIncidente, creadoEn: i.creado_en })),
    partidos: await partidosDeLaPapeleta(db),
    acta: await actaDeMesa(db, c.mesa),
  };
}

/** "Estoy en mi mesa": the first check-in counts; a resend (same or new id) changes nothing. */
export async function registrarLlegada(db: Db, c: ContextoDelegado, id: string, ahora: string) {
  await db
    .updateTable('dia_d_mesas')
    .set({ llegada_en: ahora, llegada_id: id })
    .where('codigo', '=', c.mesa)
    .where('delegado_id', '=', c.defensorId)
    .where('llegada_en', 'is', null)
    .execute();
  const m = await db
    .selectFrom('dia_d_mesas')
    .select('llegada_en')
    .where('codigo', '=', c.mesa)
    .executeTakeFirstOrThrow();
  return { llegada: m.llegada_en! };
}

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
