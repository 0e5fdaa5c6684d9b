import { eliminarEncuesta } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { encuestasQuery, TRACKING_KEY } from './encuestas.js';

export function useEliminarEncuesta() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(eliminarEncuesta, { params: { id } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: encuestasQuery.queryKey }),
        client.invalidateQueries({ queryKey: TRACKING_KEY }),
      ]),
  });
}
