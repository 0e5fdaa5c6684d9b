import { AREA_DIA_D, listarAlertas, revisarAlerta, type ConsultaAlertas } from '@comando/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';

/** The alerts' queue (issue 28): under the area's name, so every Día D event refreshes it. */
const alertasKey = (f: ConsultaAlertas) => [AREA_DIA_D, 'alertas', f] as const;

export const useAlertas = (f: ConsultaAlertas) =>
  useQuery({
    queryKey: alertasKey(f),
    queryFn: ({ signal }) =>
      call(listarAlertas, {
        query: Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '')),
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useRevisarAlerta() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, nota }: { id: string; nota: string }) =>
      call(revisarAlerta, { params: { id }, body: { nota } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [AREA_DIA_D] }),
  });
}
