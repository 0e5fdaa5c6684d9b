import { listarEarnedMedia, type EarnedMedia } from '@comando/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { comunicacionKeys } from './keys.js';

const earnedMediaQuery = queryOptions({
  queryKey: comunicacionKeys.earnedMedia,
  queryFn: ({ signal }): Promise<EarnedMedia[]> => call(listarEarnedMedia, { signal }),
});

export function useEarnedMedia() {
  return useQuery(earnedMediaQuery);
}
