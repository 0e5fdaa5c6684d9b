import {
  cambiarUsuario,
  crearUsuario,
  guardarAjustes,
  leerAjustes,
  listarUsuarios,
  restablecerUsuario,
  type UsuarioCuenta,
} from '@comando/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@comando/contract';
import { call } from '../../api/client.js';

/** Keys start with their route's first path segment, so the live stream finds them. */
const usuariosKeys = { lista: ['usuarios'] as const, ajustes: ['ajustes'] as const };

export function useUsuarios(habilitado: boolean) {
  return useQuery(
    queryOptions({
      queryKey: usuariosKeys.lista,
      queryFn: ({ signal }) => call(listarUsuarios, { signal }),
      enabled: habilitado,
    }),
  );
}

export function useCrearUsuario() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof crearUsuario>) => call(crearUsuario, { body }),
    // The new user goes on top (newest first) from the answer: no second read.
    onSuccess: ({ contrasenaTemporal: _, ...creado }) =>
      client.setQueryData<UsuarioCuenta[]>(usuariosKeys.lista, (lista) =>
        lista ? [creado, ...lista] : lista,
      ),
  });
}

export function useCambiarUsuario() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & BodyOf<typeof cambiarUsuario>) =>
      call(cambiarUsuario, { params: { id }, body }),
    onSuccess: (cambiado) =>
      client.setQueryData<UsuarioCuenta[]>(usuariosKeys.lista, (lista) =>
        lista?.map((u) => (u.id === cambiado.id ? cambiado : u)),
      ),
  });
}

export function useRestablecerUsuario() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(restablecerUsuario, { params: { id } }),
    // Its 2FA is off now: read the list again.
    onSuccess: () => client.invalidateQueries({ queryKey: usuariosKeys.lista }),
  });
}

export function useAjustes(habilitado: boolean) {
  return useQuery(
    queryOptions({
      queryKey: usuariosKeys.ajustes,
      queryFn: ({ signal }) => call(leerAjustes, { signal }),
      enabled: habilitado,
    }),
  );
}

export function useGuardarAjustes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (exigir2faAdmins: boolean) => call(guardarAjustes, { body: { exigir2faAdmins } }),
    onSuccess: (ajustes) => client.setQueryData(usuariosKeys.ajustes, ajustes),
  });
}
