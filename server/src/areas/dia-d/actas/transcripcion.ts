import { randomUUID } from 'node:crypto';
import {
  fillPath,
  fotoActa,
  MENSAJES_ACTAS as MA,
  mismasFiguras,
  RESERVA_TRANSCRIPCION_MS,
  type ActaEnDisputa,
  type ActaPorTranscribir,
  type EstadoActa,
  type FigurasActa,
  type TiempoTranscriptor,
  mediana,
} from '@comando/contract';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../../../auth/sessions.js';
import type { DB } from '../../../db/schema.js';
import { HttpError, notFound } from '../../../http/errors.js';
import { actaEnTerreno, autorYFoto, figurasDe } from './queries.js';
import * as q from './transcripcion-queries.js';
import { comprobar, nuevaVersion, ponerEstado } from './versiones.js';
import { actualPorActa, type LugarMesa } from './versiones-queries.js';
import { terrenoDe, type Terreno } from '../terreno.js';

/** The mesa an acta belongs to and where it lies (the ground of the change). */
type LugarActa = LugarMesa & { mesa: string };

type Db = Kysely<DB>;

/**
 * HQ's double entry: someone other than the sender types the acta from its photo; the same
 * figures verify it, different ones put it in dispute, and a supervisor settles a dispute.
 */

/** The next acta to transcribe, reserved for the caller; null when none is waiting. */
export async function siguiente(
  db: Db,
  usuarioId: string,
  ahora: Date,
  t: Terreno,
): Promise<ActaPorTranscribir | null> {
  const ya = ahora.toISOString();
  const hasta = new Date(ahora.getTime() + RESERVA_TRANSCRIPCION_MS).toISOString();
  for (;;) {
    const libre = await q.actaLibre(db, usuarioId, ya, t);
    if (!libre) return null;
    if (!(await q.reservar(db, libre, usuarioId, ya, hasta))) continue;
    return {
      id: libre.acta_id,
      mesa: await q.mesaDeActa(db, libre.mesa_codigo),
      fotoUrl: fillPath(fotoActa.path, { id: libre.acta_id }),
    };
  }
}

/** The mesa's state row when `id` is its current acta inside the user's ground (404 otherwise). */
async function actual(db: Db, id: string, user: SessionUser) {
  const fila = await actualPorActa(db, id);
  if (!fila || !(await actaEnTerreno(db, id, terrenoDe(user)))) throw notFound(MA.actaNoEncontrada);
  return fila;
}

/** One transcription: the same figures as the sender's verify the acta, others put it in dispute. */
export async function transcribir(
  db: Db,
  user: SessionUser,
  id: string,
  figuras: FigurasActa,
  en: string,
): Promise<{ estado: EstadoActa; lugar: LugarActa }> {
  const fila = await actual(db, id, user);
  if (fila.estado !== 'recibida') throw new HttpError(409, MA.noPendiente);
  const reservaVigente = fila.reservada_por && fila.reservada_hasta && fila.reservada_hasta >= en;
  if (reservaVigente && fila.reservada_por !== user.id) throw new HttpError(409, MA.noReservada);
  if ((await autorYFoto(db, fila.acta_id)).autor_id === user.id) throw new HttpError(409, MA.propia);
  const mesa = await comprobar(db, figuras, fila.mesa_codigo);
  const coincide = mismasFiguras(figuras, await figurasDe(db, fila.acta_id));
  // The time it took: from when `siguiente` handed this acta to this person.
  const desde =
    fila.reservada_por === user.id && fila.reservada_hasta
      ? Date.parse(fila.reservada_hasta) - RESERVA_TRANSCRIPCION_MS
      : undefined;
  await q.guardarTranscripcion(db, {
    id: randomUUID(),
    actaId: fila.acta_id,
    usuarioId: user.id,
    usuarioNombre: user.name,
    figuras,
    coincide,
    en,
    segundos: desde === undefined ? null : Math.max(0, Math.round((Date.parse(en) - desde) / 1000)),
  });
  const estado: EstadoActa = coincide ? 'verificada' : 'disputa';
  const lugar = await ponerEstado(
    db,
    fila.mesa_codigo,
    fila.acta_id,
    estado,
    coincide ? { por: user.name, en } : undefined,
    undefined,
    mesa,
  );
  return { estado, lugar: { mesa: fila.mesa_codigo, ...lugar } };
}

/** A supervisor's settlement: a version of its own (same photo), so every figure ever given is kept. */
export async function resolver(
  db: Db,
  user: SessionUser,
  id: string,
  figuras: FigurasActa,
  en: string,
): Promise<{ estado: 'verificada'; lugar: LugarActa }> {
  const fila = await actual(db, id, user);
  if (fila.estado !== 'disputa') throw new HttpError(409, MA.noEnDisputa);
  const { habilitados, ...donde } = await comprobar(db, figuras, fila.mesa_codigo);
  const { foto_id } = await autorYFoto(db, fila.acta_id);
  const { lugar } = await nuevaVersion(
    db,
    {
      id: randomUUID(),
      mesa: fila.mesa_codigo,
      origen: 'resolucion',
      autorId: user.id,
      figuras,
      fotoId: foto_id,
      en,
      habilitados,
      lugar: donde,
    },
    'verificada',
    { por: user.name, en },
  );
  return { estado: 'verificada', lugar: { mesa: fila.mesa_codigo, ...lugar } };
}

/** The actas in dispute with the sender's figures and every transcription. */
export async function disputas(db: Db, t: Terreno): Promise<ActaEnDisputa[]> {
  return Promise.all(
    (await q.actasEnDisputa(db, t)).map(async ({ actaId, mesa }) => ({
      id: actaId,
      mesa,
      fotoUrl: fillPath(fotoActa.path, { id: actaId }),
      delegado: await figurasDe(db, actaId),
      transcripciones: await q.transcripcionesDe(db, actaId),
    })),
  );
}

/** Admins: how long each transcriber takes per acta (median, seconds), slowest first. */
export async function tiempos(db: Db): Promise<TiempoTranscriptor[]> {
  const porUsuario = new Map<string, { nombre: string; segundos: number[] }>();
  for (const f of await q.tiemposPorTranscriptor(db)) {
    const u = porUsuario.get(f.usuario_id) ?? { nombre: f.usuario_nombre, segundos: [] };
    u.segundos.push(Number(f.segundos));
    porUsuario.set(f.usuario_id, u);
  }
  return [...porUsuario.entries()]
    .map(([usuarioId, u]) => ({
      usuarioId,
      nombre: u.nombre,
      actas: u.segundos.length,
      medianaSegundos: mediana(u.segundos),
    }))
    .sort((a, b) => b.medianaSegundos - a.medianaSegundos || a.nombre.localeCompare(b.nombre));
}
