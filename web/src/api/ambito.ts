import {
  REGIONES_TERRITORIALES,
  TEXTOS_AMBITO,
  type RegionTerritorialId,
  type UsuarioSesion,
} from '@comando/contract';
import { useNombreEleccionEnTitulo } from './elecciones.js';
import { useSession } from './session.js';

/**
 * The logged-in user's ground as the screens use it (issue 27); null for a national user.
 * Rows are filtered by the server; the web only names the ground and keeps its selects
 * from offering what lies outside it.
 */
export interface Terreno {
  nivel: 'departamento' | 'municipio' | 'recinto';
  /** The scope's department (a recinto's, from the registry); null if the registry lost it. */
  departamento: RegionTerritorialId | null;
  /** Fixed for a municipio scope. */
  municipio: string | null;
  /** Fixed for a recinto scope (its code). */
  recinto: string | null;
  /** As staff read it: "Cochabamba", "El Alto (La Paz)", a recinto's name. */
  nombre: string;
}

type SesionAmbito = Pick<UsuarioSesion, 'ambito' | 'ambitoNombre' | 'ambitoDepartamento'>;

export function terrenoDe(s: SesionAmbito | null | undefined): Terreno | null {
  if (!s || s.ambito.nivel === 'nacional') return null;
  const a = s.ambito;
  return {
    nivel: a.nivel,
    departamento: a.nivel === 'recinto' ? (s.ambitoDepartamento ?? null) : a.departamento,
    municipio: a.nivel === 'municipio' ? a.municipio : null,
    recinto: a.nivel === 'recinto' ? a.recinto : null,
    nombre: s.ambitoNombre,
  };
}

/** The logged-in user's ground; null when national (or before the session is known). */
export function useTerrenoSesion(): Terreno | null {
  const { data } = useSession();
  return terrenoDe(data);
}

export const nombreDepartamento = (id: string | null): string | undefined =>
  REGIONES_TERRITORIALES.find((r) => r.id === id)?.name;

/** A Día D screen's title with its ground: "Conteo — Cochabamba"; unchanged for national users. */
function tituloDiaD(titulo: string, t: Terreno | null): string {
  return t ? TEXTOS_AMBITO.titulo(titulo, t.nombre) : titulo;
}

/**
 * Territorial's ground is a whole department (a municipio or recinto scope reads its
 * department's region): its title names the department.
 */
export function tituloTerritorial(titulo: string, t: Terreno | null): string {
  const region = t && nombreDepartamento(t.departamento);
  return region ? TEXTOS_AMBITO.titulo(titulo, region) : titulo;
}

/**
 * The title of a Día D screen for the logged-in user: with the election it shows once there is
 * more than one (issue 45), then the user's ground — «Conteo — Segunda vuelta 2025 — Cochabamba».
 */
export function useTituloDiaD(titulo: string): string {
  const eleccion = useNombreEleccionEnTitulo();
  return tituloDiaD(eleccion ? TEXTOS_AMBITO.titulo(titulo, eleccion) : titulo, useTerrenoSesion());
}

/** The title of Territorial for the logged-in user. */
export const useTituloTerritorial = (titulo: string) => tituloTerritorial(titulo, useTerrenoSesion());
