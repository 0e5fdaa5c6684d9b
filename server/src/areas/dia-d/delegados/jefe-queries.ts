import { randomUUID } from 'node:crypto';
import {
  MENSAJES_DIA_D as M,
  MENSAJES_JEFE as MJ,
  TEXTOS_JEFE,
  type EstadoActa,
  type EstadoMesaJefe,
  type JefeYo,
  type MesaDelJefe,
} from '@comando/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { HttpError, notFound } from '../../../http/errors.js';
import { hash, normalizarCodigo, nuevoCodigo } from './delegado-queries.js';
import { sqlTerreno, type Terreno } from '../terreno.js';
import { sqlEnMuestra } from '../conteo/index.js';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Issue 28, the recinto chief's phone: their one-time access (one per recinto, as a delegate's
 * is one per defender), the session's context, their recinto's mesas and the check that a
 * mesa's acta is theirs to send. A chief's ground is exactly their recinto.
 */

/** A new code for the recinto's chief (the previous one and its sessions stop working). */
export async function crearAcceso(
  db: Kysely<DB>,
  recinto: string,
  ahora: string,
  t: Terreno,
): Promise<string> {
  const r = await db
    .selectFrom('dia_d_recintos as r')
    .leftJoin('territorial_defensores as d', 'd.id', 'r.jefe_id')
    .select(['r.codigo', 'r.departamento', 'r.nombre as recinto', 'd.id', 'd.nombre', 'd.email'])
    .where('r.codigo', '=', recinto)
    .where(sqlTerreno(t))
    .executeTakeFirst();
  if (!r) throw notFound(M.recintoNoEncontrado);
  if (!r.id || r.nombre === null || r.email === null) throw new HttpError(409, MJ.sinJefe);
  const codigo = nuevoCodigo();
  await db.transaction().execute(async (trx) => {
    await revocar(trx, recinto);
    const usuarioId = randomUUID();
    // A `delegado` user whose ground is the recinto, with no usable password: only the code
    // opens its sessions. Its name says "jefe de recinto" in the audit trail.
    await trx
      .insertInto('usuarios')
      .values({
        id: usuarioId,
        usuario: `jefe:${recinto}`,
        nombre: TEXTOS_JEFE.remitente(r.nombre!),
        email: r.email!,
        rol: 'delegado',
        hash: '!',
        creado_en: ahora,
        ambito: JSON.stringify({ nivel: 'recinto', recinto }),
        ambito_departamento: r.departamento,
        ambito_nombre: r.recinto,
      })
      .execute();
    await trx
      .insertInto('dia_d_accesos_jefe')
      .values({
        recinto_codigo: recinto,
        defensor_id: r.id!,
        codigo_hash: hash(codigo),
        usuario_id: usuarioId,
        creado_en: ahora,
      })
      .execute();
  });
  return codigo;
}

/** Ends the recinto chief's access (a new code, another chief, none); their sessions end with the user. */
export async function revocar(db: Db, recinto: string): Promise<void> {
  const a = await db
    .selectFrom('dia_d_accesos_jefe')
    .select('usuario_id')
    .where('recinto_codigo', '=', recinto)
    .executeTakeFirst();
  if (!a) return;
  await db.deleteFrom('dia_d_accesos_jefe').where('recinto_codigo', '=', recinto).execute();
  await db.deleteFrom('sesiones').where('usuario_id', '=', a.usuario_id).execute();
  await db.deleteFrom('usuarios').where('id', '=', a.usuario_id).execute();
}

export async function usuarioDeCodigo(db: Db, codigo: string): Promise<string | undefined> {
  const a = await db
    .selectFrom('dia_d_accesos_jefe')
    .select('usuario_id')
    .where('codigo_hash', '=', hash(normalizarCodigo(codigo)))
    .executeTakeFirst();
  return a?.usuario_id;
}

export interface ContextoJefe {
  defensorId: string;
  nombre: string;
  recinto: JefeYo['jefe'];
}

/** The chief behind a session, while they are still the recinto's chief (undefined: not a chief). */
export async function contextoJefe(db: Db, usuarioId: string): Promise<ContextoJefe | undefined> {
  const f = await db
    .selectFrom('dia_d_accesos_jefe as a')
    .innerJoin('dia_d_recintos as r', (j) =>
      j.onRef('r.codigo', '=', 'a.recinto_codigo').onRef('r.jefe_id', '=', 'a.defensor_id'),
    )
    .innerJoin('territorial_defensores as d', 'd.id', 'a.defensor_id')
    .select(['d.id', 'd.nombre', 'r.codigo', 'r.nombre as recinto', 'r.municipio', 'r.departamento'])
    .where('a.usuario_id', '=', usuarioId)
    .executeTakeFirst();
  if (!f) return undefined;
  return {
    defensorId: f.id,
    nombre: f.nombre,
    recinto: {
      codigo: f.codigo,
      nombre: f.recinto,
      municipio: f.municipio,
      departamento: f.departamento as JefeYo['jefe']['departamento'],
    },
  };
}

/** A mesa's state in words, from its current acta first, then its delegate. */
function estadoDe(f: {
  delegado_id: string | null;
  llegada_en: string | null;
  estado: string | null;
  alerta: number | string | null;
}): EstadoMesaJefe {
  if (f.estado === 'disputa') return 'en-disputa';
  if (Number(f.alerta ?? 0) > 0) return 'con-alerta';
  if (f.estado === 'verificada') return 'verificada';
  if (f.estado !== null) return 'acta-enviada';
  if (f.delegado_id === null) return 'sin-delegado';
  return f.llegada_en !== null ? 'delegado-presente' : 'delegado-sin-llegada';
}

/** The recinto's mesas in number order, each with its state, delegate and current acta (one query). */
export async function mesasDelRecinto(db: Db, recinto: string): Promise<MesaDelJefe[]> {
  const filas = await db
    .selectFrom('dia_d_mesas as m')
    .leftJoin('territorial_defensores as d', 'd.id', 'm.delegado_id')
    .leftJoin('dia_d_mesa_acta as ma', 'ma.mesa_codigo', 'm.codigo')
    .leftJoin('dia_d_actas as a', 'a.id', 'ma.acta_id')
    .select([
      'm.codigo',
      'm.numero',
      'm.habilitados',
      'm.delegado_id',
      'm.llegada_en',
      'd.nombre',
      'd.celular',
      'ma.estado',
      'a.version',
      'a.por_jefe',
    ])
    // The rules' unreviewed alerts on the current acta (the radar's "con alerta").
    .select(
      sql<number>`(select count(*) from dia_d_alertas al where al.acta_id = ma.acta_id and al.revisada_en is null)`.as(
        'alerta',
      ),
    )
    .where('m.recinto_codigo', '=', recinto)
    .orderBy('m.numero')
    .orderBy('m.codigo')
    .execute();
  return filas.map((f) => ({
    codigo: f.codigo,
    numero: Number(f.numero),
    habilitados: Number(f.habilitados),
    estado: estadoDe(f),
    delegado: f.nombre !== null ? { nombre: f.nombre, celular: f.celular ?? '' } : null,
    acta:
      f.estado !== null && f.version !== null
        ? { version: Number(f.version), estado: f.estado as EstadoActa, porJefe: Number(f.por_jefe) === 1 }
        : null,
  }));
}

/**
 * Where a mesa of the chief's recinto lies (404 for any other mesa, as for one that does not
 * exist), refused (409) once its delegate or HQ gave its current acta: the chief fills a gap,
 * never overwrites the delegate's figures. A mesa whose current acta is the chief's own takes
 * a corrected version.
 */
export async function mesaParaActa(db: Db, c: ContextoJefe, mesa: string) {
  const f = await db
    .selectFrom('dia_d_mesas as m')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
    .leftJoin('dia_d_mesa_acta as ma', 'ma.mesa_codigo', 'm.codigo')
    .leftJoin('dia_d_actas as a', 'a.id', 'ma.acta_id')
    .select([
      'm.codigo',
      'm.habilitados',
      'r.departamento',
      'r.municipio',
      'r.codigo as recinto',
      'ma.acta_id',
      'a.por_jefe',
    ])
    .select(sqlEnMuestra('m.codigo').as('en_muestra'))
    .where('m.codigo', '=', mesa)
    .where(sqlTerreno({ nivel: 'recinto', recinto: c.recinto.codigo }))
    .executeTakeFirst();
  if (!f) throw notFound(MJ.mesaNoEncontrada);
  return {
    lugar: { departamento: f.departamento, municipio: f.municipio, recinto: f.recinto },
    habilitados: Number(f.habilitados),
    enMuestra: Number(f.en_muestra) === 1,
    delDelegado: f.acta_id !== null && Number(f.por_jefe) !== 1,
  };
}
