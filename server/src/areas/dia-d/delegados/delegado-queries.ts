import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { MENSAJES_DIA_D as M, type DelegadoYo, type TipoIncidente } from '@comando/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { plantilla } from '../../../performance/statement-templates.js';
import { HttpError, notFound } from '../../../http/errors.js';
import { sqlDefensorEnTerreno, type Terreno } from '../terreno.js';
import { fechaGuardada } from '../ventana.js';
import { partidosDeLaPapeleta } from '../registro/index.js';
import { sqlEnMuestra } from '../conteo/index.js';
import { actaDeMesa } from '../actas/index.js';

type Db = Kysely<DB>;

/** Queries of the delegate's access code, session context, phone page and check-in. */

export const hash = (codigo: string) => createHash('sha256').update(codigo).digest('hex');
/** No 0/O, 1/I/L: read aloud or typed from paper without confusion. */
const ALFABETO = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 10 characters of 31 ≈ 49 bits: guessing one among 30.000 live codes stays hopeless. */
const LARGO_CODIGO = 10;

export const normalizarCodigo = (c: string) => c.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** A fresh access code (a delegate's or a recinto chief's). */
export function nuevoCodigo(): string {
  return Array.from(randomBytes(LARGO_CODIGO), (b) => ALFABETO[b % ALFABETO.length]).join('');
}

/**
 * A new one-time code for a defender with a mesa: the previous one (and its
 * sessions) stop working. Only its hash is stored.
 */
export async function crearAcceso(db: Db, defensorId: string, ahora: string, t: Terreno): Promise<string> {
  const d = await db
    .selectFrom('territorial_defensores as d')
    .leftJoin('dia_d_mesas as m', 'm.delegado_id', 'd.id')
    .select(['d.id', 'd.nombre', 'd.email', 'm.codigo as mesa'])
    .where('d.id', '=', defensorId)
    .where(sqlDefensorEnTerreno(t))
    .executeTakeFirst();
  if (!d) throw notFound(M.defensorNoEncontrado);
  if (!d.mesa) throw new HttpError(409, M.sinMesa);
  const codigo = nuevoCodigo();
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
  /** Where the mesa lies: the ground of what the delegate changes (live events). */
  lugar: { departamento: string; municipio: string; recinto: string };
  /** The mesa's habilitados (an acta's figures are checked against them). */
  habilitados: number;
  /** The mesa is in the quick count's sample (its acta is announced to every screen). */
  enMuestra: boolean;
}

/** The delegate, their mesa and the election date: a template (built once, performance/statement-templates.ts). */
const contextoDeSesion = plantilla((db: Db, usuarioId: string) =>
  db
    .selectFrom('dia_d_accesos as a')
    .innerJoin('territorial_defensores as d', 'd.id', 'a.defensor_id')
    .leftJoin('dia_d_mesas as m', 'm.delegado_id', 'd.id')
    .leftJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
    .select([
      'd.id',
      'd.nombre',
      'm.codigo',
      'm.habilitados',
      'r.departamento',
      'r.municipio',
      'r.codigo as recinto',
    ])
    .select(sqlEnMuestra('m.codigo').as('en_muestra'))
    .select((eb) => eb.selectFrom('estrategia_diad').select('fecha_eleccion').limit(1).as('fecha_eleccion'))
    .where('a.usuario_id', '=', usuarioId),
);

/**
 * The delegate behind a session, with the election date read in the same statement (every
 * report of election night starts here: one round trip, not two): undefined when the session
 * is not a delegate's. `contexto` answers their mesa, 409 once it was taken away.
 */
export async function delegadoDeSesion(
  db: Db,
  usuarioId: string,
): Promise<{ fechaEleccion: string; contexto: () => ContextoDelegado } | undefined> {
  const f = await contextoDeSesion.primera(db, usuarioId);
  if (!f) return undefined;
  return {
    fechaEleccion: fechaGuardada(f.fecha_eleccion),
    contexto: () => {
      if (!f.codigo || !f.departamento || !f.municipio || !f.recinto) throw new HttpError(409, M.sinMesa);
      return {
        defensorId: f.id,
        nombre: f.nombre,
        mesa: f.codigo,
        lugar: { departamento: f.departamento, municipio: f.municipio, recinto: f.recinto },
        habilitados: Number(f.habilitados),
        enMuestra: Number(f.en_muestra) === 1,
      };
    },
  };
}

/** The delegate behind a session and their mesa (403 for a session that is not a delegate's). */
export async function contextoDelegado(db: Db, usuarioId: string): Promise<ContextoDelegado> {
  const d = await delegadoDeSesion(db, usuarioId);
  if (!d) throw new HttpError(403, M.codigoInvalido);
  return d.contexto();
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
