import {
  fillPath,
  fotoActa,
  PAGINA_MESAS_ACTAS,
  type Acta,
  type EstadoActa,
  type FigurasActa,
  type MesaConActa,
} from '@comando/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { plantilla } from '../../../performance/statement-templates.js';
import { esNacional, sqlMesaEnTerreno, sqlTerreno, type Terreno } from '../terreno.js';
import { alertasDeActas } from '../reglas/index.js';

type Db = Kysely<DB>;

/** Reading actas (an acta with its votes, a mesa's current acta, the lists of HQ). */

async function votosDe(db: Db, actaId: string): Promise<Record<string, number>> {
  const filas = await db
    .selectFrom('dia_d_acta_votos')
    .select(['sigla', 'votos'])
    .where('acta_id', '=', actaId)
    .execute();
  return Object.fromEntries(filas.map((f) => [f.sigla, Number(f.votos)]));
}

export async function figurasDe(db: Db, actaId: string): Promise<FigurasActa> {
  const a = await db
    .selectFrom('dia_d_actas')
    .select(['blancos', 'nulos'])
    .where('id', '=', actaId)
    .executeTakeFirstOrThrow();
  return { votos: await votosDe(db, actaId), blancos: Number(a.blancos), nulos: Number(a.nulos) };
}

export async function leerActa(db: Db, id: string): Promise<Acta> {
  const a = await db
    .selectFrom('dia_d_actas as a')
    // Through the mesa (the table's key): `acta_id` has no index, and with 33.000 actas in
    // a join on it alone read the whole table for every acta answered (issue 20's bench).
    .leftJoin('dia_d_mesa_acta as ma', (j) =>
      j.onRef('ma.mesa_codigo', '=', 'a.mesa_codigo').onRef('ma.acta_id', '=', 'a.id'),
    )
    .select([
      'a.id',
      'a.mesa_codigo',
      'a.version',
      'a.blancos',
      'a.nulos',
      'a.alerta',
      'a.creada_en',
      'ma.estado',
    ])
    .where('a.id', '=', id)
    .executeTakeFirstOrThrow();
  return comoActa({
    id: a.id,
    mesa: a.mesa_codigo,
    version: Number(a.version),
    // A version that is no longer the mesa's current one stays as it was received.
    estado: (a.estado ?? 'recibida') as EstadoActa,
    figuras: { votos: await votosDe(db, a.id), blancos: Number(a.blancos), nulos: Number(a.nulos) },
    alerta: Number(a.alerta) === 1,
    en: a.creada_en,
  });
}

/** An acta version as the API answers it: read back (leerActa) or just stored (recepcion.ts). */
export function comoActa(v: {
  id: string;
  mesa: string;
  version: number;
  estado: EstadoActa;
  figuras: FigurasActa;
  alerta: boolean;
  en: string;
}): Acta {
  return {
    id: v.id,
    mesa: v.mesa,
    version: v.version,
    estado: v.estado,
    votos: v.figuras.votos,
    blancos: v.figuras.blancos,
    nulos: v.figuras.nulos,
    alertaParticipacion: v.alerta,
    recibidaEn: v.en,
  };
}

/** The current acta of a mesa, or null before the first one arrives. */
export async function actaDeMesa(db: Db, mesa: string): Promise<Acta | null> {
  const fila = await db
    .selectFrom('dia_d_mesa_acta')
    .select('acta_id')
    .where('mesa_codigo', '=', mesa)
    .executeTakeFirst();
  return fila ? leerActa(db, fila.acta_id) : null;
}

// ---------------------------------------------------------------- one acta

/** An acta by id with its mesa (read with every acta a phone sends: built once, performance/statement-templates.ts). */
const actaConId = plantilla((db: Db, id: string) =>
  db.selectFrom('dia_d_actas').select(['id', 'mesa_codigo']).where('id', '=', id),
);

/** An acta already stored under this id (a resend of the phone's queue), with its mesa. */
export async function actaPorId(db: Db, id: string) {
  return actaConId.primera(db, id);
}

/** Whether an acta (any version) belongs to a mesa inside the ground (issue 27). */
export async function actaEnTerreno(db: Db, id: string, t: Terreno): Promise<boolean> {
  if (esNacional(t)) return true;
  const fila = await db
    .selectFrom('dia_d_actas as a')
    .select('a.id')
    .where('a.id', '=', id)
    .where(sqlMesaEnTerreno(t, 'a.mesa_codigo'))
    .executeTakeFirst();
  return fila !== undefined;
}

export async function fotoDeActa(db: Db, id: string, t: Terreno): Promise<string | undefined> {
  const a = await db.selectFrom('dia_d_actas').select('foto_id').where('id', '=', id).executeTakeFirst();
  return a && (await actaEnTerreno(db, id, t)) ? a.foto_id : undefined;
}

/** Who gave an acta's figures (a delegate, or whoever settled it) and its photo. */
export async function autorYFoto(db: Db, id: string) {
  return db
    .selectFrom('dia_d_actas')
    .select(['autor_id', 'foto_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

// ---------------------------------------------------------------- lists

/** Votes of several actas, by acta and party. */
export async function votosDeActas(db: Db, ids: string[]): Promise<Map<string, Record<string, number>>> {
  const de = new Map<string, Record<string, number>>();
  if (ids.length === 0) return de;
  const filas = await db
    .selectFrom('dia_d_acta_votos')
    .select(['acta_id', 'sigla', 'votos'])
    .where('acta_id', 'in', ids)
    .execute();
  for (const v of filas) {
    let votos = de.get(v.acta_id);
    if (!votos) de.set(v.acta_id, (votos = {}));
    votos[v.sigla] = Number(v.votos);
  }
  return de;
}

/** One page of mesas with their current acta, ordered by code (keyset: the cursor is the last code). */
export async function listarMesasActas(
  db: Db,
  f: { departamento?: string; estado?: EstadoActa | 'sin-acta'; cursor?: string },
  t: Terreno,
): Promise<{ mesas: MesaConActa[]; siguiente: string | null }> {
  const filas = await db
    .selectFrom('dia_d_mesas as m')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
    .leftJoin('dia_d_mesa_acta as ma', 'ma.mesa_codigo', 'm.codigo')
    .leftJoin('dia_d_actas as a', 'a.id', 'ma.acta_id')
    .select([
      'm.codigo',
      'm.numero',
      'm.habilitados',
      'r.nombre',
      'r.municipio',
      'r.departamento',
      'ma.estado',
      'ma.acta_id',
      'a.version',
      'a.blancos',
      'a.nulos',
      'a.por_jefe',
    ])
    .where(sqlTerreno(t))
    .$if(f.departamento !== undefined, (q) => q.where('r.departamento', '=', f.departamento ?? ''))
    .$if(f.estado === 'sin-acta', (q) => q.where('ma.estado', 'is', null))
    .$if(f.estado !== undefined && f.estado !== 'sin-acta', (q) => q.where('ma.estado', '=', f.estado ?? ''))
    .$if(f.cursor !== undefined, (q) => q.where('m.codigo', '>', f.cursor ?? ''))
    .orderBy('m.codigo')
    .limit(PAGINA_MESAS_ACTAS + 1)
    .execute();
  const pagina = filas.slice(0, PAGINA_MESAS_ACTAS);
  const ids = pagina.flatMap((p) => (p.acta_id ? [p.acta_id] : []));
  const votos = await votosDeActas(db, ids);
  const alertas = await alertasDeActas(db, ids);
  return {
    mesas: pagina.map((p) => ({
      codigo: p.codigo,
      numero: Number(p.numero),
      recinto: p.nombre,
      municipio: p.municipio,
      departamento: p.departamento,
      habilitados: Number(p.habilitados),
      acta: p.acta_id
        ? {
            estado: p.estado as EstadoActa,
            version: Number(p.version),
            votos: votos.get(p.acta_id) ?? {},
            blancos: Number(p.blancos),
            nulos: Number(p.nulos),
            fotoUrl: fillPath(fotoActa.path, { id: p.acta_id }),
            alertas: alertas.get(p.acta_id) ?? [],
            porJefe: Number(p.por_jefe) === 1,
          }
        : null,
    })),
    siguiente: filas.length > PAGINA_MESAS_ACTAS ? (pagina.at(-1)?.codigo ?? null) : null,
  };
}

/** Up to `n` current actas of the ground after the mesa code `despues`, with their mesa and number of versions. */
export async function loteDeActas(db: Db, despues: string, n: number, t: Terreno) {
  return db
    .selectFrom('dia_d_mesa_acta as ma')
    .innerJoin('dia_d_actas as a', 'a.id', 'ma.acta_id')
    .innerJoin('dia_d_mesas as m', 'm.codigo', 'ma.mesa_codigo')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
    .select((eb) => [
      'ma.mesa_codigo',
      'ma.acta_id',
      'ma.estado',
      'm.numero',
      'r.nombre',
      'r.municipio',
      'r.departamento',
      'a.version',
      'a.blancos',
      'a.nulos',
      'a.alerta',
      'a.creada_en',
      eb
        .selectFrom('dia_d_actas as v')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('v.mesa_codigo', '=', 'ma.mesa_codigo')
        .as('versiones'),
    ])
    .where('ma.mesa_codigo', '>', despues)
    .where(sqlTerreno(t))
    .orderBy('ma.mesa_codigo')
    .limit(n)
    .execute();
}
