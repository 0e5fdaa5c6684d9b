import { guardarAjustesSms, probarSms, type AjustesSmsNuevos } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../api/client.js';
import { smsKeys } from './keys.js';

export function useGuardarAjustesSms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AjustesSmsNuevos) => call(guardarAjustesSms, { body }),
    onSuccess: (ajustes) => {
      client.setQueryData(smsKeys.ajustes(), ajustes);
      void client.invalidateQueries({ queryKey: smsKeys.numero() });
    },
  });
}

export function useProbarSms() {
  return useMutation({ mutationFn: (telefono: string) => call(probarSms, { body: { telefono } }) });
}
