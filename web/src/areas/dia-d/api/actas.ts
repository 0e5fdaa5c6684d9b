import {
  guardarPartidos,
  leerConteo,
  listarMesasActas,
  type ConsultaMesasActas,
  leerConteoRapido,
  sortearMuestra,
  type MuestraNueva,
  listarDisputas,
  listarPartidos,
  resolverActa,
  siguienteActa,
  transcribirActa,
  type ActaPorTranscribir,
  type FigurasActa,
  type Partido,
} from '@comando/contract';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { claveTranscripcion, diaDKeys } from './keys.js';

export function usePartidos() {
  return useQuery(
    queryOptions({
      queryKey: diaDKeys.partidos(),
      queryFn: ({ signal }) => call(listarPartidos, { signal }),
    }),
  );
}

export function useGuardarPartidos() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Partido[]) => call(guardarPartidos, { body }),
    onSuccess: (lista) => client.setQueryData(diaDKeys.partidos(), lista),
  });
}

export function useConteo() {
  return useQuery(
    queryOptions({ queryKey: diaDKeys.conteo(), queryFn: ({ signal }) => call(leerConteo, { signal }) }),
  );
}

export function useMesasActas(filtros: ConsultaMesasActas) {
  return useInfiniteQuery({
    queryKey: [...diaDKeys.all, 'actas', filtros],
    queryFn: ({ pageParam, signal }) =>
      call(listarMesasActas, { query: { ...filtros, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (ultima) => ultima.siguiente ?? undefined,
  });
}

export function useConteoRapido() {
  return useQuery(
    queryOptions({
      queryKey: diaDKeys.conteoRapido(),
      queryFn: ({ signal }) => call(leerConteoRapido, { signal }),
    }),
  );
}

export function useSortearMuestra() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MuestraNueva) => call(sortearMuestra, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: diaDKeys.conteoRapido() }),
  });
}

export function useDisputas(habilitado: boolean) {
  return useQuery(
    queryOptions({
      queryKey: diaDKeys.disputas(),
      queryFn: ({ signal }) => call(listarDisputas, { signal }),
      enabled: habilitado,
    }),
  );
}

/** The next acta to transcribe (reserved for this user), or null when none waits (204). */
export function useSiguienteActa() {
  return useQuery(
    queryOptions({
      queryKey: claveTranscripcion,
      // 204 (no content) reads as undefined.
      queryFn: async ({ signal }) =>
        ((await call(siguienteActa, { signal })) as ActaPorTranscribir | undefined) ?? null,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
    }),
  );
}

export function useTranscribir() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, figuras }: { id: string; figuras: FigurasActa }) =>
      call(transcribirActa, { params: { id }, body: figuras }),
    // What the server derived from it (a dispute, the count) is read again; other tabs hear it live.
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: diaDKeys.disputas() });
      await client.invalidateQueries({ queryKey: diaDKeys.conteo() });
    },
  });
}

export function useResolver() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, figuras }: { id: string; figuras: FigurasActa }) =>
      call(resolverActa, { params: { id }, body: figuras }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: diaDKeys.disputas() });
      await client.invalidateQueries({ queryKey: diaDKeys.conteo() });
    },
  });
}
