import {
  crearEvento,
  eliminarEvento,
  listarEventos,
  marcarEvento,
  type EventoNuevo,
} from '@comando/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { claves } from './keys.js';

export const eventosQuery = queryOptions({
  queryKey: claves.eventos,
  queryFn: ({ signal }) => call(listarEventos, { signal }),
});
export const useEventos = () => useQuery(eventosQuery);

export function useCrearEvento() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EventoNuevo) => call(crearEvento, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: claves.eventos }),
  });
}

export function useMarcarEvento() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, completado }: { id: string; completado: boolean }) =>
      call(marcarEvento, { params: { id }, body: { completado } }),
    onSuccess: () => client.invalidateQueries({ queryKey: claves.eventos }),
  });
}

export function useEliminarEvento() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(eliminarEvento, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: claves.eventos }),
  });
}
