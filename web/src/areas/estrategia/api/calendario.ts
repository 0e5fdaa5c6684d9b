import {
  crearEvento,
  eliminarEvento,
  listarEventos,
  marcarEvento,
  type Evento,
  type EventoNuevo,
} from '@comando/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { conElemento, porFechaDesc, sinElemento } from '../../../api/lists.js';
import { claves } from './keys.js';

const eventosQuery = queryOptions({
  queryKey: claves.eventos,
  meta: { ruta: listarEventos },
  queryFn: ({ signal }) => call(listarEventos, { signal }),
});
/** Server order: newest date first. */
const porFecha = porFechaDesc<Evento>((e) => e.fecha);

export const useEventos = () => useQuery(eventosQuery);

export function useCrearEvento() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EventoNuevo) => call(crearEvento, { body }),
    onSuccess: (creado) =>
      client.setQueryData<Evento[]>(claves.eventos, (lista) => conElemento(lista, creado, porFecha)),
  });
}

export function useMarcarEvento() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, completado }: { id: string; completado: boolean }) =>
      call(marcarEvento, { params: { id }, body: { completado } }),
    // The box follows the click at once; a failed save puts the list back.
    onMutate: async ({ id, completado }) => {
      await client.cancelQueries({ queryKey: claves.eventos });
      const antes = client.getQueryData<Evento[]>(claves.eventos);
      client.setQueryData<Evento[]>(claves.eventos, (lista) =>
        lista?.map((x) => (x.id === id ? { ...x, completado } : x)),
      );
      return { antes };
    },
    onError: (_error, _vars, ctx) => {
      if (ctx?.antes) client.setQueryData(claves.eventos, ctx.antes);
    },
    onSuccess: (guardado) =>
      client.setQueryData<Evento[]>(claves.eventos, (lista) => conElemento(lista, guardado, porFecha)),
  });
}

export function useEliminarEvento() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(eliminarEvento, { params: { id } }),
    onSuccess: (_, id) => client.setQueryData<Evento[]>(claves.eventos, (lista) => sinElemento(lista, id)),
  });
}
