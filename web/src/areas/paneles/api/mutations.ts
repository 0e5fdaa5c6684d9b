import { actualizarPanel, type IdPanel } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { panelesKeys } from './keys.js';

/** PUT /api/dashboard/paneles/:panel; the answer is every panel. */
export function useActualizarPanel(panel: IdPanel) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => call(actualizarPanel, { params: { panel }, body }),
    onSuccess: (paneles) => client.setQueryData(panelesKeys.lista, paneles),
  });
}
