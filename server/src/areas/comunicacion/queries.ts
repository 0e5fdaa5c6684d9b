import { randomUUID } from 'node:crypto';
import {
  MATERIALES_INICIALES,
  PUBLICIDAD_INICIAL,
  type EarnedMedia,
  type Materiales,
  type NotaPrensa,
  type Publicidad,
  type Vocero,
} from '@comando/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB>;
type TablaLista = 'comunicacion_prensa_pagada' | 'comunicacion_earned_media' | 'comunicacion_voceros';

/** Who and when, for the audit columns. */
export interface Autor {
  usuarioId: string;
  ahora: string;
}

async function siguientePosicion(db: Db, tabla: TablaLista): Promise<number> {
  const row = await db
    .selectFrom(tabla)
    .select((eb) => eb.fn.max('posicion').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

/* Paid press ------------------------------------------------------- */

export type NotaPrensaDatos = Omit<NotaPrensa, 'id'>;

export function listarNotasPrensa(db: Db): Promise<NotaPrensa[]> {
  return db
    .selectFrom('comunicacion_prensa_pagada')
    .select(['id', 'titulo', 'url', 'medio', 'imagen_url', 'descripcion', 'dominio'])
    .orderBy('posicion', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function insertarNotaPrensa(db: Db, datos: NotaPrensaDatos, autor: Autor): Promise<NotaPrensa> {
  const nota = { id: randomUUID(), ...datos };
  await db
    .insertInto('comunicacion_prensa_pagada')
    .values({
      ...nota,
      posicion: await siguientePosicion(db, 'comunicacion_prensa_pagada'),
      creado_por: autor.usuarioId,
      creado_en: autor.ahora,
      actualizado_en: autor.ahora,
    })
    .execute();
  return nota;
}

export async function actualizarNotaPrensa(
  db: Db,
  id: string,
  datos: NotaPrensaDatos,
  ahora: string,
): Promise<NotaPrensa | undefined> {
  const res = await db
    .updateTable('comunicacion_prensa_pagada')
    .set({ ...datos, actualizado_en: ahora })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0 ? { id, ...datos } : undefined;
}

/* Earned media ----------------------------------------------------- */

export type EarnedMediaDatos = Omit<EarnedMedia, 'id'>;

export function listarEarnedMedia(db: Db): Promise<EarnedMedia[]> {
  return db
    .selectFrom('comunicacion_earned_media')
    .select(['id', 'titulo', 'url', 'medio'])
    .orderBy('posicion', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function insertarEarnedMedia(
  db: Db,
  datos: EarnedMediaDatos,
  autor: Autor,
): Promise<EarnedMedia> {
  const nota = { id: randomUUID(), ...datos };
  await db
    .insertInto('comunicacion_earned_media')
    .values({
      ...nota,
      posicion: await siguientePosicion(db, 'comunicacion_earned_media'),
      creado_por: autor.usuarioId,
      creado_en: autor.ahora,
      actualizado_en: autor.ahora,
    })
    .execute();
  return nota;
}

export async function actualizarEarnedMedia(
  db: Db,
  id: string,
  datos: EarnedMediaDatos,
  ahora: string,
): Promise<EarnedMedia | undefined> {
  const res = await db
    .updateTable('comunicacion_earned_media')
    .set({ ...datos, actualizado_en: ahora })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0 ? { id, ...datos } : undefined;
}

/* Spokespersons ---------------------------------------------------- */

export type VoceroDatos = Omit<Vocero, 'id'>;

export function listarVoceros(db: Db): Promise<Vocero[]> {
  return db
    .selectFrom('comunicacion_voceros')
    .select(['id', 'nombre', 'email', 'telefono'])
    .orderBy('posicion', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function insertarVocero(db: Db, datos: VoceroDatos, autor: Autor): Promise<Vocero> {
  const vocero = { id: randomUUID(), ...datos };
  await db
    .insertInto('comunicacion_voceros')
    .values({
      ...vocero,
      posicion: await siguientePosicion(db, 'comunicacion_voceros'),
      creado_por: autor.usuarioId,
      creado_en: autor.ahora,
      actualizado_en: autor.ahora,
    })
    .execute();
  return vocero;
}

export async function actualizarVocero(
  db: Db,
  id: string,
  datos: VoceroDatos,
  ahora: string,
): Promise<Vocero | undefined> {
  const res = await db
    .updateTable('comunicacion_voceros')
    .set({ ...datos, actualizado_en: ahora })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0 ? { id, ...datos } : undefined;
}

/** Deletes one row of a list; false when it did not exist. */
export async function eliminarDeLista(db: Db, tabla: TablaLista, id: string): Promise<boolean> {
  const res = await db.deleteFrom(tabla).where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/* Progress figures ------------------------------------------------- */

type Clave = 'materiales' | 'publicidad';

async function leerProgreso(db: Db, clave: Clave): Promise<{ meta: number; actual: number } | undefined> {
  const row = await db
    .selectFrom('comunicacion_progreso')
    .select(['meta', 'actual'])
    .where('clave', '=', clave)
    .executeTakeFirst();
  return row ? { meta: Number(row.meta), actual: Number(row.actual) } : undefined;
}

async function guardarProgreso(db: Db, clave: Clave, meta: number, actual: number, ahora: string) {
  await db
    .insertInto('comunicacion_progreso')
    .values({ clave, meta, actual, actualizado_en: ahora })
    .onConflict((oc) => oc.column('clave').doUpdateSet({ meta, actual, actualizado_en: ahora }))
    .execute();
}

export async function obtenerMateriales(db: Db): Promise<Materiales> {
  const p = await leerProgreso(db, 'materiales');
  return p ? { meta: p.meta, producidos: p.actual } : MATERIALES_INICIALES;
}

export async function guardarMateriales(db: Db, m: Materiales, ahora: string): Promise<Materiales> {
  await guardarProgreso(db, 'materiales', m.meta, m.producidos, ahora);
  return m;
}

export async function obtenerPublicidad(db: Db): Promise<Publicidad> {
  const p = await leerProgreso(db, 'publicidad');
  return p ? { meta: p.meta, entregada: p.actual } : PUBLICIDAD_INICIAL;
}

export async function guardarPublicidad(db: Db, p: Publicidad, ahora: string): Promise<Publicidad> {
  await guardarProgreso(db, 'publicidad', p.meta, p.entregada, ahora);
  return p;
}

/** Spec §9 defaults, written once on an empty database. */
export async function sembrarProgreso(db: Db, ahora: string): Promise<void> {
  await guardarMateriales(db, MATERIALES_INICIALES, ahora);
  await guardarPublicidad(db, PUBLICIDAD_INICIAL, ahora);
}
