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

/** The elections' own tables: not an election's data. */
const PROPIAS = new Set(['dia_d_elecciones', 'dia_d_codigos_terminados']);

/** Kept in the live tables whatever is carried over: the ballot starts from the previous one. */
const SIEMPRE = new Set(['dia_d_partidos']);
/** Kept when the registry is carried over (their check-ins always cleared; assignments by `delegados`). */
const REGISTRO = new Set(['dia_d_recintos', 'dia_d_mesas']);

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

  const conservar = new Set([...SIEMPRE, ...(lleva('registro') ? REGISTRO : [])]);
  const borrar = tablas.filter((t) => !conservar.has(t));
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
