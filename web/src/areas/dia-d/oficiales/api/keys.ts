import type { ConsultaComparacion } from '@comando/contract';
import { diaDKey } from '../../comun/index.js';

/** The official count's keys: its snapshots and the comparison with ours. */
export const oficialesKeys = {
  instantaneas: () => [...diaDKey, 'instantaneas'] as const,
  comparacion: (f: ConsultaComparacion) => [...diaDKey, 'comparacion', f] as const,
};
