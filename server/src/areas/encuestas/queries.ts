import { randomUUID } from 'node:crypto';
import {
  claveCandidato,
  ordenarEncuestas,
  ordenarTracking,
  TEXTOS_ENCUESTAS,
  tendenciaDe,
  type Encuesta,
  type PuntoTracking,
  type Tendencia,
} from '@comando/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB>;

/** Runs in the caller's transaction when there is one (seeds run inside one). */
function enTransaccion<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

interface FilaResultado {
  id: string;
  encuesta_id: string;
  candidato: string;
  porcentaje: number;
  tendencia: string;
  orden: number;
  fecha: string;
  creada_en: string;
}

async function resultados(db: Db): Promise<FilaResultado[]> {
  const rows = await db
    .selectFrom('encuestas_resultados as r')
    .innerJoin('encuestas as e', 'e.id', 'r.encuesta_id')
    .select([
      'r.id',
      'r.encuesta_id',
      'r.candidato',
      'r.porcentaje',
      'r.tendencia',
      'r.orden',
      'e.fecha',
      'e.creada_en',
    ])
    .orderBy('r.encuesta_id')
    .orderBy('r.orden')
    .orderBy('r.id')
    .execute();
  return rows.map((r) => ({ ...r, porcentaje: Number(r.porcentaje), orden: Number(r.orden) }));
}

function aTendencia(t: string): Tendencia {
  return t === 'down' ? 'down' : 'up';
}

/** The latest stored result (by poll date, then creation) of a candidate, if any. */
function ultimoDe(filas: readonly FilaResultado[], candidato: string): FilaResultado | undefined {
  const k = claveCandidato(candidato);
  let ultimo: FilaResultado | undefined;
  for (const f of filas) {
    if (claveCandidato(f.candidato) !== k) continue;
    if (
      !ultimo ||
      f.fecha > ultimo.fecha ||
      (f.fecha === ultimo.fecha &&
        (f.creada_en > ultimo.creada_en || (f.creada_en === ultimo.creada_en && f.id > ultimo.id)))
    ) {
      ultimo = f;
    }
  }
  return ultimo;
}

export async function listarEncuestas(db: Db): Promise<Encuesta[]> {
  const [polls, filas] = await Promise.all([
    db.selectFrom('encuestas').selectAll().execute(),
    resultados(db),
  ]);
  const porEncuesta = new Map<string, FilaResultado[]>();
  for (const f of filas) {
    const lista = porEncuesta.get(f.encuesta_id) ?? [];
    lista.push(f);
    porEncuesta.set(f.encuesta_id, lista);
  }
  return ordenarEncuestas(
    polls.map((p) => ({
      id: p.id,
      fecha: p.fecha,
      encuestadora: p.encuestadora,
      muestra: p.muestra === null ? null : Number(p.muestra),
      creadaEn: p.creada_en,
      resultados: (porEncuesta.get(p.id) ?? []).map((r) => ({
        candidato: r.candidato,
        porcentaje: r.porcentaje,
      })),
    })),
  );
}

export interface EncuestaAGuardar {
  fecha: string;
  encuestadora: string;
  muestra?: number | null;
  resultados: { candidato: string; porcentaje: number }[];
}

/** Stores a poll; each result's trend compares it with the candidate's latest stored value. */
export async function crearEncuesta(db: Db, nueva: EncuestaAGuardar, now: Date): Promise<Encuesta> {
  return enTransaccion(db, async (trx) => {
    const previas = await resultados(trx);
    const id = randomUUID();
    const creadaEn = now.toISOString();
    await trx
      .insertInto('encuestas')
      .values({
        id,
        fecha: nueva.fecha,
        encuestadora: nueva.encuestadora,
        muestra: nueva.muestra ?? null,
        creada_en: creadaEn,
      })
      .execute();
    if (nueva.resultados.length > 0) {
      await trx
        .insertInto('encuestas_resultados')
        .values(
          nueva.resultados.map((r, orden) => ({
            id: randomUUID(),
            encuesta_id: id,
            candidato: r.candidato,
            porcentaje: r.porcentaje,
            tendencia: tendenciaDe(r.porcentaje, ultimoDe(previas, r.candidato)?.porcentaje),
            orden,
          })),
        )
        .execute();
    }
    return {
      id,
      fecha: nueva.fecha,
      encuestadora: nueva.encuestadora,
      muestra: nueva.muestra ?? null,
      creadaEn,
      resultados: nueva.resultados.map((r) => ({ candidato: r.candidato, porcentaje: r.porcentaje })),
    };
  });
}

export async function eliminarEncuesta(db: Db, id: string): Promise<boolean> {
  return enTransaccion(db, async (trx) => {
    await trx.deleteFrom('encuestas_resultados').where('encuesta_id', '=', id).execute();
    const res = await trx.deleteFrom('encuestas').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  });
}

export async function listarTracking(db: Db): Promise<PuntoTracking[]> {
  const filas = await resultados(db);
  return ordenarTracking(
    filas.map((f) => ({
      date: f.fecha,
      candidate: f.candidato,
      percentage: f.porcentaje,
      trend: aTendencia(f.tendencia),
    })),
  );
}

/**
 * Tactical modal save: upsert of the candidate's result in the poll of that date
 * (a "Registro táctico" poll is created when none exists on that date).
 */
export async function guardarTracking(
  db: Db,
  punto: { date: string; candidate: string; percentage: number },
  now: Date,
): Promise<PuntoTracking> {
  return enTransaccion(db, async (trx) => {
    const filas = await resultados(trx);
    const trend = tendenciaDe(punto.percentage, ultimoDe(filas, punto.candidate)?.porcentaje);
    const k = claveCandidato(punto.candidate);
    const delDia = filas.filter((f) => f.fecha === punto.date);
    const existente = delDia
      .filter((f) => claveCandidato(f.candidato) === k)
      .sort((a, b) =>
        a.creada_en < b.creada_en ? -1 : a.creada_en > b.creada_en ? 1 : a.id < b.id ? -1 : 1,
      )[0];
    if (existente) {
      await trx
        .updateTable('encuestas_resultados')
        .set({ porcentaje: punto.percentage, tendencia: trend })
        .where('id', '=', existente.id)
        .execute();
      return { date: punto.date, candidate: existente.candidato, percentage: punto.percentage, trend };
    }
    let encuestaId: string;
    const poll = await trx
      .selectFrom('encuestas')
      .select('id')
      .where('fecha', '=', punto.date)
      .orderBy('creada_en')
      .orderBy('id')
      .executeTakeFirst();
    if (poll) {
      encuestaId = poll.id;
    } else {
      encuestaId = randomUUID();
      await trx
        .insertInto('encuestas')
        .values({
          id: encuestaId,
          fecha: punto.date,
          encuestadora: TEXTOS_ENCUESTAS.pollsterTactico,
          muestra: null,
          creada_en: now.toISOString(),
        })
        .execute();
    }
    const orden = Math.max(-1, ...filas.filter((f) => f.encuesta_id === encuestaId).map((f) => f.orden)) + 1;
    await trx
      .insertInto('encuestas_resultados')
      .values({
        id: randomUUID(),
        encuesta_id: encuestaId,
        candidato: punto.candidate,
        porcentaje: punto.percentage,
        tendencia: trend,
        orden,
      })
      .execute();
    return { date: punto.date, candidate: punto.candidate, percentage: punto.percentage, trend };
  });
}
