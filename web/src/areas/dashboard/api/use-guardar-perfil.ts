import { guardarPerfil, type PerfilCambios } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { perfilQuery } from './use-perfil.js';

export function useGuardarPerfil() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PerfilCambios) => call(guardarPerfil, { body }),
    onSuccess: (data) => {
      client.setQueryData(perfilQuery.queryKey, data);
      return client.invalidateQueries({ queryKey: perfilQuery.queryKey });
    },
  });
}
