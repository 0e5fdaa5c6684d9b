import {
  adjuntarARequisito,
  crearRequisito,
  eliminarRequisito,
  fillPath,
  ordenarRequisitos,
  listarRequisitos,
  marcarRequisito,
  type ArchivoMeta,
  type RequisitoNuevo,
  type Requisito,
} from '@comando/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, upload } from '../../../api/client.js';
import { conElemento, sinElemento } from '../../../api/lists.js';
import { claves } from './keys.js';

const requisitosQuery = queryOptions({
  queryKey: claves.requisitos,
  meta: { ruta: listarRequisitos },
  queryFn: ({ signal }) => call(listarRequisitos, { signal }),
});
/** Priority, then deadline: the server's order. */
function conOrden(lista: Requisito[] | undefined, item: Requisito): Requisito[] | undefined {
  const nueva = conElemento(lista, item);
  return nueva && ordenarRequisitos(nueva);
}

export const useRequisitos = () => useQuery(requisitosQuery);

export function useCrearRequisito() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequisitoNuevo) => call(crearRequisito, { body }),
    onSuccess: (creado) =>
      client.setQueryData<Requisito[]>(claves.requisitos, (lista) => conOrden(lista, creado)),
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
    onSuccess: (guardado) =>
      client.setQueryData<Requisito[]>(claves.requisitos, (lista) => conOrden(lista, guardado)),
  });
}

export function useEliminarRequisito() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(eliminarRequisito, { params: { id } }),
    onSuccess: (_, id) =>
      client.setQueryData<Requisito[]>(claves.requisitos, (lista) => sinElemento(lista, id)),
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
    onSuccess: (adjuntos, { id }) =>
      client.setQueryData<Requisito[]>(claves.requisitos, (lista) =>
        lista?.map((r) => (r.id === id ? { ...r, adjuntos: [...r.adjuntos, ...adjuntos] } : r)),
      ),
  });
}
