import {
  listarArchivosDiaD,
  listarDocumentosClave,
  listarEjes,
  listarEstrategias,
  listarEventos,
  listarRequisitos,
  obtenerDiaD,
} from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { estrategiaKeys } from './keys.js';

/** Día D card: its settings and its files (oldest first). */
const diaDQuery = queryOptions({
  queryKey: estrategiaKeys.diad,
  meta: { ruta: obtenerDiaD },
  queryFn: ({ signal }) => call(obtenerDiaD, { signal }),
});
const archivosDiaDQuery = queryOptions({
  queryKey: estrategiaKeys.archivosDiaD,
  meta: { ruta: listarArchivosDiaD },
  queryFn: ({ signal }) => call(listarArchivosDiaD, { signal }),
});

/** Estrategia y Planeación: saved strategies (newest first) and Documentos Clave. */
const estrategiasQuery = queryOptions({
  queryKey: estrategiaKeys.estrategias,
  meta: { ruta: listarEstrategias },
  queryFn: ({ signal }) => call(listarEstrategias, { signal }),
});
const documentosQuery = queryOptions({
  queryKey: estrategiaKeys.documentos,
  meta: { ruta: listarDocumentosClave },
  queryFn: ({ signal }) => call(listarDocumentosClave, { signal }),
});

/** Precampaña: requirements by priority, then deadline. */
const requisitosQuery = queryOptions({
  queryKey: estrategiaKeys.requisitos,
  meta: { ruta: listarRequisitos },
  queryFn: ({ signal }) => call(listarRequisitos, { signal }),
});

/** Calendario Estratégico: events, newest date first. */
const eventosQuery = queryOptions({
  queryKey: estrategiaKeys.eventos,
  meta: { ruta: listarEventos },
  queryFn: ({ signal }) => call(listarEventos, { signal }),
});

/** Debate: themes, newest first. */
const ejesQuery = queryOptions({
  queryKey: estrategiaKeys.ejes,
  meta: { ruta: listarEjes },
  queryFn: ({ signal }) => call(listarEjes, { signal }),
});

export const useDiaD = () => useQuery(diaDQuery);
export const useArchivosDiaD = () => useQuery(archivosDiaDQuery);
export const useEstrategias = () => useQuery(estrategiasQuery);
export const useDocumentosClave = () => useQuery(documentosQuery);
export const useRequisitos = () => useQuery(requisitosQuery);
export const useEventos = () => useQuery(eventosQuery);
export const useEjes = () => useQuery(ejesQuery);
