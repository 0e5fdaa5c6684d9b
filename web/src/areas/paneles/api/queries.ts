import { listarPaneles } from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { panelesKeys } from './keys.js';

export const panelesQuery = queryOptions({
  queryKey: panelesKeys.lista,
  meta: { ruta: listarPaneles },
  queryFn: ({ signal }) => call(listarPaneles, { signal }),
});

export const usePaneles = () => useQuery(panelesQuery);
