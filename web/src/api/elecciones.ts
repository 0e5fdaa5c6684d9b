import { AREA_DIA_D, listarElecciones, type Eleccion } from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client.js';
import { useEleccionLeida } from './eleccion-elegida.js';

/**
 * The deployment's elections (issue 45), as every Día D screen names the one it shows: kept
 * under Día D's area name, so a live event of Día D (another election made current) reads them
 * again. Here, below the areas, because the Día D title (ambito.ts) names the election too.
 */
export const eleccionesQuery = queryOptions({
  queryKey: [AREA_DIA_D, 'elecciones'] as const,
  queryFn: ({ signal }) => call(listarElecciones, { signal }),
  meta: { ruta: listarElecciones },
});

export interface EleccionVista {
  lista: Eleccion[];
  /** The current election (undefined while the list loads). */
  actual: Eleccion | undefined;
  /** The one this tab shows: the chosen one that ended, or the current one. */
  vista: Eleccion | undefined;
  /** The one shown ended: read only. */
  pasada: boolean;
}

export function useEleccionVista(): EleccionVista {
  const { data = [] } = useQuery(eleccionesQuery);
  const id = useEleccionLeida();
  const actual = data.find((e) => e.actual);
  const elegida = id === null ? undefined : data.find((e) => e.id === id);
  const vista = elegida ?? actual;
  return { lista: data, actual, vista, pasada: vista !== undefined && !vista.actual };
}

/**
 * The name a Día D screen's title adds, once the deployment has more than one election (with
 * one there is nothing to tell apart): the election shown.
 */
export function useNombreEleccionEnTitulo(): string | undefined {
  const { lista, vista } = useEleccionVista();
  return lista.length > 1 ? vista?.nombre : undefined;
}
