import { actualizarPanel, type IdPanel } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { panelesQuery } from './paneles.js';

export function useActualizarPanel(panel: IdPanel) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => call(actualizarPanel, { params: { panel }, body }),
    onSuccess: (paneles) => {
      client.setQueryData(panelesQuery.queryKey, paneles);
      return client.invalidateQueries({ queryKey: panelesQuery.queryKey });
    },
  });
}
