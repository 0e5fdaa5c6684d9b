import { fillPath, fotoActa, PAGINA_ALERTAS, type Alerta, type Regla } from '@comando/contract';
import type { Compilable, Kysely } from 'kysely';
import { alFinal, escribirYa } from '../../../db/request-transaction.js';
import { franjaDe } from '../../../performance/striped-counters.js';
import type { DB } from '../../../db/schema.js';
import { plantilla } from '../../../performance/statement-templates.js';
import type { ReglasTables } from './tables.js';
import { sqlTerreno, type Terreno } from '../terreno.js';

type Db = Kysely<DB>;

/** SQL of the rules on every acta (issue 28): what they read of a mesa, their memory and the alerts. */

/** The rules' context of a version (built once, performance/statement-templates.ts). */
const contexto = plantilla((db: Db, mesa: string, firma: string, fotoId: string) =>
  db
    .selectFrom('dia_d_mesas as m')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
    .leftJoin('dia_d_reglas_mesas as rm', 'rm.mesa_codigo', 'm.codigo')
    .select((eb) => [
      'm.recinto_codigo',
      'r.departamento',
      'm.llegada_en',
      'rm.participacion as previa',
      ...(['n', 'suma', 'suma2'] as const).map((c) =>
        eb
          .selectFrom('dia_d_reglas_departamentos as rd')
          .select((e) => e.fn.sum<number | string>(`rd.${c}`).as(c))
          .whereRef('rd.departamento', '=', 'r.departamento')
          .as(c),
      ),
      eb.selectFrom('dia_d_partidos').select('sigla').where('nuestro', '=', 1).limit(1).as('nuestro'),
      eb
        .selectFrom('dia_d_reglas_mesas as o')
        .select('o.mesa_codigo')
        .whereRef('o.recinto_codigo', '=', 'm.recinto_codigo')
        .where('o.firma', '=', firma)
        .where('o.mesa_codigo', '<>', mesa)
        .orderBy('o.mesa_codigo')
        .limit(1)
        .as('mismasCifras'),
      eb
        .selectFrom('archivos as f')
        .innerJoin('archivos as g', 'g.hash', 'f.hash')
        .innerJoin('dia_d_actas as a', 'a.foto_id', 'g.id')
        .select('a.mesa_codigo')
        .where('f.id', '=', fotoId)
        .where('a.mesa_codigo', '<>', mesa)
        // Any one will do: sorting them made each acta read every earlier acta with the same
        // photo (a phone app sending one placeholder photo made the night quadratic).
        .limit(1)
        .as('mismaFoto'),
    ])
    .where('m.codigo', '=', mesa),
);

/**
 * Everything the rules read about a version, in one query: the mesa's recinto, department and
 * check-in, our party's sigla, the rules' row of the mesa's previous version, the department's
 * running sums, another mesa of the recinto with the same figures' signature and another mesa
 * whose acta photo has the same SHA-256 (archivos.hash).
 */
export async function contextoDeVersion(db: Db, mesa: string, firma: string, fotoId: string) {
  const f = await contexto.primera(db, mesa, firma, fotoId);
  if (!f) throw new Error(`No existe la mesa ${mesa}`);
  return {
    recinto: f.recinto_codigo,
    departamento: f.departamento,
    conLlegada: f.llegada_en !== null,
    nuestro: f.nuestro ?? null,
    participacionPrevia: f.previa === null ? null : Number(f.previa),
    sumas: { n: Number(f.n ?? 0), suma: Number(f.suma ?? 0), suma2: Number(f.suma2 ?? 0) },
    mismasCifras: f.mismasCifras ?? null,
    mismaFoto: f.mismaFoto ?? null,
  };
}

/** Whether an earlier version of the mesa's acta was verified (a matching transcription, or settled). */
export async function verificadaAntes(db: Db, mesa: string, actaId: string): Promise<boolean> {
  const f = await db
    .selectFrom('dia_d_actas as a')
    .select('a.id')
    .where('a.mesa_codigo', '=', mesa)
    .where('a.id', '<>', actaId)
    .where((eb) =>
      eb.or([
        eb('a.origen', '=', 'resolucion'),
        eb.exists(
          eb
            .selectFrom('dia_d_transcripciones as t')
            .select('t.id')
            .whereRef('t.acta_id', '=', 'a.id')
            .where('t.coincide', '=', 1),
        ),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return f !== undefined;
}

const recordar = plantilla(
  (
    db: Db,
    clave: { mesa_codigo: string; recinto_codigo: string },
    datos: { acta_id: string; firma: string; participacion: number },
  ) =>
    db
      .insertInto('dia_d_reglas_mesas')
      .values({ ...clave, ...datos })
      .onConflict((oc) => oc.column('mesa_codigo').doUpdateSet(datos)),
);

/** The mesa's latest version as the rules remember it; answers how it moves its department's sums. */
export async function recordarMesa(
  db: Db,
  fila: {
    mesa: string;
    recinto: string;
    departamento: string;
    actaId: string;
    firma: string;
    participacion: number;
  },
  previa: number | null,
): Promise<SumasParticipacion> {
  const datos = { acta_id: fila.actaId, firma: fila.firma, participacion: fila.participacion };
  await recordar.ejecutar(db, { mesa_codigo: fila.mesa, recinto_codigo: fila.recinto }, datos);
  const p = fila.participacion;
  return previa === null
    ? { departamento: fila.departamento, n: 1, suma: p, suma2: p * p }
    : { departamento: fila.departamento, n: 0, suma: p - previa, suma2: p * p - previa * previa };
}

/** How one version moves its department's participation sums (count, sum, sum of squares). */
export interface SumasParticipacion {
  departamento: string;
  n: number;
  suma: number;
  suma2: number;
}

/**
 * Adds a version's move to its department's sums: every acta of the department adds to that one
 * row, so in a request's transaction it is written at its end (see `alFinal`), with the count's
 * totals.
 */
export async function sumarParticipacion(db: Db, delta: SumasParticipacion): Promise<void> {
  const pendientes = alFinal(
    db,
    'dia-d-reglas-departamentos',
    () => new Map<string, SumasParticipacion>(),
    (p) => escriturasDeSumas(db, [...p.values()]),
  );
  if (!pendientes) return escribirYa(db, escriturasDeSumas(db, [delta]));
  const previa = pendientes.get(delta.departamento);
  if (previa) {
    previa.n += delta.n;
    previa.suma += delta.suma;
    previa.suma2 += delta.suma2;
  } else pendientes.set(delta.departamento, { ...delta });
}

/** The write that adds the deltas to one stripe of their departments' sums (performance/striped-counters.ts), in one order. */
function escriturasDeSumas(db: Db, deltas: SumasParticipacion[]): Compilable[] {
  if (deltas.length === 0) return [];
  const franja = franjaDe(db);
  const filas = deltas
    .sort((a, b) => (a.departamento < b.departamento ? -1 : 1))
    .map((d) => ({ departamento: d.departamento, n: d.n, suma: d.suma, suma2: d.suma2, franja }));
  return [sumas.compilable(db, filas)];
}

const sumas = plantilla((db: Db, filas: (SumasParticipacion & { franja: number })[]) =>
  db
    .insertInto('dia_d_reglas_departamentos')
    .values(filas)
    .onConflict((oc) =>
      oc.columns(['departamento', 'franja']).doUpdateSet((eb) => ({
        n: eb('dia_d_reglas_departamentos.n', '+', eb.ref('excluded.n')),
        suma: eb('dia_d_reglas_departamentos.suma', '+', eb.ref('excluded.suma')),
        suma2: eb('dia_d_reglas_departamentos.suma2', '+', eb.ref('excluded.suma2')),
      })),
    ),
);

export interface AlertaNueva {
  id: string;
  mesa: string;
  actaId: string;
  regla: Regla;
  explicacion: string;
  en: string;
}

export async function insertarAlertas(db: Db, alertas: AlertaNueva[]): Promise<void> {
  if (alertas.length === 0) return;
  await db
    .insertInto('dia_d_alertas')
    .values(
      alertas.map((a) => ({
        id: a.id,
        mesa_codigo: a.mesa,
        acta_id: a.actaId,
        regla: a.regla,
        explicacion: a.explicacion,
        creada_en: a.en,
      })),
    )
    .onConflict((oc) => oc.columns(['acta_id', 'regla']).doNothing())
    .execute();
}

// ---------------------------------------------------------------- HQ's queue

function alertasEnTerreno(db: Db, t: Terreno) {
  return db
    .selectFrom('dia_d_alertas as al')
    .innerJoin('dia_d_mesas as m', 'm.codigo', 'al.mesa_codigo')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
    .where(sqlTerreno(t));
}

const COLUMNAS = [
  'al.id',
  'al.mesa_codigo',
  'al.acta_id',
  'al.regla',
  'al.explicacion',
  'al.creada_en',
  'al.revisada_por',
  'al.revisada_en',
  'al.nota',
  'r.nombre',
  'r.municipio',
  'r.departamento',
] as const;

type FilaAlerta = ReglasTables['dia_d_alertas'] & { nombre: string; municipio: string; departamento: string };

const aAlerta = (f: FilaAlerta): Alerta => ({
  id: f.id,
  mesa: f.mesa_codigo,
  regla: f.regla as Regla,
  explicacion: f.explicacion,
  revisada: f.revisada_en !== null,
  revision:
    f.revisada_en !== null ? { nota: f.nota ?? '', por: f.revisada_por ?? '', en: f.revisada_en } : null,
  creadaEn: f.creada_en,
  actaId: f.acta_id,
  fotoUrl: fillPath(fotoActa.path, { id: f.acta_id }),
  recinto: f.nombre,
  municipio: f.municipio,
  departamento: f.departamento,
});

/** One page of the ground's alerts, newest first, with how many match the filters. */
export async function listarAlertas(
  db: Db,
  t: Terreno,
  f: { regla?: Regla | undefined; revisada?: boolean | undefined; desde: number },
): Promise<{ total: number; alertas: Alerta[] }> {
  const filtradas = alertasEnTerreno(db, t)
    .$if(f.regla !== undefined, (q) => q.where('al.regla', '=', f.regla ?? ''))
    .$if(f.revisada === true, (q) => q.where('al.revisada_en', 'is not', null))
    .$if(f.revisada === false, (q) => q.where('al.revisada_en', 'is', null));
  const [cuenta, filas] = await Promise.all([
    filtradas.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    filtradas
      .select(COLUMNAS)
      .orderBy('al.creada_en', 'desc')
      .orderBy('al.id', 'desc')
      .limit(PAGINA_ALERTAS)
      .offset(f.desde)
      .execute(),
  ]);
  return { total: Number(cuenta.n), alertas: filas.map(aAlerta) };
}

/** An alert inside the ground (undefined when missing or outside it: both are 404). */
export async function alertaEnTerreno(db: Db, t: Terreno, id: string): Promise<Alerta | undefined> {
  const f = await alertasEnTerreno(db, t).select(COLUMNAS).where('al.id', '=', id).executeTakeFirst();
  return f ? aAlerta(f) : undefined;
}

/** Marks it reviewed unless it already was; whether this call did. */
export async function marcarRevisada(db: Db, id: string, r: { por: string; en: string; nota: string }) {
  const hecho = await db
    .updateTable('dia_d_alertas')
    .set({ revisada_por: r.por, revisada_en: r.en, nota: r.nota })
    .where('id', '=', id)
    .where('revisada_en', 'is', null)
    .executeTakeFirst();
  return Number(hecho.numUpdatedRows) === 1;
}

/** The rules each of these actas tripped, by acta (for the count's drill-down). */
export async function alertasDeActas(db: Db, actas: string[]): Promise<Map<string, Regla[]>> {
  const de = new Map<string, Regla[]>();
  if (actas.length === 0) return de;
  const filas = await db
    .selectFrom('dia_d_alertas')
    .select(['acta_id', 'regla'])
    .where('acta_id', 'in', actas)
    .orderBy('regla')
    .execute();
  for (const f of filas) de.set(f.acta_id, [...(de.get(f.acta_id) ?? []), f.regla as Regla]);
  return de;
}
