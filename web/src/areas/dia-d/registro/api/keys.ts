import type { ConsultaMesas } from '@comando/contract';
import { diaDKey } from '../../comun/index.js';

/** The registry's keys: mesas, recintos, municipios and their coverage. */
export const registroKeys = {
  mesas: (f: ConsultaMesas) => [...diaDKey, 'mesas', f] as const,
  cobertura: (departamento?: string, municipio?: string) =>
    [...diaDKey, 'cobertura', departamento ?? '', municipio ?? ''] as const,
  municipios: () => [...diaDKey, 'municipios'] as const,
  recintos: (departamento: string, municipio: string) =>
    [...diaDKey, 'recintos', departamento, municipio] as const,
};
