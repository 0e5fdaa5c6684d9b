import { eliminarArchivoEstrategia } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { claves } from './keys.js';

/** Deletes any file of the area; the lists holding files are refetched. */
export function useEliminarArchivo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(eliminarArchivoEstrategia, { params: { id } }),
    onSuccess: () =>
      Promise.all(
        [claves.archivosDiaD, claves.documentos, claves.estrategias, claves.requisitos].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
