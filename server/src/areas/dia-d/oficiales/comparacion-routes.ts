import {
  leerComparacion,
  MENSAJES_COMPARACION as M,
  PAGINA_COMPARACION,
  type Comparacion,
  type VotosMesa,
} from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import { dataVersion } from '../../../db/connect.js';
import type { AppDeps } from '../../../deps.js';
import { badRequest } from '../../../http/errors.js';
import { handle } from '../../../http/routing.js';
import { claveTerreno, esNacional, terrenoDe, type Terreno } from '../terreno.js';
import { claveOrden, compararMesas, leerCursor, sumarDepartamentos, type Comparado } from './comparacion.js';
import * as q from './comparacion-queries.js';
import { partidosDeLaPapeleta } from '../registro/index.js';
import { estimar } from '../conteo/index.js';

/**
 * GET /api/dia-d/comparacion (issue 29): the official count against our verified actas, for
 * the caller's ground. The whole ground is compared at once (every page needs the order of
 * all); the result is kept per ground while the data stays the same (SQLite: its data
 * version; PostgreSQL: a fingerprint query), so paging and the screens of many users reading
 * after one change cost one comparison.
 */

interface Calculo extends Comparado {
  candidatura: string | null;
  instantanea: { id: string; fecha: string } | null;
  nuestro: string | null;
  siglas: string[];
  oficialesPorSigla: Record<string, number> | null;
  mesasOficiales: number;
}

async function calcular(deps: AppDeps, t: Terreno): Promise<Calculo> {
  const { db } = deps;
  const instantanea = await q.instantaneaComparada(db);
  // At once: on PostgreSQL each read has its own connection of the pool.
  const [papeleta, registro, nuestras, oficiales] = await Promise.all([
    partidosDeLaPapeleta(db),
    q.mesasDelTerreno(db, t),
    q.actasVerificadas(db, t),
    instantanea
      ? q.oficialesDelTerreno(db, t, instantanea.candidatura)
      : Promise.resolve(new Map<string, VotosMesa>()),
  ]);
  const siglas = papeleta.map((p) => p.sigla);
  const nuestro = papeleta.find((p) => p.nuestro)?.sigla ?? null;
  const comparado = compararMesas(registro, nuestras, oficiales, siglas, nuestro);
  const porSigla: Record<string, number> = Object.fromEntries(siglas.map((s) => [s, 0]));
  for (const o of oficiales.values())
    for (const s of siglas) porSigla[s] = (porSigla[s] ?? 0) + (o.votos[s] ?? 0);
  return {
    ...comparado,
    candidatura: instantanea?.candidatura ?? null,
    instantanea: instantanea ? { id: instantanea.id, fecha: instantanea.fecha } : null,
    nuestro,
    siglas,
    oficialesPorSigla: oficiales.size > 0 ? porSigla : null,
    mesasOficiales: oficiales.size,
  };
}

/** The official share of valid votes beside the quick count's estimate (national only). */
async function frenteAlConteoRapido(deps: AppDeps, c: Calculo): Promise<Comparacion['conteoRapido']> {
  if (!c.oficialesPorSigla) return null;
  const estimado = await estimar(deps.db);
  if (estimado.recibidas === 0) return null;
  const validos = Object.values(c.oficialesPorSigla).reduce((a, b) => a + b, 0);
  return {
    mesasOficiales: c.mesasOficiales,
    partidos: estimado.partidos.map((p) => {
      const oficial = validos > 0 ? ((c.oficialesPorSigla?.[p.sigla] ?? 0) / validos) * 100 : 0;
      return { ...p, oficial, dentro: oficial >= p.ic95[0] && oficial <= p.ic95[1] };
    }),
  };
}

export function comparacionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const version = dataVersion(deps.db);
  const guardados = new Map<string, { version: string; calculo: Promise<Calculo> }>();

  async function calculoDe(t: Terreno): Promise<Calculo> {
    const v = version?.() ?? (await q.huellaComparacion(deps.db));
    const clave = claveTerreno(t);
    const hit = guardados.get(clave);
    if (hit && hit.version === v) return hit.calculo;
    // A few grounds at most are read at once; an old version is never read again.
    if (guardados.size > 50) guardados.clear();
    const calculo = calcular(deps, t);
    guardados.set(clave, { version: v, calculo });
    calculo.catch(() => guardados.delete(clave));
    return calculo;
  }

  handle(app, leerComparacion, async ({ query, user }) => {
    const despues = query.despues === undefined ? undefined : leerCursor(query.despues);
    if (query.despues !== undefined && !despues) throw badRequest(M.filtroInvalido);
    const t = terrenoDe(user);
    const c = await calculoDe(t);
    const elegidos = query.departamento
      ? c.departamentos.filter((d) => d.departamento === query.departamento)
      : c.departamentos;
    const total = sumarDepartamentos(elegidos, c.siglas, c.nuestro);
    const lista = c.mesas.filter(
      (o) =>
        (!query.departamento || o.mesa.departamento === query.departamento) &&
        (!query.clase || o.mesa.clase === query.clase) &&
        (!despues || despues(o)),
    );
    const pagina = lista.slice(0, PAGINA_COMPARACION);
    const ultima = pagina.at(-1);
    return {
      candidatura: c.candidatura,
      instantanea: c.instantanea,
      nuestro: c.nuestro,
      resumen: total.resumen,
      efectoNuestro: total.efectoNuestro,
      partidos: total.partidos,
      departamentos: c.departamentos,
      mesas: pagina.map((o) => o.mesa),
      siguiente: lista.length > PAGINA_COMPARACION && ultima ? claveOrden(ultima) : null,
      conteoRapido: esNacional(t) && !query.departamento ? await frenteAlConteoRapido(deps, c) : null,
    };
  });
}
