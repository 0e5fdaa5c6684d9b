import {
  cambiarUsuario,
  crearUsuario,
  guardarAjustes,
  restablecerUsuario,
  type BodyOf,
  type UsuarioCuenta,
} from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { usuariosKeys } from './keys.js';

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

export function useGuardarAjustes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (exigir2faAdmins: boolean) => call(guardarAjustes, { body: { exigir2faAdmins } }),
    onSuccess: (ajustes) => client.setQueryData(usuariosKeys.ajustes, ajustes),
  });
}
