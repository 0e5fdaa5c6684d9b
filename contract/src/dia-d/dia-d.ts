import { cadena } from '../schemas.js';
import { REGIONES_TERRITORIALES, type RegionTerritorialId } from '../territorial/index.js';
import { MENSAJES_DIA_D } from './errores.js';

/**
 * Día D (issues 19–30): election night. Each capability has a folder of its own (registro,
 * delegados, actas, conteo, pendientes, reglas, mensajes, incidentes, oficiales, impugnaciones,
 * simulacro); this file holds what several of them share: the area's name, the departments of
 * the registry and the id a phone gives each of its submissions.
 */
export const AREA_DIA_D = 'dia-d' as const;

// ---------- Departments ----------

const sinAcentos = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** A department of the CSV (its name or its id, any case and accents) to the region id. */
export function departamentoDe(texto: string): RegionTerritorialId | undefined {
  const t = sinAcentos(texto).replace(/\s+/g, '-');
  return REGIONES_TERRITORIALES.find((r) => r.id === t || sinAcentos(r.name).replace(/\s+/g, '-') === t)?.id;
}

export function nombreDepartamento(id: string): string {
  return REGIONES_TERRITORIALES.find((r) => r.id === id)?.name ?? id;
}

/** A client-generated id (UUID or similar): resending the same submission counts once. */
export const idEnvio = cadena(MENSAJES_DIA_D.idRequerido)
  .trim()
  .regex(/^[A-Za-z0-9-]{8,64}$/, { error: MENSAJES_DIA_D.idRequerido });
