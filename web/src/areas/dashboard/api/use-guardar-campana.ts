import { guardarCampana, type CampanaCambios } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { campanasQuery } from './use-campanas.js';

export function useGuardarCampana() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, body }: { name: string; body: CampanaCambios }) =>
      call(guardarCampana, { params: { name }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: campanasQuery.queryKey }),
  });
}
