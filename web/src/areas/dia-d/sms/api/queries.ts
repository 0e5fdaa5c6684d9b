import { leerAjustesSms, leerNumeroSms, listarSms } from '@comando/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../../../api/client.js';
import { smsKeys } from './keys.js';

/** The gateway as stored (admins only: the screen asks nothing of anyone else). */
export const useAjustesSms = (activa: boolean) =>
  useQuery({
    queryKey: smsKeys.ajustes(),
    queryFn: ({ signal }) => call(leerAjustesSms, { signal }),
    enabled: activa,
  });

/** HQ's SMS number as the access sheets print it. */
export const useNumeroSms = () =>
  useQuery({ queryKey: smsKeys.numero(), queryFn: ({ signal }) => call(leerNumeroSms, { signal }) });

/** The SMS received, newest first, page by page. */
export const useSmsRecibidos = (activa: boolean) =>
  useInfiniteQuery({
    queryKey: smsKeys.lista(),
    queryFn: ({ pageParam, signal }) => call(listarSms, { query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (ultima) => ultima.siguiente ?? undefined,
    enabled: activa,
  });
