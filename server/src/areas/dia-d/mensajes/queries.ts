/** SQL of the messages from HQ to the delegates (issue 28). */
import {
  MENSAJES_LISTADOS,
  nombreDepartamento,
  TEXTOS_MENSAJERIA as T,
  type DestinoMensaje,
  type MensajeEnviado,
} from '@comando/contract';
import { randomUUID } from 'node:crypto';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { esNacional, sqlTerreno, type Terreno } from '../terreno.js';
import { lotes } from '../../../db/batches.js';

type Db = Kysely<DB>;

/** Columns of a recipient row that carry its ground. */
const TERRENO_DESTINO = {
  departamento: 'd.departamento',
  municipio: 'd.municipio',
  recinto: 'd.recinto_codigo',
};

/** The target as staff read it. */
function nombreDestino(destino: DestinoMensaje): string {
  if ('todos' in destino) return T.destinoTodos;
  if ('estado' in destino) return T.destinoEstado[destino.estado];
  if ('recinto' in destino) return destino.recinto;
  if ('municipio' in destino) return `${destino.municipio} (${nombreDepartamento(destino.departamento)})`;
  return nombreDepartamento(destino.departamento);
}

/** The delegates a target reaches inside the sender's ground: one per mesa with a delegate. */
function delegados(db: Db, destino: DestinoMensaje, t: Terreno) {
  return enDestino(
    db.selectFrom('dia_d_mesas as m').innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo'),
    destino,
  )
    .select(['m.codigo', 'm.delegado_id', 'r.departamento', 'r.municipio', 'r.codigo as recinto'])
    .where('m.delegado_id', 'is not', null)
    .where(sqlTerreno(t))
    .$if('estado' in destino && destino.estado === 'sin-llegada', (qb) =>
      qb.where('m.llegada_en', 'is', null),
    )
    .$if('estado' in destino && destino.estado === 'sin-acta', (qb) =>
      qb.where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('dia_d_mesa_acta as ma')
              .select('ma.mesa_codigo')
              .whereRef('ma.mesa_codigo', '=', 'm.codigo'),
          ),
        ),
      ),
    )
    .execute();
}

/** A target's place (department, municipio, recinto) on `dia_d_recintos as r`. */
function enDestino<Q extends SelectQueryBuilder<DB & { r: DB['dia_d_recintos'] }, 'r', object>>(
  qb: Q,
  destino: DestinoMensaje,
): Q {
  return qb
    .$if('departamento' in destino, (b) =>
      b.where('r.departamento', '=', (destino as { departamento: string }).departamento),
    )
    .$if('municipio' in destino, (b) =>
      b.where('r.municipio', '=', (destino as { municipio: string }).municipio),
    )
    .$if('recinto' in destino, (b) =>
      b.where('r.codigo', '=', (destino as { recinto: string }).recinto),
    ) as Q;
}

/**
 * Issue 28: the recinto chiefs a target by place reaches (all, a department, a municipio, a
 * recinto), as a delegate of their recinto; a target by a mesa's state is for delegates only.
 * A chief's row carries their recinto as its mesa.
 */
async function jefes(db: Db, destino: DestinoMensaje, t: Terreno) {
  if ('estado' in destino) return [];
  const filas = await enDestino(db.selectFrom('dia_d_recintos as r'), destino)
    .select(['r.codigo', 'r.jefe_id as delegado_id', 'r.departamento', 'r.municipio', 'r.codigo as recinto'])
    .where('r.jefe_id', 'is not', null)
    .where(sqlTerreno(t))
    .execute();
  return filas;
}

/** Everyone a target reaches: its delegates, then the chiefs who are not already among them. */
async function destinatarios(db: Db, destino: DestinoMensaje, t: Terreno) {
  const [d, j] = await Promise.all([delegados(db, destino, t), jefes(db, destino, t)]);
  const ya = new Set(d.map((f) => f.delegado_id));
  return [...d, ...j.filter((f) => !ya.has(f.delegado_id) && (ya.add(f.delegado_id), true))];
}

/** Stores a message and its recipients in one transaction; 0 recipients stores nothing. */
export async function enviar(
  db: Db,
  m: { texto: string; destino: DestinoMensaje; autorId: string; autorNombre: string; ahora: string },
  t: Terreno,
): Promise<{ id: string; destinatarios: number }> {
  return db.transaction().execute(async (trx) => {
    const filas = await destinatarios(trx, m.destino, t);
    if (filas.length === 0) return { id: '', destinatarios: 0 };
    const id = randomUUID();
    await trx
      .insertInto('dia_d_mensajes')
      .values({
        id,
        texto: m.texto,
        destino: JSON.stringify(m.destino),
        destino_nombre: nombreDestino(m.destino),
        autor_id: m.autorId,
        autor_nombre: m.autorNombre,
        enviado_en: m.ahora,
        destinatarios: filas.length,
        leidos: 0,
      })
      .execute();
    for (const lote of lotes(filas))
      await trx
        .insertInto('dia_d_mensaje_destinos')
        .values(
          lote.map((f) => ({
            mensaje_id: id,
            defensor_id: f.delegado_id!,
            mesa_codigo: f.codigo,
            departamento: f.departamento,
            municipio: f.municipio,
            recinto_codigo: f.recinto,
            leido_en: null,
          })),
        )
        .onConflict((oc) => oc.columns(['mensaje_id', 'defensor_id']).doNothing())
        .execute();
    return { id, destinatarios: filas.length };
  });
}

/**
 * The messages HQ sent, newest first: national staff read the counters kept on each message;
 * a scoped reader sees only messages that reached their ground, counted within it.
 */
export async function listar(db: Db, t: Terreno): Promise<MensajeEnviado[]> {
  const base = db
    .selectFrom('dia_d_mensajes as m')
    .select(['m.id', 'm.texto', 'm.enviado_en', 'm.destino_nombre', 'm.autor_nombre'])
    .orderBy('m.enviado_en', 'desc')
    .orderBy('m.id', 'desc')
    .limit(MENSAJES_LISTADOS);
  const filas = esNacional(t)
    ? await base.select(['m.destinatarios', 'm.leidos']).execute()
    : await base
        .innerJoin('dia_d_mensaje_destinos as d', 'd.mensaje_id', 'm.id')
        .where(sqlTerreno(t, TERRENO_DESTINO))
        .select((eb) => [
          eb.fn.count<number>('d.defensor_id').as('destinatarios'),
          eb.fn.count<number>('d.leido_en').as('leidos'),
        ])
        .groupBy(['m.id', 'm.texto', 'm.enviado_en', 'm.destino_nombre', 'm.autor_nombre'])
        .execute();
  return filas.map((f) => ({
    id: f.id,
    texto: f.texto,
    enviado: f.enviado_en,
    destino: f.destino_nombre,
    autor: f.autor_nombre,
    destinatarios: Number(f.destinatarios),
    leidos: Number(f.leidos),
  }));
}

/** A delegate's inbox, newest first. */
export async function bandeja(db: Db, defensorId: string) {
  const filas = await db
    .selectFrom('dia_d_mensaje_destinos as d')
    .innerJoin('dia_d_mensajes as m', 'm.id', 'd.mensaje_id')
    .select(['m.id', 'm.texto', 'm.enviado_en', 'd.leido_en'])
    .where('d.defensor_id', '=', defensorId)
    .orderBy('m.enviado_en', 'desc')
    .orderBy('m.id', 'desc')
    .limit(MENSAJES_LISTADOS)
    .execute();
  return filas.map((f) => ({ id: f.id, texto: f.texto, enviado: f.enviado_en, leido: f.leido_en !== null }));
}

/** Marks a message read by this delegate (once); false when it was not sent to them. */
export async function marcarLeido(db: Db, mensajeId: string, defensorId: string, ahora: string) {
  return db.transaction().execute(async (trx) => {
    const fila = await trx
      .selectFrom('dia_d_mensaje_destinos')
      .select('leido_en')
      .where('mensaje_id', '=', mensajeId)
      .where('defensor_id', '=', defensorId)
      .executeTakeFirst();
    if (!fila) return false;
    if (fila.leido_en !== null) return true;
    await trx
      .updateTable('dia_d_mensaje_destinos')
      .set({ leido_en: ahora })
      .where('mensaje_id', '=', mensajeId)
      .where('defensor_id', '=', defensorId)
      .execute();
    await trx
      .updateTable('dia_d_mensajes')
      .set((eb) => ({ leidos: eb('leidos', '+', 1) }))
      .where('id', '=', mensajeId)
      .execute();
    return true;
  });
}
