import {
  asignarDelegado,
  cambiarIncidente,
  crearAcceso,
  importarMesas,
  type CambioIncidente,
  type ResultadoImportacion,
} from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, sendText } from '../../../api/client.js';
import { diaDKeys } from './keys.js';

function useInvalidar() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: diaDKeys.all });
}

export function useImportarMesas() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: ({ csv, aplicar }: { csv: string; aplicar: boolean }) =>
      sendText<ResultadoImportacion>(importarMesas.path, csv, 'text/csv; charset=utf-8', {
        aplicar: String(aplicar),
      }),
    onSuccess: (r) => (r.aplicado ? invalidar() : undefined),
  });
}

export function useAsignarDelegado() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: ({ codigo, defensorId }: { codigo: string; defensorId: string | null }) =>
      call(asignarDelegado, { params: { codigo }, body: { defensorId } }),
    onSuccess: () => invalidar(),
  });
}

export function useCrearAcceso() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (defensorId: string) => call(crearAcceso, { params: { defensorId } }),
    onSuccess: () => invalidar(),
  });
}

export function useCambiarIncidente() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: ({ id, cambio }: { id: string; cambio: CambioIncidente }) =>
      call(cambiarIncidente, { params: { id }, body: cambio }),
    onSuccess: () => invalidar(),
  });
}
