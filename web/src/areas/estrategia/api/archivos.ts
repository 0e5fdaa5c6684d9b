import {
  eliminarArchivoEstrategia,
  type ArchivoMeta,
  type Estrategia,
  type Requisito,
} from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { sinElemento } from '../../../api/lists.js';
import { claves } from './keys.js';

/** Deletes any file of the area; it leaves whichever list held it. */
export function useEliminarArchivo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(eliminarArchivoEstrategia, { params: { id } }),
    onSuccess: (_, id) => {
      for (const key of [claves.archivosDiaD, claves.documentos]) {
        client.setQueryData<ArchivoMeta[]>(key, (lista) => sinElemento(lista, id));
      }
      client.setQueryData<Estrategia[]>(claves.estrategias, (lista) =>
        lista?.map((e) => (e.archivo?.id === id ? { ...e, archivo: null } : e)),
      );
      client.setQueryData<Requisito[]>(claves.requisitos, (lista) =>
        lista?.map((r) => ({ ...r, adjuntos: sinElemento(r.adjuntos, id) ?? [] })),
      );
    },
  });
}
