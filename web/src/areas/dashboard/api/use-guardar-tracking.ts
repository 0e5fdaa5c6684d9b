import { guardarTracking, type BodyOf } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { trackingQuery } from './use-tracking.js';

export function useGuardarTracking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof guardarTracking>) => call(guardarTracking, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: trackingQuery.queryKey }),
  });
}
