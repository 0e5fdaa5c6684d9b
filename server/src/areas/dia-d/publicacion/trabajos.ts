import { randomUUID } from 'node:crypto';
import {
  AMBITO_NACIONAL,
  MENSAJES_GENERALES,
  MENSAJES_PUBLICACION as M,
  type AlcancePublicacion,
  type Publicacion,
} from '@comando/contract';
import { registrar } from '../../../auditoria/registro.js';
import { fueraDeTransaccion } from '../../../db/request-transaction.js';
import type { AppDeps } from '../../../deps.js';
import { HttpError } from '../../../http/errors.js';
import * as c from './corridas-queries.js';
import { DestinoNoDisponible, type Destino } from './destino.js';
import { publicarSitio, type Avance } from './generar.js';
import { ajustes } from './queries.js';

/**
 * Runs as jobs (issue 46), as the official count's large imports are (oficiales/trabajos.ts): a
 * POST answers 202 with the run, which goes on after the answer in the instance that took it and
 * writes its progress to its row, so that any instance answers `GET …/publicaciones/:id`. A run
 * holds the turn (corridas-queries.ts) from its creation to its end, renewed with its progress:
 * one run at a time over every instance, and a run whose instance died frees it after TURNO_MS.
 */

/** How long a turn lasts without news; a run renews it with every progress write. */
const TURNO_MS = 2 * 60_000;
/** Least time between two progress writes. */
const CADA_MS = 1000;

class Detenida extends Error {}

export interface Quien {
  usuarioId: string;
  usuarioNombre: string;
  ip: string;
}

export interface NuevaCorrida extends Quien {
  automatica: boolean;
  alcance: AlcancePublicacion;
  titulo: string;
  declaracion: string;
}

export function trabajosPublicacion(deps: AppDeps, destino: Destino) {
  const { db, clock } = deps;
  /** Runs going on in this instance. */
  const locales = new Map<string, Promise<void>>();
  let deteniendo = false;
  const hasta = () => new Date(clock.now().getTime() + TURNO_MS).toISOString();

  /** Takes the turn and records the run; null when another run holds the turn. */
  async function crear(n: NuevaCorrida): Promise<Publicacion | null> {
    const id = randomUUID();
    const ahora = clock.now().toISOString();
    await ajustes(db);
    if (!(await c.tomarTurno(db, id, ahora, hasta()))) return null;
    const fila = {
      id,
      usuario_id: n.usuarioId,
      usuario_nombre: n.usuarioNombre,
      automatica: n.automatica ? 1 : 0,
      alcance: n.alcance,
      titulo: n.titulo,
      declaracion: n.declaracion,
      destino: destino.lugar,
      estado: 'en-curso',
      fase: 'leyendo',
      hechas: 0,
      total: 0,
      escritos: 0,
      sin_cambios: 0,
      retirados: 0,
      bytes: 0,
      mesas: 0,
      error: null,
      creada_en: ahora,
      terminada_en: null,
      actualizada_en: ahora,
    };
    await c.crearCorrida(db, fila);
    return c.aPublicacion(fila);
  }

  async function correr(id: string, quien: Quien): Promise<void> {
    const fila = await c.leerCorrida(db, id);
    if (!fila) return;
    let escrito = 0;
    const avance: Avance = async (fase, hechas, total) => {
      if (deteniendo) throw new Detenida();
      const t = performance.now();
      if (t - escrito >= CADA_MS) {
        escrito = t;
        await c.actualizarCorrida(db, id, { fase, hechas, total, actualizada_en: clock.now().toISOString() });
        await c.renovarTurno(db, id, hasta());
      }
      // Lets the event loop answer everything else meanwhile (election night goes on).
      await new Promise((resolve) => setImmediate(resolve));
    };
    const detalle = { alcance: fila.alcance, titulo: fila.titulo, destino: fila.destino };
    let auditar: Record<string, unknown>;
    try {
      const r = await publicarSitio(
        deps,
        destino,
        {
          alcance: fila.alcance as AlcancePublicacion,
          titulo: fila.titulo,
          declaracion: fila.declaracion,
          fecha: fila.creada_en,
        },
        avance,
      );
      const ahora = clock.now().toISOString();
      await c.actualizarCorrida(db, id, {
        estado: 'hecha',
        fase: 'fin',
        hechas: 1,
        total: 1,
        escritos: r.escritos,
        sin_cambios: r.sinCambios,
        retirados: r.retirados,
        bytes: r.bytes,
        mesas: r.mesas,
        terminada_en: ahora,
        actualizada_en: ahora,
      });
      const { cambios, ...cuenta } = r;
      auditar = {
        ...detalle,
        estado: 'hecha',
        ...cuenta,
        mesasPublicadas: cambios.publicadas,
        mesasActualizadas: cambios.actualizadas,
        mesasRetiradas: cambios.retiradas,
      };
    } catch (error) {
      const texto =
        error instanceof Detenida
          ? M.interrumpida
          : error instanceof DestinoNoDisponible
            ? M.destinoNoDisponible
            : error instanceof HttpError && error.statusCode < 500
              ? error.message
              : M.fallo;
      if (!(error instanceof Detenida))
        deps.log.error({ err: error, publicacion: id }, 'publicación fallida');
      const ahora = clock.now().toISOString();
      await c
        .actualizarCorrida(db, id, {
          estado: 'error',
          error: texto,
          terminada_en: ahora,
          actualizada_en: ahora,
        })
        .catch((err: unknown) =>
          deps.log.error({ err, publicacion: id }, 'no se pudo guardar el fin de la publicación'),
        );
      auditar = { ...detalle, estado: 'error', error: texto };
    }
    await registrar(db, clock, {
      usuarioId: quien.usuarioId,
      usuarioNombre: quien.usuarioNombre,
      ambito: { ambito: AMBITO_NACIONAL, region: null },
      ip: quien.ip,
      area: 'dia-d',
      accion: fila.automatica === 1 ? 'publicar_automatica' : 'publicar',
      ruta: 'POST /api/dia-d/publicaciones',
      entidadId: id,
      detalle: { despues: auditar },
    }).catch((err: unknown) => deps.log.error({ err, publicacion: id }, 'no se pudo auditar la publicación'));
    await c.soltarTurno(db, id).catch(() => undefined);
  }

  /** Runs a created run to its end, outside the request that created it; never throws. */
  function ejecutar(id: string, quien: Quien): Promise<void> {
    const corrida = fueraDeTransaccion(() => correr(id, quien)).finally(() => locales.delete(id));
    locales.set(id, corrida);
    return corrida;
  }

  /** A run as its row says; one left "en curso" by an instance that stopped is reported cut off. */
  function comoEsta(fila: Parameters<typeof c.aPublicacion>[0]): Publicacion {
    const p = c.aPublicacion(fila);
    const sinNoticias = clock.now().getTime() - Date.parse(fila.actualizada_en) > TURNO_MS;
    if (p.estado === 'en-curso' && !locales.has(p.id) && sinNoticias)
      return { ...p, estado: 'error', error: M.interrumpida };
    return p;
  }

  async function ver(id: string): Promise<Publicacion> {
    const fila = await c.leerCorrida(db, id);
    if (!fila) throw new HttpError(404, MENSAJES_GENERALES.noEncontrado);
    return comoEsta(fila);
  }

  const listar = async () => (await c.listarCorridas(db)).map(comoEsta);

  /** Whether a run holds the turn now: its id. */
  async function enCurso(): Promise<string | null> {
    const a = await c.leerTurno(db);
    return a?.turno_de && a.turno_hasta && a.turno_hasta > clock.now().toISOString() ? a.turno_de : null;
  }

  /** Stops the runs of this instance at their next step (the server is closing). */
  async function detener(): Promise<void> {
    deteniendo = true;
    await Promise.allSettled(locales.values());
  }

  return { crear, ejecutar, ver, listar, enCurso, detener };
}

export type TrabajosPublicacion = ReturnType<typeof trabajosPublicacion>;
