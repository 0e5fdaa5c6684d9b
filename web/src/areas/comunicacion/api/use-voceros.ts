import { listarVoceros, type Vocero } from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { comunicacionKeys } from './keys.js';

const vocerosQuery = queryOptions({
  queryKey: comunicacionKeys.voceros,
  queryFn: ({ signal }): Promise<Vocero[]> => call(listarVoceros, { signal }),
});

export function useVoceros() {
  return useQuery(vocerosQuery);
}
