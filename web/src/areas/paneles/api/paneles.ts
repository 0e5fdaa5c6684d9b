import { listarPaneles } from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';

export const panelesQuery = queryOptions({
  queryKey: ['dashboard', 'paneles'],
  queryFn: ({ signal }) => call(listarPaneles, { signal }),
});

export const usePaneles = () => useQuery(panelesQuery);
