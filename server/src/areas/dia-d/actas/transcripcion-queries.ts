import type { FigurasActa } from '@comando/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { sqlMesaEnTerreno, sqlTerreno, type Terreno } from '../terreno.js';
import { sqlEnMuestra } from '../conteo/index.js';

type Db = Kysely<DB>;

/** HQ's double entry: reserving the next acta, the transcriptions, the disputes. */

/** The caller's own reservation first (a reload gets the same acta back), then the oldest free one. */
export async function actaLibre(db: Db, usuarioId: string, ya: string, t: Terreno) {
  return (
    db
      .selectFrom('dia_d_mesa_acta as ma')
      .innerJoin('dia_d_actas as a', 'a.id', 'ma.acta_id')
      .select(['ma.mesa_codigo', 'ma.acta_id', 'ma.reservada_por'])
      .where('ma.estado', '=', 'recibida')
      // A scoped transcriber is handed only actas of their ground (issue 27).
      .where(sqlMesaEnTerreno(t, 'ma.mesa_codigo'))
      // Whoever settled a version does not transcribe it: the two entries stay independent.
      .where('a.autor_id', '!=', usuarioId)
      .where((eb) =>
        eb.or([
          eb('ma.reservada_por', 'is', null),
          eb('ma.reservada_por', '=', usuarioId),
          eb('ma.reservada_hasta', '<', ya),
        ]),
      )
      .orderBy(sql`case when ma.reservada_por = ${usuarioId} then 0 else 1 end`)
      // Issue 28: the quick count's sampled actas go first (its estimate is HQ's first figure).
      .orderBy(sql`case when ${sqlEnMuestra('ma.mesa_codigo')} then 0 else 1 end`)
      .orderBy('a.creada_en')
      .orderBy('ma.mesa_codigo')
      .limit(1)
      .executeTakeFirst()
  );
}

/** Taken only if still free: two people asking at once never get the same acta. */
export async function reservar(
  db: Db,
  libre: { mesa_codigo: string; acta_id: string },
  usuarioId: string,
  ya: string,
  hasta: string,
): Promise<boolean> {
  const r = await db
    .updateTable('dia_d_mesa_acta')
    .set({ reservada_por: usuarioId, reservada_hasta: hasta })
    .where('mesa_codigo', '=', libre.mesa_codigo)
    .where('acta_id', '=', libre.acta_id)
    .where('estado', '=', 'recibida')
    .where((eb) =>
      eb.or([
        eb('reservada_por', 'is', null),
        eb('reservada_por', '=', usuarioId),
        eb('reservada_hasta', '<', ya),
      ]),
    )
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

const aMesa = (m: {
  codigo: string;
  numero: unknown;
  habilitados: unknown;
  nombre: string;
  municipio: string;
  departamento: string;
}) => ({
  codigo: m.codigo,
  numero: Number(m.numero),
  habilitados: Number(m.habilitados),
  recinto: m.nombre,
  municipio: m.municipio,
  departamento: m.departamento,
});

/** The mesa as a transcriber sees it beside the photo. */
export async function mesaDeActa(db: Db, codigo: string) {
  const m = await db
    .selectFrom('dia_d_mesas as m')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
    .select(['m.codigo', 'm.numero', 'm.habilitados', 'r.nombre', 'r.municipio', 'r.departamento'])
    .where('m.codigo', '=', codigo)
    .executeTakeFirstOrThrow();
  return aMesa(m);
}

/** The first 200 actas in dispute in the ground, by mesa code. */
export async function actasEnDisputa(db: Db, t: Terreno) {
  const filas = await db
    .selectFrom('dia_d_mesa_acta as ma')
    .innerJoin('dia_d_mesas as m', 'm.codigo', 'ma.mesa_codigo')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
    .select([
      'ma.acta_id',
      'm.codigo',
      'm.numero',
      'm.habilitados',
      'r.nombre',
      'r.municipio',
      'r.departamento',
    ])
    .where('ma.estado', '=', 'disputa')
    .where(sqlTerreno(t))
    .orderBy('ma.mesa_codigo')
    .limit(200)
    .execute();
  return filas.map((f) => ({ actaId: f.acta_id, mesa: aMesa(f) }));
}

export async function transcripcionesDe(db: Db, actaId: string) {
  const filas = await db
    .selectFrom('dia_d_transcripciones')
    .select(['usuario_nombre', 'en', 'figuras'])
    .where('acta_id', '=', actaId)
    .orderBy('en')
    .execute();
  return filas.map((x) => ({
    usuario: x.usuario_nombre,
    en: x.en,
    figuras: JSON.parse(x.figuras) as FigurasActa,
  }));
}

export async function guardarTranscripcion(
  db: Db,
  t: {
    id: string;
    actaId: string;
    usuarioId: string;
    usuarioNombre: string;
    figuras: FigurasActa;
    coincide: boolean;
    en: string;
    /** Seconds from handing the acta out to this transcription; null without a reservation. */
    segundos: number | null;
  },
): Promise<void> {
  await db
    .insertInto('dia_d_transcripciones')
    .values({
      id: t.id,
      acta_id: t.actaId,
      usuario_id: t.usuarioId,
      usuario_nombre: t.usuarioNombre,
      figuras: JSON.stringify(t.figuras),
      coincide: t.coincide ? 1 : 0,
      segundos: t.segundos,
      en: t.en,
    })
    .execute();
}

/** Each transcriber's timed transcriptions (seconds), for the medians admins read. */
export async function tiemposPorTranscriptor(db: Db) {
  return db
    .selectFrom('dia_d_transcripciones')
    .select(['usuario_id', 'usuario_nombre', 'segundos'])
    .where('segundos', 'is not', null)
    .orderBy('usuario_id')
    .execute();
}
