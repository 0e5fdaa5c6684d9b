import {
  adjuntarARequisito,
  crearRequisito,
  eliminarRequisito,
  fillPath,
  listarRequisitos,
  marcarRequisito,
  type ArchivoMeta,
  type RequisitoNuevo,
  type Requisito,
} from '@comando/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, upload } from '../../../api/client.js';
import { claves } from './keys.js';

const requisitosQuery = queryOptions({
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
    // The box follows the click at once; a failed save puts the list back.
    onMutate: async ({ id, completado }) => {
      await client.cancelQueries({ queryKey: claves.requisitos });
      const antes = client.getQueryData<Requisito[]>(claves.requisitos);
      client.setQueryData<Requisito[]>(claves.requisitos, (lista) =>
        lista?.map((x) => (x.id === id ? { ...x, completado } : x)),
      );
      return { antes };
    },
    onError: (_error, _vars, ctx) => {
      if (ctx?.antes) client.setQueryData(claves.requisitos, ctx.antes);
    },
    onSettled: () => client.invalidateQueries({ queryKey: claves.requisitos }),
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
