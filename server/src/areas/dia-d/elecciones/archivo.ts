import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { LLEVAR_TODO, type LlevarEleccion } from '@comando/contract';
import Database from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { OrigenBase } from '../../../db/connect.js';
import type { DB } from '../../../db/schema.js';
import type { EleccionGuardada } from './queries.js';

type Db = Kysely<DB>;

/**
 * Issue 45, the lead's decision: an election that ended is a frozen copy of Día D's tables, read
 * through the same queries. Making another one current copies every Día D table (found by name,
 * so a capability's new table is copied without a line here) and the `ajustes` rows into a
 * storage of its own, then empties the live tables for the new election, keeping what it carries
 * over. The current election's data never moves, so nothing else in Día D knows about elections.
 */

/**
 * What becomes of each Día D table when an election ends, besides being copied with it (every
 * table is, but the elections' own). Written by hand, table by table, so a new table is a
 * decision: the type makes a table of `DB` missing here a compile error, and
 * `server/test/dia-d/elecciones/tablas.test.ts` fails when a table the migrations create is
 * missing (a table found in the database but not here is still copied and emptied).
 * - `vaciar`: a night's data, emptied for the new election;
 * - `conservar`: kept whatever is carried over (a setting of the deployment, the ballot);
 * - `registro`: kept when the registry is carried over (its check-ins and, unless carried over,
 *   its assignments cleared), emptied otherwise;
 * - `propia`: the elections' own, neither copied nor emptied.
 */
export const DESTINO_DE_TABLAS = {
  dia_d_elecciones: 'propia',
  dia_d_codigos_terminados: 'propia',
  // The ballot starts from the previous one (editable until the first acta, as always).
  dia_d_partidos: 'conservar',
  dia_d_recintos: 'registro',
  dia_d_mesas: 'registro',
  // Delegates' and chiefs' access codes: their hashes kept with the election that ended.
  dia_d_accesos: 'vaciar',
  dia_d_accesos_jefe: 'vaciar',
  dia_d_actas: 'vaciar',
  dia_d_acta_votos: 'vaciar',
  dia_d_mesa_acta: 'vaciar',
  dia_d_transcripciones: 'vaciar',
  dia_d_notas: 'vaciar',
  dia_d_totales: 'vaciar',
  dia_d_totales_municipio: 'vaciar',
  dia_d_muestra: 'vaciar',
  dia_d_alertas: 'vaciar',
  dia_d_reglas_mesas: 'vaciar',
  dia_d_reglas_departamentos: 'vaciar',
  dia_d_mensajes: 'vaciar',
  dia_d_mensaje_destinos: 'vaciar',
  dia_d_incidentes: 'vaciar',
  dia_d_oficial_instantaneas: 'vaciar',
  dia_d_oficial_mesas: 'vaciar',
  dia_d_oficial_actual: 'vaciar',
  dia_d_oficial_trabajos: 'vaciar',
  dia_d_impugnaciones: 'vaciar',
  dia_d_expedientes: 'vaciar',
  // Publishing (issue 46): the runs, what each mesa's page published, the photos as published,
  // the replaced photos and the mesas kept off are the election's; the new one starts with none.
  dia_d_publicaciones: 'vaciar',
  dia_d_publicacion_mesas: 'vaciar',
  dia_d_publicacion_fotos: 'vaciar',
  dia_d_publicacion_reemplazos: 'vaciar',
  dia_d_publicacion_retiradas: 'vaciar',
  // The public site's folder is the deployment's, not the election's: the manifest says what is in
  // it (the first run of the new election replaces the old site and removes what it no longer
  // holds), and the settings row keeps its destination (its automatic runs are switched off).
  dia_d_publicacion_archivos: 'conservar',
  dia_d_publicacion_ajustes: 'conservar',
  // SMS (issue 44): the SMS received that night, with what became of each, are the election's;
  // the gateway's settings (address, credentials, HQ's number) are the deployment's.
  dia_d_sms: 'vaciar',
  dia_d_sms_ajustes: 'conservar',
} as const satisfies Record<
  Extract<keyof DB, `dia_d_${string}`>,
  'vaciar' | 'conservar' | 'registro' | 'propia'
>;

type Destino = (typeof DESTINO_DE_TABLAS)[keyof typeof DESTINO_DE_TABLAS];
const destinoDe = (tabla: string): Destino =>
  (DESTINO_DE_TABLAS as Record<string, Destino | undefined>)[tabla] ?? 'vaciar';
const PROPIAS = new Set(Object.keys(DESTINO_DE_TABLAS).filter((t) => destinoDe(t) === 'propia'));

/** The `ajustes` rows of one night: the quick count's sample (always cleared) and the radar's hours. */
const AJUSTE_MUESTRA = 'dia_d_muestra';
const AJUSTE_RADAR = 'dia_d_radar';

/** Where a past election's copy lives, beside the app's database. */
export function lugarDelArchivo(origen: OrigenBase, id: number): { archivo: string; ruta: string } {
  if (origen.dialect === 'postgres') {
    const archivo = `${origen.schema}_e${id}`;
    return { archivo, ruta: archivo };
  }
  const archivo = `${id}.db`;
  return { archivo, ruta: path.join(path.dirname(origen.file), 'elecciones', archivo) };
}

/** Every Día D table of the app (but the elections' own), sorted. */
export async function tablasDelDiaD(db: Db, origen: OrigenBase): Promise<string[]> {
  const filas =
    origen.dialect === 'postgres'
      ? await sql<{ nombre: string }>`select table_name as nombre from information_schema.tables
          where table_schema = ${origen.schema} and table_type = 'BASE TABLE' and table_name like 'dia\\_d\\_%'`.execute(
          db,
        )
      : await sql<{ nombre: string }>`select name as nombre from sqlite_master
          where type = 'table' and name like 'dia\\_d\\_%' escape '\\'`.execute(db);
  return filas.rows
    .map((f) => f.nombre)
    .filter((n) => !PROPIAS.has(n))
    .sort();
}

const id = (nombre: string) => sql.id(nombre);

/**
 * Copies `tablas` and `ajustes` into the election's storage. On PostgreSQL a schema in the same
 * database, inside the request's transaction. On SQLite a file of its own, written by a second
 * connection while the request's transaction holds the write lock (taken by its first statement,
 * before this is called): what it reads of the app's file is exactly what that transaction sees,
 * and no acta can arrive between the copy and the reset. (ATTACH cannot run inside a transaction,
 * so the copy cannot be made by the request's own connection.)
 */
export async function copiar(
  db: Db,
  origen: OrigenBase,
  eleccion: number,
  tablas: string[],
): Promise<string> {
  const { archivo, ruta } = lugarDelArchivo(origen, eleccion);
  const todas = [...tablas, 'ajustes'];
  if (origen.dialect === 'postgres') {
    await sql`drop schema if exists ${id(archivo)} cascade`.execute(db);
    await sql`create schema ${id(archivo)}`.execute(db);
    for (const t of todas) {
      await sql`create table ${sql.table(`${archivo}.${t}`)} (like ${sql.table(`${origen.schema}.${t}`)} including all)`.execute(
        db,
      );
      await sql`insert into ${sql.table(`${archivo}.${t}`)} select * from ${sql.table(`${origen.schema}.${t}`)}`.execute(
        db,
      );
    }
    return archivo;
  }
  borrarArchivoSqlite(ruta);
  mkdirSync(path.dirname(ruta), { recursive: true });
  const copia = new Database(ruta);
  try {
    // The rows are copied as they are, table by table, in any order (better-sqlite3 turns it on).
    copia.pragma('foreign_keys = off');
    copia.prepare('attach database ? as principal').run(origen.file);
    const definiciones = copia.prepare<[string, string], { sql: string }>(
      'select sql from principal.sqlite_master where tbl_name = ? and type = ? and sql is not null',
    );
    // The rows first, the indexes after: building an index once is faster than keeping it row by row.
    copia.transaction(() => {
      for (const t of todas) {
        for (const d of definiciones.all(t, 'table')) copia.exec(d.sql);
        copia.exec(`insert into main."${t}" select * from principal."${t}"`);
      }
      for (const t of todas) for (const d of definiciones.all(t, 'index')) copia.exec(d.sql);
    })();
    copia.exec('detach database principal');
  } catch (error) {
    copia.close();
    borrarArchivoSqlite(ruta);
    throw error;
  }
  copia.close();
  return archivo;
}

/**
 * A copy made before some Día D table existed (a capability added since, by a later migration)
 * gets that table empty before it is read: otherwise its name would resolve to the app's live
 * table through the read handle's search path and show the current night as the past one's.
 * Creates nothing when the copy is complete; throws when the copy is missing.
 */
export async function completarCopia(db: Db, origen: OrigenBase, eleccion: number): Promise<void> {
  const { archivo, ruta } = lugarDelArchivo(origen, eleccion);
  const vivas = await tablasDelDiaD(db, origen);
  if (origen.dialect === 'postgres') {
    const existe = await sql<{
      n: number;
    }>`select 1 as n from pg_namespace where nspname = ${archivo}`.execute(db);
    if (existe.rows.length === 0) throw new Error(`No existe la copia ${archivo}`);
    const enCopia = new Set(
      (
        await sql<{ nombre: string }>`select table_name as nombre from information_schema.tables
          where table_schema = ${archivo}`.execute(db)
      ).rows.map((f) => f.nombre),
    );
    for (const t of vivas.filter((x) => !enCopia.has(x))) {
      await sql`create table if not exists ${sql.table(`${archivo}.${t}`)} (like ${sql.table(`${origen.schema}.${t}`)} including all)`.execute(
        db,
      );
    }
    return;
  }
  const copia = new Database(ruta, { fileMustExist: true });
  try {
    copia.prepare('attach database ? as principal').run(origen.file);
    const enCopia = new Set(
      copia
        .prepare<[], { name: string }>("select name from main.sqlite_master where type = 'table'")
        .all()
        .map((f) => f.name),
    );
    const faltan = vivas.filter((t) => !enCopia.has(t));
    const definiciones = copia.prepare<[string, string], { sql: string }>(
      'select sql from principal.sqlite_master where tbl_name = ? and type = ? and sql is not null',
    );
    copia.transaction(() => {
      for (const t of faltan) {
        for (const tipo of ['table', 'index']) for (const d of definiciones.all(t, tipo)) copia.exec(d.sql);
      }
    })();
    copia.exec('detach database principal');
  } finally {
    copia.close();
  }
}

/** Removes a SQLite copy (a failed switch's, or a leftover of one that never committed). */
export function borrarArchivoSqlite(ruta: string): void {
  for (const sufijo of ['', '-wal', '-shm', '-journal']) rmSync(`${ruta}${sufijo}`, { force: true });
}

/**
 * Empties the live tables for the new election, keeping what it carries over (`llevar`): the
 * registry (recintos, mesas, habilitados), the delegates' and chiefs' assignments, the radar's
 * hours. The ballot stays (editable until the first acta, as always). Check-ins, actas, versions,
 * votes, transcriptions, totals, the sample, alerts, messages, incidents, official snapshots, legal
 * files of the night and every access code go: the codes' hashes are kept with the election that
 * ended (a phone that types one is told so), and their users and sessions end.
 */
export async function vaciar(
  db: Db,
  origen: OrigenBase,
  tablas: string[],
  terminada: EleccionGuardada,
  llevar: readonly LlevarEleccion[],
): Promise<void> {
  const lleva = (l: LlevarEleccion) => llevar.includes(l);
  const eleccion = sql`cast(${terminada.id} as integer)`;
  await sql`insert into dia_d_codigos_terminados (codigo_hash, eleccion_id)
    select codigo_hash, ${eleccion} from dia_d_accesos
    union all select codigo_hash, ${eleccion} from dia_d_accesos_jefe`.execute(db);
  // Through the query builder: the session cache knows its statements (db/cambios-de-sesion.ts).
  const usuarios = db
    .selectFrom('dia_d_accesos')
    .select('usuario_id')
    .unionAll(db.selectFrom('dia_d_accesos_jefe').select('usuario_id'));
  await db.deleteFrom('sesiones').where('usuario_id', 'in', usuarios).execute();
  await db.deleteFrom('usuarios').where('id', 'in', usuarios).where('rol', '=', 'delegado').execute();

  const borrar = tablas.filter((t) => {
    const destino = destinoDe(t);
    return destino === 'vaciar' || (destino === 'registro' && !lleva('registro'));
  });
  if (origen.dialect === 'postgres') {
    // One statement for all: references among them need no order.
    if (borrar.length > 0) await sql`truncate ${sql.join(borrar.map((t) => sql.table(t)))}`.execute(db);
  } else {
    // Checked at the commit: the tables empty in any order.
    await sql`pragma defer_foreign_keys = on`.execute(db);
    for (const t of borrar) await sql`delete from ${sql.table(t)}`.execute(db);
  }
  if (lleva('registro')) {
    await db
      .updateTable('dia_d_mesas')
      .set({ llegada_en: null, llegada_id: null, ...(lleva('delegados') ? {} : { delegado_id: null }) })
      .execute();
    if (!lleva('delegados')) await db.updateTable('dia_d_recintos').set({ jefe_id: null }).execute();
  }
  await db
    .deleteFrom('ajustes')
    .where('clave', 'in', lleva('ajustes') ? [AJUSTE_MUESTRA] : [AJUSTE_MUESTRA, AJUSTE_RADAR])
    .execute();
}

/** What a new election carries over, as stored (unknown words of an older row are ignored). */
export const llevarDe = (e: EleccionGuardada): LlevarEleccion[] =>
  LLEVAR_TODO.filter((l) => e.llevar.includes(l));
