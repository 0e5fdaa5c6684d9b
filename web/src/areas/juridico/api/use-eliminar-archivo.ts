import { eliminarArchivoCarpeta } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { carpetasKey } from './use-carpetas.js';

/** DELETE /api/juridico/carpetas/:id/archivos/:archivoId. */
export function useEliminarArchivo(carpetaId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (archivoId: string) => call(eliminarArchivoCarpeta, { params: { id: carpetaId, archivoId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: carpetasKey }),
  });
}
