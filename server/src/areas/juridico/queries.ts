import { randomUUID } from 'node:crypto';
import type { ArchivoMeta, Carpeta, TipoCarpeta } from '@comando/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { toMeta } from '../../files/uploads.js';

/** Folders newest first (ties by id), each with its files oldest first. */
export async function listarCarpetas(db: Kysely<DB>, tipo?: TipoCarpeta, id?: string): Promise<Carpeta[]> {
  const carpetas = await db
    .selectFrom('juridico_carpetas')
    .selectAll()
    .$if(tipo !== undefined, (q) => q.where('tipo', '=', tipo as string))
    .$if(id !== undefined, (q) => q.where('id', '=', id as string))
    .orderBy('fecha', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (carpetas.length === 0) return [];
  const archivos = await db
    .selectFrom('juridico_carpeta_archivos as l')
    .innerJoin('archivos as a', 'a.id', 'l.archivo_id')
    .selectAll('a')
    .select('l.carpeta_id')
    .where(
      'l.carpeta_id',
      'in',
      carpetas.map((c) => c.id),
    )
    .orderBy('a.subido_en', 'asc')
    .orderBy('a.nombre', 'asc')
    .orderBy('a.id', 'asc')
    .execute();
  const porCarpeta = new Map<string, ArchivoMeta[]>();
  for (const a of archivos) {
    const lista = porCarpeta.get(a.carpeta_id) ?? [];
    lista.push(toMeta(a));
    porCarpeta.set(a.carpeta_id, lista);
  }
  return carpetas.map((c) => ({
    id: c.id,
    name: c.nombre,
    description: c.descripcion,
    date: c.fecha,
    type: c.tipo as TipoCarpeta,
    files: porCarpeta.get(c.id) ?? [],
  }));
}

export async function leerCarpeta(db: Kysely<DB>, id: string): Promise<Carpeta | undefined> {
  return (await listarCarpetas(db, undefined, id))[0];
}

export async function insertarCarpeta(
  db: Kysely<DB>,
  datos: { name: string; description: string; type: TipoCarpeta },
  archivoIds: string[],
  usuarioId: string | null,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('juridico_carpetas')
    .values({
      id,
      nombre: datos.name,
      descripcion: datos.description,
      tipo: datos.type,
      fecha: now.toISOString(),
      creada_por: usuarioId,
    })
    .execute();
  await vincularArchivos(db, id, archivoIds);
  return id;
}

export async function vincularArchivos(
  db: Kysely<DB>,
  carpetaId: string,
  archivoIds: string[],
): Promise<void> {
  if (archivoIds.length === 0) return;
  await db
    .insertInto('juridico_carpeta_archivos')
    .values(archivoIds.map((archivo_id) => ({ carpeta_id: carpetaId, archivo_id })))
    .execute();
}

/** Deletes the folder and its links; answers the ids of the files it held (to free them). */
export async function borrarCarpeta(db: Kysely<DB>, id: string): Promise<string[] | null> {
  return db.transaction().execute(async (trx) => {
    const existe = await trx
      .selectFrom('juridico_carpetas')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!existe) return null;
    const links = await trx
      .selectFrom('juridico_carpeta_archivos')
      .select('archivo_id')
      .where('carpeta_id', '=', id)
      .execute();
    await trx.deleteFrom('juridico_carpeta_archivos').where('carpeta_id', '=', id).execute();
    await trx.deleteFrom('juridico_carpetas').where('id', '=', id).execute();
    return links.map((l) => l.archivo_id);
  });
}

export async function archivoEnCarpeta(
  db: Kysely<DB>,
  carpetaId: string,
  archivoId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('juridico_carpeta_archivos')
    .select('archivo_id')
    .where('carpeta_id', '=', carpetaId)
    .where('archivo_id', '=', archivoId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function desvincularArchivo(
  db: Kysely<DB>,
  carpetaId: string,
  archivoId: string,
): Promise<void> {
  await db
    .deleteFrom('juridico_carpeta_archivos')
    .where('carpeta_id', '=', carpetaId)
    .where('archivo_id', '=', archivoId)
    .execute();
}
