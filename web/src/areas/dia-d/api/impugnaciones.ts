import { AREA_JURIDICO, leerEvidenciaMesa, prepararImpugnacion } from '@comando/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { diaDKeys } from './keys.js';

/** A mesa's photo hashes, whether it has official figures, and its legal file (issue 29). */
export const useEvidenciaMesa = (mesa: string) =>
  useQuery({
    queryKey: diaDKeys.evidencia(mesa),
    queryFn: ({ signal }) => call(leerEvidenciaMesa, { params: { codigo: mesa }, signal }),
  });

/** «Preparar impugnación»: the PDFs join Jurídico's folder, so both areas read again. */
export function usePrepararImpugnacion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mesas: string[]) => call(prepararImpugnacion, { body: { mesas } }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: diaDKeys.all });
      await client.invalidateQueries({ queryKey: [AREA_JURIDICO] });
    },
  });
}
