import { DIA_D_INICIAL, MENSAJES_ELECCIONES as M } from '@comando/contract';
import type { Kysely } from 'kysely';
import type { OrigenBase } from '../../../db/connect.js';
import type { DB } from '../../../db/schema.js';
import { HttpError, notFound } from '../../../http/errors.js';
import { terminarPublicacionDeEleccion } from '../publicacion/index.js';
import { borrarArchivoSqlite, copiar, lugarDelArchivo, llevarDe, tablasDelDiaD, vaciar } from './archivo.js';
import * as q from './queries.js';

type Db = Kysely<DB>;

/** Estrategia's Día D card (one row): its date is the current election's, which the phones' window hangs on. */
const ESTRATEGIA_DIA_D = 'diad';

/**
 * Makes an election current (issue 45), inside the request's one transaction: the current one is
 * copied to its own storage and becomes read only, the live tables are emptied for the new one
 * (keeping what it carries over), and Estrategia's Día D date becomes the new election's.
 */
export async function hacerActual(
  db: Db,
  origen: OrigenBase,
  id: number,
  ahora: string,
): Promise<q.EleccionGuardada> {
  // The first statement of the transaction: on SQLite it takes the write lock (copiar needs it).
  const vigente = await q.actual(db);
  const nueva = await q.buscar(db, id);
  if (!nueva) throw notFound(M.noEncontrada);
  if (nueva.actual) throw new HttpError(409, M.yaEsActual);
  if (nueva.soloLectura) throw new HttpError(409, M.terminada(nueva.nombre));
  if (nueva.desde !== vigente.id) {
    const desde = nueva.desde === null ? undefined : await q.buscar(db, nueva.desde);
    throw new HttpError(409, M.desdeTerminada(desde?.nombre ?? nueva.nombre));
  }
  // The public site: no run may be reading the night being archived; its automatic runs stop.
  if (!(await terminarPublicacionDeEleccion(db, ahora))) throw new HttpError(409, M.publicacionEnCurso);
  const tablas = await tablasDelDiaD(db, origen);
  const archivo = await copiar(db, origen, vigente.id, tablas);
  try {
    await vaciar(db, origen, tablas, vigente, llevarDe(nueva));
    await db
      .updateTable('dia_d_elecciones')
      .set({
        actual: 0,
        solo_lectura: 1,
        terminada_en: ahora,
        archivo,
        fecha: vigente.fecha,
        nombre: vigente.nombre,
      })
      .where('id', '=', vigente.id)
      .execute();
    await db.updateTable('dia_d_elecciones').set({ actual: 1 }).where('id', '=', nueva.id).execute();
    const { numUpdatedRows } = await db
      .updateTable('estrategia_diad')
      .set({ fecha_eleccion: nueva.fecha, actualizado_en: ahora })
      .executeTakeFirst();
    if (Number(numUpdatedRows) === 0) {
      await db
        .insertInto('estrategia_diad')
        .values({
          id: ESTRATEGIA_DIA_D,
          total_casillas: DIA_D_INICIAL.total,
          casillas_cubiertas: DIA_D_INICIAL.cubiertas,
          fecha_eleccion: nueva.fecha,
          actualizado_en: ahora,
        })
        .execute();
    }
  } catch (error) {
    if (origen.dialect === 'sqlite') borrarArchivoSqlite(lugarDelArchivo(origen, vigente.id).ruta);
    throw error;
  }
  return (await q.buscar(db, id))!;
}
