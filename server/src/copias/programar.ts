import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import { crearCopia } from './crear.js';
import { MANIFIESTO, type Origen } from './manifiesto.js';

const NOMBRE = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(-\d+)?$/;

/** Keeps the newest `conservar` complete backups of `dir` and deletes the older ones. */
export async function podarCopias(dir: string, conservar: number): Promise<string[]> {
  const entradas = await readdir(dir).catch(() => [] as string[]);
  // Names are UTC times, so text order is time order; "-2", "-10" follow within their second.
  const orden = (n: string) => [n.slice(0, 20), Number(n.slice(21) || 1)] as const;
  const completas = entradas
    .filter((n) => NOMBRE.test(n) && existsSync(path.join(dir, n, MANIFIESTO)))
    .sort((x, y) => {
      const [a, b] = [orden(x), orden(y)];
      return a[0] === b[0] ? b[1] - a[1] : a[0] < b[0] ? 1 : -1;
    });
  const viejas = completas.slice(Math.max(0, conservar));
  for (const n of viejas) await rm(path.join(dir, n), { recursive: true, force: true });
  return viejas;
}

/**
 * The server's own backups: one every `cadaMs`, then the oldest beyond `conservar` go.
 * Answers a function that stops the schedule and waits for a backup in progress (the
 * database must stay open until it ends).
 */
export function programarCopias(opts: {
  origen: Origen;
  dir: string;
  cadaMs: number;
  conservar: number;
  clock: Clock;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  let enCurso: Promise<void> = Promise.resolve();
  const una = async () => {
    try {
      const carpeta = await crearCopia(opts.origen, opts.dir, opts.clock.now());
      const borradas = await podarCopias(opts.dir, opts.conservar);
      opts.log.info({ carpeta, borradas }, 'copia de seguridad programada creada');
    } catch (err) {
      opts.log.error({ err }, 'la copia de seguridad programada falló');
    }
  };
  const timer = setInterval(() => {
    enCurso = enCurso.then(una);
  }, opts.cadaMs);
  return async () => {
    clearInterval(timer);
    await enCurso;
  };
}
