import {
  adjuntarARequisito,
  crearRequisito,
  eliminarRequisito,
  fillPath,
  listarRequisitos,
  marcarRequisito,
  type ArchivoMeta,
  type RequisitoNuevo,
} from '@comando/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, upload } from '../../../api/client.js';
import { claves } from './keys.js';

export const requisitosQuery = queryOptions({
  queryKey: claves.requisitos,
  queryFn: ({ signal }) => call(listarRequisitos, { signal }),
});
export const useRequisitos = () => useQuery(requisitosQuery);

export function useCrearRequisito() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequisitoNuevo) => call(crearRequisito, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: claves.requisitos }),
  });
}

export function useMarcarRequisito() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, completado }: { id: string; completado: boolean }) =>
      call(marcarRequisito, { params: { id }, body: { completado } }),
    onSuccess: () => client.invalidateQueries({ queryKey: claves.requisitos }),
  });
}

export function useEliminarRequisito() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(eliminarRequisito, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: claves.requisitos }),
  });
}

export function useAdjuntarARequisito() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archivos }: { id: string; archivos: File[] }) => {
      const form = new FormData();
      for (const f of archivos) form.append('archivos', f);
      return upload<ArchivoMeta[]>('POST', fillPath(adjuntarARequisito.path, { id }), form);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: claves.requisitos }),
  });
}
