import type { ConsultaAlertas } from '@comando/contract';
import { diaDKey } from '../../comun/index.js';

/** The alerts' queue (issue 28): under the area's name, so every Día D event refreshes it. */
export const alertasKeys = {
  lista: (f: ConsultaAlertas) => [...diaDKey, 'alertas', f] as const,
};
