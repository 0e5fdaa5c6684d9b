import { eliminarCarpeta } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { carpetasKey } from './use-carpetas.js';

/** DELETE /api/juridico/carpetas/:id (with its files). */
export function useEliminarCarpeta() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(eliminarCarpeta, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: carpetasKey }),
  });
}
