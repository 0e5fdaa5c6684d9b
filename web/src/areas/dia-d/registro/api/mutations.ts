import { importarMesas, type ResultadoImportacion } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendText } from '../../../../api/client.js';
import { diaDKey } from '../../comun/index.js';

export function useImportarMesas() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, aplicar }: { csv: string; aplicar: boolean }) =>
      sendText<ResultadoImportacion>(importarMesas.path, csv, 'text/csv; charset=utf-8', {
        aplicar: String(aplicar),
      }),
    onSuccess: (r) => (r.aplicado ? client.invalidateQueries({ queryKey: diaDKey }) : undefined),
  });
}
