import {
  listarEarnedMedia,
  listarPrensaPagada,
  listarVoceros,
  obtenerMateriales,
  obtenerPublicidad,
} from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { comunicacionKeys } from './keys.js';

export const prensaPagadaQuery = queryOptions({
  queryKey: comunicacionKeys.prensaPagada,
  meta: { ruta: listarPrensaPagada },
  queryFn: ({ signal }) => call(listarPrensaPagada, { signal }),
});
export const usePrensaPagada = () => useQuery(prensaPagadaQuery);

export const earnedMediaQuery = queryOptions({
  queryKey: comunicacionKeys.earnedMedia,
  meta: { ruta: listarEarnedMedia },
  queryFn: ({ signal }) => call(listarEarnedMedia, { signal }),
});
export const useEarnedMedia = () => useQuery(earnedMediaQuery);

export const vocerosQuery = queryOptions({
  queryKey: comunicacionKeys.voceros,
  meta: { ruta: listarVoceros },
  queryFn: ({ signal }) => call(listarVoceros, { signal }),
});
export const useVoceros = () => useQuery(vocerosQuery);

export const materialesQuery = queryOptions({
  queryKey: comunicacionKeys.materiales,
  meta: { ruta: obtenerMateriales },
  queryFn: ({ signal }) => call(obtenerMateriales, { signal }),
});
export const useMateriales = () => useQuery(materialesQuery);

export const publicidadQuery = queryOptions({
  queryKey: comunicacionKeys.publicidad,
  meta: { ruta: obtenerPublicidad },
  queryFn: ({ signal }) => call(obtenerPublicidad, { signal }),
});
export const usePublicidad = () => useQuery(publicidadQuery);
