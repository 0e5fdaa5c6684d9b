import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { lotes } from '../../../db/batches.js';

type Db = Kysely<DB>;

/** Key in `ajustes` of the quick count's sample: `{tamano, semilla, en, por}`. */
const AJUSTE_MUESTRA = 'dia_d_muestra';

export interface InfoMuestra {
  tamano: number;
  semilla: string;
  en: string;
  por: string;
}

/** Every mesa of the registry with its department (the sample's stratum), by code. */
export async function mesasConEstrato(db: Db) {
  return db
    .selectFrom('dia_d_mesas as m')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
    .select(['m.codigo', 'r.departamento'])
    .orderBy('m.codigo')
    .execute();
}

/** Replaces the sample and records how it was drawn. */
export async function guardarMuestra(
  db: Db,
  elegidas: { mesa_codigo: string; estrato: string }[],
  info: InfoMuestra,
): Promise<void> {
  await db.deleteFrom('dia_d_muestra').execute();
  for (const lote of lotes(elegidas)) await db.insertInto('dia_d_muestra').values(lote).execute();
  const valor = JSON.stringify(info);
  await db
    .insertInto('ajustes')
    .values({ clave: AJUSTE_MUESTRA, valor })
    .onConflict((oc) => oc.column('clave').doUpdateSet({ valor }))
    .execute();
}

export async function infoMuestra(db: Db): Promise<InfoMuestra | undefined> {
  const fila = await db
    .selectFrom('ajustes')
    .select('valor')
    .where('clave', '=', AJUSTE_MUESTRA)
    .executeTakeFirst();
  return fila ? (JSON.parse(fila.valor) as InfoMuestra) : undefined;
}

/** The sampled mesas whose acta is in (its current figures), with their votes. */
export async function actasDeLaMuestra(db: Db) {
  const filas = await db
    .selectFrom('dia_d_muestra as s')
    .innerJoin('dia_d_mesa_acta as ma', 'ma.mesa_codigo', 's.mesa_codigo')
    .innerJoin('dia_d_mesas as m', 'm.codigo', 's.mesa_codigo')
    .innerJoin('dia_d_acta_votos as v', 'v.acta_id', 'ma.acta_id')
    .select(['s.mesa_codigo', 's.estrato', 'm.habilitados', 'v.sigla', 'v.votos'])
    .execute();
  const muestra = new Map<string, { estrato: string; habilitados: number; votos: Record<string, number> }>();
  for (const f of filas) {
    let m = muestra.get(f.mesa_codigo);
    if (!m)
      muestra.set(f.mesa_codigo, (m = { estrato: f.estrato, habilitados: Number(f.habilitados), votos: {} }));
    m.votos[f.sigla] = Number(f.votos);
  }
  return [...muestra.values()];
}

/** Whether the mesa is in the quick count's sample. */
export async function enMuestra(db: Db, mesa: string): Promise<boolean> {
  const m = await db
    .selectFrom('dia_d_muestra')
    .select('mesa_codigo')
    .where('mesa_codigo', '=', mesa)
    .executeTakeFirst();
  return m !== undefined;
}

/** Whether the mesa in `columna` is in the quick count's sample: a condition, or a column of another query. */
export function sqlEnMuestra(columna: string) {
  return sql<SqlBool>`exists (select 1 from dia_d_muestra s where s.mesa_codigo = ${sql.ref(columna)})`;
}
