import { crearActualizacion, type ActualizacionNuevaEntrada } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { actualizacionesKey } from './use-actualizaciones.js';

/** POST /api/adversarios/actualizaciones. */
export function useCrearActualizacion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ActualizacionNuevaEntrada) => call(crearActualizacion, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: actualizacionesKey }),
  });
}
