import type { FiltrosAuditoria } from '@comando/contract';

/**
 * Keys start with the name the server's live events give the area (`usuarios`, `ajustes`,
 * `auditoria`): a change there marks them stale.
 */
export const usuariosKeys = {
  lista: ['usuarios'] as const,
  terreno: (departamento: string) => ['usuarios', 'terreno', departamento] as const,
  ajustes: ['ajustes'] as const,
  auditoria: (filtros: FiltrosAuditoria) => ['auditoria', filtros] as const,
};
