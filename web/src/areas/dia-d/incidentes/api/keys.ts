import { diaDKey } from '../../comun/index.js';

/** The incidents' keys, and the staff an incident may be handed to. */
export const incidentesKeys = {
  lista: (f: Record<string, string>) => [...diaDKey, 'incidentes', f] as const,
  usuarios: () => [...diaDKey, 'usuarios'] as const,
};
