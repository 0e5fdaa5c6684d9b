import { actualizarEje, crearEje, eliminarEje, listarEjes, type EjeNuevo } from '@comando/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { claves } from './keys.js';

const ejesQuery = queryOptions({
  queryKey: claves.ejes,
  queryFn: ({ signal }) => call(listarEjes, { signal }),
});
export const useEjes = () => useQuery(ejesQuery);

export function useCrearEje() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EjeNuevo) => call(crearEje, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: claves.ejes }),
  });
}

export function useEliminarEje() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(eliminarEje, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: claves.ejes }),
  });
}

export function useActualizarEje() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EjeNuevo }) =>
      call(actualizarEje, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: claves.ejes }),
  });
}
