import { crearIngreso, type IngresoNuevo } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { finanzasKey } from './use-finanzas.js';

/** POST /api/finanzas/ingresos; the list is read again after a successful save. */
export function useCrearIngreso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: IngresoNuevo) => call(crearIngreso, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: finanzasKey }),
  });
}
