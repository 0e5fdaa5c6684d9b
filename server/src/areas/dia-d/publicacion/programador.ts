import type { AlcancePublicacion } from '@comando/contract';
import type { AppDeps } from '../../../deps.js';
import * as c from './corridas-queries.js';
import * as q from './queries.js';
import type { TrabajosPublicacion } from './trabajos.js';

/**
 * The automatic runs (issue 46): while an admin allows it (a setting in the database, so it
 * survives a restart), every instance looks now and then whether one is due — the interval
 * since the latest run has passed — and starts it by taking the turn (corridas-queries.ts): of
 * several instances only one gets it, so the runs happen on one instance only. An automatic run
 * repeats the publication it was switched on from, on behalf of the admin who switched it on.
 */

/** When the next automatic run is due (the latest run's start plus the interval), if switched on. */
export function proximaAutomatica(
  a: { automatica: number; cada_minutos: number },
  ultima: { creada_en: string } | undefined,
  ahora: Date,
): string | null {
  if (Number(a.automatica) !== 1) return null;
  const desde = ultima ? Date.parse(ultima.creada_en) + Number(a.cada_minutos) * 60_000 : ahora.getTime();
  return new Date(Math.max(desde, ahora.getTime())).toISOString();
}

export function programador(deps: Pick<AppDeps, 'db' | 'clock' | 'log'>, trabajos: TrabajosPublicacion) {
  const { db, clock } = deps;
  let reloj: NodeJS.Timeout | undefined;
  let revisando: Promise<string | null> | null = null;

  /** Starts the due run, if any, and waits for its end: its id, or null when none was due or the turn was taken. */
  async function revisar(): Promise<string | null> {
    const a = await q.ajustes(db);
    if (Number(a.automatica) !== 1 || !a.alcance || !a.titulo || !a.declaracion || !a.activada_por_id)
      return null;
    const ahora = clock.now();
    const proxima = proximaAutomatica(a, await c.ultimaCorrida(db), ahora);
    if (!proxima || Date.parse(proxima) > ahora.getTime()) return null;
    const corrida = await trabajos.crear({
      usuarioId: a.activada_por_id,
      usuarioNombre: a.activada_por ?? '',
      ip: 'publicación automática',
      automatica: true,
      alcance: a.alcance as AlcancePublicacion,
      titulo: a.titulo,
      declaracion: a.declaracion,
    });
    if (!corrida) return null;
    await trabajos.ejecutar(corrida.id, {
      usuarioId: a.activada_por_id,
      usuarioNombre: a.activada_por ?? '',
      ip: 'publicación automática',
    });
    return corrida.id;
  }

  /** One look at a time in this instance: a long run is not looked at again while it goes on. */
  function vistazo(): Promise<string | null> {
    revisando ??= revisar()
      .catch((err: unknown) => {
        deps.log.error({ err }, 'publicación automática: no se pudo revisar');
        return null;
      })
      .finally(() => {
        revisando = null;
      });
    return revisando;
  }

  return {
    vistazo,
    iniciar(cadaMs: number) {
      reloj = setInterval(() => void vistazo(), cadaMs);
      reloj.unref();
    },
    async detener() {
      clearInterval(reloj);
      await revisando;
    },
  };
}
