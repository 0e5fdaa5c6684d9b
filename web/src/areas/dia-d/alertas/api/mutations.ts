import { revisarAlerta } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../api/client.js';
import { diaDKey } from '../../comun/index.js';

export function useRevisarAlerta() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, nota }: { id: string; nota: string }) =>
      call(revisarAlerta, { params: { id }, body: { nota } }),
    onSuccess: () => client.invalidateQueries({ queryKey: diaDKey }),
  });
}
