import { CONSULTA_CONTEO_RAPIDO } from '@comando/contract';
import type { FastifyRequest } from 'fastify';
import type { LugarCambio } from '../../events/feed.js';
import { anunciarEn, dejarIntactas, verTodo, type FiltroCambios } from '../../events/routes.js';
import { dentroDe, esNacional, terrenoDe } from './terreno.js';

/**
 * Live events of Día D by ground (issue 27): a change made in one place (a mesa's acta, arrival
 * or incident) names that place, and a scoped session's stream carries only the changes inside
 * its ground (a departmental screen is not woken by another department's actas). A change with
 * no place (the ballot, the registry, assignments by CSV…) reaches every screen.
 */
export const cambiosDelTerreno: FiltroCambios = (user) => {
  const terreno = terrenoDe(user);
  if (esNacional(terreno)) return verTodo;
  return (cambio) => !cambio.lugar || dentroDe(terreno, cambio.lugar);
};

/**
 * A change of a mesa's acta: its place, unless the mesa is in the quick count's sample, whose
 * estimate is a national figure every scoped screen shows too. Outside the sample the change
 * leaves the quick count alone, and says so: on election night an acta arrives every few
 * milliseconds and every Conteo screen would read the estimate again for each burst (issue 30).
 */
export function anunciarActa(
  request: FastifyRequest,
  mesa: { lugar: LugarCambio; enMuestra: boolean },
): void {
  if (mesa.enMuestra) return;
  anunciarEn(request, mesa.lugar);
  dejarIntactas(request, FUERA_DE_LA_MUESTRA);
}

/** What an acta outside the sample leaves alone (one list for every such change). */
const FUERA_DE_LA_MUESTRA: readonly string[] = [CONSULTA_CONTEO_RAPIDO];
