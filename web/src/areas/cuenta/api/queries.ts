import { listarSesiones } from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { cuentaKeys } from './keys.js';

export function useSesiones() {
  return useQuery(
    queryOptions({
      queryKey: cuentaKeys.sesiones,
      queryFn: ({ signal }) => call(listarSesiones, { signal }),
    }),
  );
}
