import { randomUUID } from 'node:crypto';
import {
  MENSAJES_GENERALES,
  MENSAJES_TRABAJO_OFICIAL as M,
  type ImportacionOficial,
  type TrabajoOficial,
} from '@comando/contract';
import { registrar } from '../../../auditoria/registro.js';
import type { SessionUser } from '../../../auth/sessions.js';
import { fueraDeTransaccion, inRequestTransaction } from '../../../db/request-transaction.js';
import type { AppDeps } from '../../../deps.js';
import { HttpError } from '../../../http/errors.js';
import type { Avance } from './leer.js';

/**
 * Large official imports as jobs (issue 29, docs/decisions.md): the apply runs after the 202 in
 * the instance that took the file, in ONE transaction of its own with its audit record (an
 * error leaves nothing of the snapshot), and reports its progress. The instance keeps its jobs
 * in memory and writes their progress to `dia_d_oficial_trabajos`, so that any instance behind
 * the balancer answers `GET …/trabajos/:id`. On SQLite (one instance, one connection) progress
 * inside the transaction stays in memory: the row is written at each phase's edges.
 */

/** A job whose progress has not moved for this long, not running here, died with its instance. */
const SIN_NOTICIAS_MS = 2 * 60_000;
/** Finished jobs kept in memory this long (then read from the table). */
const RECORDAR_MS = 10 * 60_000;
/** Least time between two progress writes to the table. */
const CADA_MS = 250;

export interface EjecucionOficial {
  /** Reads the file, reporting rows read. */
  leer: (avance: Avance) => Promise<unknown>;
  /** Stores the snapshot (inside the job's transaction), reporting mesas stored. */
  guardar: (leido: unknown, avance: Avance) => Promise<ImportacionOficial>;
}

interface Local {
  trabajo: TrabajoOficial;
  terminado?: number;
}

export function trabajosOficiales(deps: AppDeps) {
  const { db, clock } = deps;
  const locales = new Map<string, Local>();

  async function escribir(t: TrabajoOficial, usuarioId: string): Promise<void> {
    const ahora = clock.now().toISOString();
    const valores = {
      fase: t.fase,
      hechas: t.hechas,
      total: t.total,
      error: t.error,
      resultado: t.resultado ? JSON.stringify(t.resultado) : null,
      actualizado_en: ahora,
    };
    await db
      .insertInto('dia_d_oficial_trabajos')
      .values({ id: t.id, usuario_id: usuarioId, creado_en: ahora, ...valores })
      .onConflict((oc) => oc.column('id').doUpdateSet(valores))
      .execute();
  }

  /** Creates the job (inside the request's transaction: it exists once the 202 is out). */
  async function crear(usuarioId: string): Promise<TrabajoOficial> {
    const ahora = clock.now().getTime();
    for (const [id, l] of locales) if (l.terminado && ahora - l.terminado > RECORDAR_MS) locales.delete(id);
    const trabajo: TrabajoOficial = {
      id: randomUUID(),
      fase: 'leyendo',
      hechas: 0,
      total: 0,
      error: null,
      resultado: null,
    };
    locales.set(trabajo.id, { trabajo });
    await escribir(trabajo, usuarioId);
    return { ...trabajo };
  }

  /** Runs a created job to its end, outside the request that created it; never throws. */
  async function ejecutar(id: string, user: SessionUser, ip: string, e: EjecucionOficial): Promise<void> {
    const local = locales.get(id);
    if (!local) return;
    const t = local.trabajo;
    let escrito = 0;
    /** Progress: always in memory; in the table at most every CADA_MS (never inside SQLite's transaction). */
    const avanzar =
      (fase: 'leyendo' | 'guardando', enTransaccion: boolean): Avance =>
      async (hechas, total) => {
        Object.assign(t, { fase, hechas, total });
        const ahora = performance.now();
        if (ahora - escrito >= CADA_MS && !(enTransaccion && deps.dialect === 'sqlite')) {
          escrito = ahora;
          await fueraDeTransaccion(() => escribir(t, user.id));
        }
        // Lets the event loop answer the progress requests meanwhile.
        await new Promise((resolve) => setImmediate(resolve));
      };
    try {
      const leido = await e.leer(avanzar('leyendo', false));
      Object.assign(t, { fase: 'guardando', hechas: 0, total: 0 });
      await escribir(t, user.id);
      const resultado = await inRequestTransaction(db, async () => {
        const r = await e.guardar(leido, avanzar('guardando', true));
        await registrar(db, clock, {
          usuarioId: user.id,
          usuarioNombre: user.name,
          ambito: user,
          ip,
          area: 'dia-d',
          accion: 'crear',
          ruta: 'POST /api/dia-d/resultados-oficiales',
          entidadId: r.instantanea.id,
          detalle: { despues: r },
        });
        return r;
      });
      Object.assign(t, { fase: 'hecho', resultado });
    } catch (error) {
      const texto = error instanceof HttpError && error.statusCode < 500 ? error.message : M.fallo;
      if (!(error instanceof HttpError))
        deps.log.error({ err: error, trabajo: id }, 'importación oficial fallida');
      Object.assign(t, { fase: 'error', error: texto });
    }
    local.terminado = clock.now().getTime();
    await escribir(t, user.id).catch((err: unknown) =>
      deps.log.error({ err, trabajo: id }, 'no se pudo guardar el fin de la importación oficial'),
    );
  }

  /** Starts a created job once the request's answer is out (its transaction committed). */
  function lanzar(id: string, user: SessionUser, ip: string, e: EjecucionOficial): void {
    fueraDeTransaccion(() => setImmediate(() => void ejecutar(id, user, ip, e)));
  }

  /** A job as this instance knows it, or as the table says; 404 when none. */
  async function ver(id: string): Promise<TrabajoOficial> {
    const local = locales.get(id);
    if (local) return { ...local.trabajo };
    const fila = await db
      .selectFrom('dia_d_oficial_trabajos')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!fila) throw new HttpError(404, MENSAJES_GENERALES.noEncontrado);
    const trabajo: TrabajoOficial = {
      id: fila.id,
      fase: fila.fase as TrabajoOficial['fase'],
      hechas: Number(fila.hechas),
      total: Number(fila.total),
      error: fila.error,
      resultado: fila.resultado ? (JSON.parse(fila.resultado) as ImportacionOficial) : null,
    };
    const enCurso = trabajo.fase === 'leyendo' || trabajo.fase === 'guardando';
    if (enCurso && clock.now().getTime() - Date.parse(fila.actualizado_en) > SIN_NOTICIAS_MS)
      return { ...trabajo, fase: 'error', error: M.interrumpido };
    return trabajo;
  }

  /** A created job whose request failed: never run. */
  function olvidar(id: string): void {
    locales.delete(id);
  }

  return { crear, lanzar, olvidar, ver };
}
