import { AREA_JURIDICO, prepararImpugnacion } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../api/client.js';
import { diaDKey } from '../../comun/index.js';

/** «Preparar impugnación»: the PDFs join Jurídico's folder, so both areas read again. */
export function usePrepararImpugnacion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mesas: string[]) => call(prepararImpugnacion, { body: { mesas } }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: diaDKey });
      await client.invalidateQueries({ queryKey: [AREA_JURIDICO] });
    },
  });
}
