import { crearEncuesta, type EncuestaNueva } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { encuestasQuery, TRACKING_KEY } from './encuestas.js';

export function useCrearEncuesta() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EncuestaNueva) => call(crearEncuesta, { body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: encuestasQuery.queryKey }),
        client.invalidateQueries({ queryKey: TRACKING_KEY }),
      ]),
  });
}
