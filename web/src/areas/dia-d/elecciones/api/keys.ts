import type { ConsultaComparacionElecciones, ConsultaPrioridad } from '@comando/contract';
import { diaDKey } from '../../comun/index.js';

/** The elections' keys (issue 45): the comparison and the prioridad view, under Día D's name. */
export const eleccionesKeys = {
  comparacion: (f: ConsultaComparacionElecciones) => [...diaDKey, 'comparar-elecciones', f] as const,
  prioridad: (f: ConsultaPrioridad) => [...diaDKey, 'prioridad', f] as const,
};
