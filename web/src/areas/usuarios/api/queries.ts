import {
  leerAjustes,
  leerTerrenoDepartamento,
  listarAuditoria,
  listarUsuarios,
  type FiltrosAuditoria,
} from '@comando/contract';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { usuariosKeys } from './keys.js';

export function useUsuarios(habilitado: boolean) {
  return useQuery(
    queryOptions({
      queryKey: usuariosKeys.lista,
      queryFn: ({ signal }) => call(listarUsuarios, { signal }),
      enabled: habilitado,
    }),
  );
}

/** A department's municipios and recintos in the Día D registry (none asked for: nothing read). */
export function useTerreno(departamento: string) {
  return useQuery(
    queryOptions({
      queryKey: usuariosKeys.terreno(departamento),
      queryFn: ({ signal }) => call(leerTerrenoDepartamento, { params: { departamento }, signal }),
      enabled: departamento !== '',
    }),
  );
}

export function useAjustes(habilitado: boolean) {
  return useQuery(
    queryOptions({
      queryKey: usuariosKeys.ajustes,
      queryFn: ({ signal }) => call(leerAjustes, { signal }),
      enabled: habilitado,
    }),
  );
}

/** The audit trail, newest first, page by page under the address's filters. */
export function useAuditoria(filtros: FiltrosAuditoria, habilitado: boolean) {
  return useInfiniteQuery({
    queryKey: usuariosKeys.auditoria(filtros),
    queryFn: ({ pageParam, signal }) =>
      call(listarAuditoria, {
        query: { ...(filtros as Record<string, string | undefined>), cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (ultima) => ultima.siguiente ?? undefined,
    enabled: habilitado,
  });
}
