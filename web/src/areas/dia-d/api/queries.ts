import {
  leerConteo,
  leerConteoRapido,
  listarDefensoresDepartamento,
  listarDisputas,
  listarMesasActas,
  listarPartidos,
  siguienteActa,
  type ActaPorTranscribir,
  type ConsultaMesasActas,
  listarIncidentes,
  listarMesas,
  listarMunicipios,
  listarRecintos,
  listarRecintosMapa,
  listarUsuariosAsignables,
  obtenerCobertura,
  type ConsultaMesas,
} from '@comando/contract';
import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { claveTranscripcion, diaDKeys } from './keys.js';

const limpio = (f: Record<string, string | boolean | undefined>) =>
  Object.fromEntries(
    Object.entries(f)
      .filter(([, v]) => v !== undefined && v !== '' && v !== false)
      .map(([k, v]) => [k, String(v)]),
  );

const mesasQuery = (f: ConsultaMesas) =>
  queryOptions({
    queryKey: diaDKeys.mesas(f),
    queryFn: ({ signal }) => call(listarMesas, { query: limpio(f), signal }),
    placeholderData: keepPreviousData,
  });
export const useMesas = (f: ConsultaMesas) => useQuery(mesasQuery(f));

export const useCobertura = (departamento?: string, municipio?: string) =>
  useQuery({
    queryKey: diaDKeys.cobertura(departamento, municipio),
    queryFn: ({ signal }) => call(obtenerCobertura, { query: limpio({ departamento, municipio }), signal }),
  });

export const useDefensores = (departamento: string) =>
  useQuery({
    queryKey: diaDKeys.defensores(departamento),
    queryFn: ({ signal }) => call(listarDefensoresDepartamento, { query: { departamento }, signal }),
  });

export const useIncidentes = (f: Record<string, string>) =>
  useQuery({
    queryKey: diaDKeys.incidentes(f),
    queryFn: ({ signal }) => call(listarIncidentes, { query: limpio(f), signal }),
  });

export const useUsuariosAsignables = () =>
  useQuery({
    queryKey: diaDKeys.usuarios(),
    queryFn: ({ signal }) => call(listarUsuariosAsignables, { signal }),
  });

/** Every municipio of the registry (a few hundred), filtered by department on the screen. */
export const useMunicipios = () =>
  useQuery({
    queryKey: diaDKeys.municipios(),
    queryFn: ({ signal }) => call(listarMunicipios, { signal }),
  });

/** The recintos of one municipio, asked for only once a municipio is chosen. */
export const useRecintos = (departamento?: string, municipio?: string) =>
  useQuery({
    queryKey: diaDKeys.recintos(departamento ?? '', municipio ?? ''),
    queryFn: ({ signal }) => call(listarRecintos, { query: limpio({ departamento, municipio }), signal }),
    enabled: departamento !== undefined && municipio !== undefined,
  });

// ---------- Actas and the count (issue 20)

export const usePartidos = () =>
  useQuery({ queryKey: diaDKeys.partidos(), queryFn: ({ signal }) => call(listarPartidos, { signal }) });

export const useConteo = () =>
  useQuery({ queryKey: diaDKeys.conteo(), queryFn: ({ signal }) => call(leerConteo, { signal }) });

/** The mesas behind the count with their actas, a page at a time (cursor). */
export const useMesasActas = (filtros: ConsultaMesasActas) =>
  useInfiniteQuery({
    queryKey: diaDKeys.mesasActas(filtros),
    queryFn: ({ pageParam, signal }) =>
      call(listarMesasActas, { query: { ...filtros, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (ultima) => ultima.siguiente ?? undefined,
  });

export const useConteoRapido = () =>
  useQuery({
    queryKey: diaDKeys.conteoRapido(),
    queryFn: ({ signal }) => call(leerConteoRapido, { signal }),
  });

export const useDisputas = () =>
  useQuery({ queryKey: diaDKeys.disputas(), queryFn: ({ signal }) => call(listarDisputas, { signal }) });

/** The next acta to transcribe (reserved for this user), or null when none waits (204). */
export const useSiguienteActa = () =>
  useQuery({
    queryKey: claveTranscripcion,
    // 204 (no content) reads as undefined.
    queryFn: async ({ signal }) =>
      ((await call(siguienteActa, { signal })) as ActaPorTranscribir | undefined) ?? null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** The recintos with a place, for the map's points (issue 28). */
export const useRecintosMapa = () =>
  useQuery({
    queryKey: diaDKeys.recintosMapa(),
    queryFn: ({ signal }) => call(listarRecintosMapa, { signal }),
  });
