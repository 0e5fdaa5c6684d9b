import {
  asignarDelegado,
  asignarJefeRecinto,
  crearAcceso,
  crearAccesoJefe,
  importarDelegados,
  revocarAcceso,
  type ResultadoAsignacion,
} from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, sendText } from '../../../../api/client.js';
import { diaDKey } from '../../comun/index.js';

/** A delegate's or chief's change shows in the mesas, the coverage and the radar: all of Día D is read again. */
function useInvalidar() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: diaDKey });
}

export function useImportarDelegados() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: ({ csv, aplicar }: { csv: string; aplicar: boolean }) =>
      sendText<ResultadoAsignacion>(importarDelegados.path, csv, 'text/csv; charset=utf-8', {
        aplicar: String(aplicar),
      }),
    onSuccess: (r) => (r.aplicado ? invalidar() : undefined),
  });
}

export function useAsignarJefe() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: ({ codigo, defensorId }: { codigo: string; defensorId: string | null }) =>
      call(asignarJefeRecinto, { params: { codigo }, body: { defensorId } }),
    onSuccess: () => invalidar(),
  });
}

export function useRevocarAcceso() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (defensorId: string) => call(revocarAcceso, { params: { defensorId } }),
    onSuccess: () => invalidar(),
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

/** Issue 28: the recinto chief's one-time code (shown once, like a delegate's). */
export function useCrearAccesoJefe() {
  return useMutation({
    mutationFn: (recinto: string) => call(crearAccesoJefe, { params: { codigo: recinto } }),
  });
}
