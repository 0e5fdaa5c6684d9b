import {
  AMBITO_NACIONAL,
  ambito as ambitoSchema,
  type Ambito,
  type RegionTerritorialId,
} from '@comando/contract';

/** A staff account's ground as the server uses it (issue 27). */
export interface AmbitoUsuario {
  ambito: Ambito;
  /** The scope's department (a recinto's, from the registry); null when national. */
  region: RegionTerritorialId | null;
  /** The scope as staff read it; '' when national. */
  ambitoNombre: string;
}

/** Reads the stored columns; anything unreadable is no ground at all rather than national. */
export function ambitoDeFila(fila: {
  ambito: string;
  ambito_departamento: string | null;
  ambito_nombre: string;
}): AmbitoUsuario {
  let leido: Ambito | undefined;
  try {
    const r = ambitoSchema.safeParse(JSON.parse(fila.ambito));
    if (r.success) leido = r.data;
  } catch {
    leido = undefined;
  }
  // Fail closed: a stored scope that no longer reads keeps the user out of every region.
  if (!leido) return { ambito: { nivel: 'recinto', recinto: '' }, region: null, ambitoNombre: '' };
  if (leido.nivel === 'nacional') return { ambito: AMBITO_NACIONAL, region: null, ambitoNombre: '' };
  return {
    ambito: leido,
    region: fila.ambito_departamento as RegionTerritorialId | null,
    ambitoNombre: fila.ambito_nombre,
  };
}
