import { diaDKey } from '../../comun/index.js';

/** The delegates' keys: who may be put on a mesa (a department's defensores). */
export const delegadosKeys = {
  defensores: (departamento: string) => [...diaDKey, 'defensores', departamento] as const,
};
