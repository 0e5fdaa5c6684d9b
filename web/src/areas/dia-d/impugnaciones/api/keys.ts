import { diaDKey } from '../../comun/index.js';

export const impugnacionesKeys = {
  evidencia: (mesa: string) => [...diaDKey, 'evidencia', mesa] as const,
};
