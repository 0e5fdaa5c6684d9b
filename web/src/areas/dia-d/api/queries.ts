import {
  listarDefensoresDepartamento,
  listarIncidentes,
  listarMesas,
  listarMunicipios,
  listarRecintos,
  listarUsuariosAsignables,
  obtenerCobertura,
  type ConsultaMesas,
} from '@comando/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { diaDKeys } from './keys.js';

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
