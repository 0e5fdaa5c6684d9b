import { listarAlertas, type ConsultaAlertas } from '@comando/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../api/client.js';
import { alertasKeys } from './keys.js';

export const useAlertas = (f: ConsultaAlertas) =>
  useQuery({
    queryKey: alertasKeys.lista(f),
    queryFn: ({ signal }) =>
      call(listarAlertas, {
        query: Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '')),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
