import {
  listarMesas,
  listarMunicipios,
  listarRecintos,
  obtenerCobertura,
  type ConsultaMesas,
} from '@comando/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../api/client.js';
import { limpio } from '../../comun/index.js';
import { registroKeys } from './keys.js';

const mesasQuery = (f: ConsultaMesas) =>
  queryOptions({
    queryKey: registroKeys.mesas(f),
    queryFn: ({ signal }) => call(listarMesas, { query: limpio(f), signal }),
    placeholderData: keepPreviousData,
  });
export const useMesas = (f: ConsultaMesas) => useQuery(mesasQuery(f));

export const useCobertura = (departamento?: string, municipio?: string) =>
  useQuery({
    queryKey: registroKeys.cobertura(departamento, municipio),
    queryFn: ({ signal }) => call(obtenerCobertura, { query: limpio({ departamento, municipio }), signal }),
  });

/** Every municipio of the registry (a few hundred), filtered by department on the screen. */
export const useMunicipios = () =>
  useQuery({
    queryKey: registroKeys.municipios(),
    queryFn: ({ signal }) => call(listarMunicipios, { signal }),
  });

/** The recintos of one municipio, asked for only once a municipio is chosen. */
export const useRecintos = (departamento?: string, municipio?: string) =>
  useQuery({
    queryKey: registroKeys.recintos(departamento ?? '', municipio ?? ''),
    queryFn: ({ signal }) => call(listarRecintos, { query: limpio({ departamento, municipio }), signal }),
    enabled: departamento !== undefined && municipio !== undefined,
  });
