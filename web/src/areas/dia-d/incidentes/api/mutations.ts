import { cambiarIncidente, type CambioIncidente } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../api/client.js';
import { diaDKey } from '../../comun/index.js';

export function useCambiarIncidente() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, cambio }: { id: string; cambio: CambioIncidente }) =>
      call(cambiarIncidente, { params: { id }, body: cambio }),
    onSuccess: () => client.invalidateQueries({ queryKey: diaDKey }),
  });
}
