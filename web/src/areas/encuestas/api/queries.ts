import { listarEncuestas } from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { encuestasKeys } from './keys.js';

export const encuestasQuery = queryOptions({
  queryKey: encuestasKeys.lista,
  meta: { ruta: listarEncuestas },
  queryFn: ({ signal }) => call(listarEncuestas, { signal }),
});

export const useEncuestas = () => useQuery(encuestasQuery);
