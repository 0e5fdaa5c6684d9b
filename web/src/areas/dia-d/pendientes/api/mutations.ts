import { guardarAjustesRadar, type AjustesRadar } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../api/client.js';
import { diaDKey } from '../../comun/index.js';

export function useGuardarAjustesRadar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AjustesRadar) => call(guardarAjustesRadar, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: diaDKey }),
  });
}
