import { guardarMetrica, type MetricaCambios } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { metricasQuery } from './use-metricas.js';

export function useGuardarMetrica() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ area, body }: { area: string; body: MetricaCambios }) =>
      call(guardarMetrica, { params: { area }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: metricasQuery.queryKey }),
  });
}
