import { actualizarEje, crearEje, eliminarEje, listarEjes, type Eje, type EjeNuevo } from '@comando/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { conElemento, sinElemento } from '../../../api/lists.js';
import { claves } from './keys.js';

const ejesQuery = queryOptions({
  queryKey: claves.ejes,
  meta: { ruta: listarEjes },
  queryFn: ({ signal }) => call(listarEjes, { signal }),
});
export const useEjes = () => useQuery(ejesQuery);

export function useCrearEje() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EjeNuevo) => call(crearEje, { body }),
    // Newest first, as the server lists them.
    onSuccess: (creado) => client.setQueryData<Eje[]>(claves.ejes, (lista) => conElemento(lista, creado)),
  });
}

export function useEliminarEje() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(eliminarEje, { params: { id } }),
    onSuccess: (_, id) => client.setQueryData<Eje[]>(claves.ejes, (lista) => sinElemento(lista, id)),
  });
}

export function useActualizarEje() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EjeNuevo }) =>
      call(actualizarEje, { params: { id }, body }),
    onSuccess: (editado) => client.setQueryData<Eje[]>(claves.ejes, (lista) => conElemento(lista, editado)),
  });
}
