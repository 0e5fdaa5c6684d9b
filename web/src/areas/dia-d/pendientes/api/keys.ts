import type { ConsultaPendientes } from '@comando/contract';
import { diaDKey } from '../../comun/index.js';

/** The radar's filter as the query string carries it (no cursor). */
export type FiltroRadar = Omit<ConsultaPendientes, 'despues'>;

/** Under the area's name: every live event of Día D refreshes the radar. */
export const pendientesKeys = {
  lista: (f: FiltroRadar) => [...diaDKey, 'pendientes', f] as const,
  resumen: (f: FiltroRadar) => [...diaDKey, 'pendientes-resumen', f] as const,
  ajustes: () => [...diaDKey, 'pendientes-ajustes'] as const,
  muestra: () => [...diaDKey, 'muestra'] as const,
};
