import { eliminarActualizacion } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { actualizacionesKey } from './use-actualizaciones.js';

/** DELETE /api/adversarios/actualizaciones/:id. */
export function useEliminarActualizacion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(eliminarActualizacion, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: actualizacionesKey }),
  });
}
