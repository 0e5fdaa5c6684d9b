import {
  asignarDelegado,
  guardarPartidos,
  resolverActa,
  sortearMuestra,
  transcribirActa,
  type FigurasActa,
  type MuestraNueva,
  type Partido,
  asignarJefeRecinto,
  cambiarIncidente,
  crearAcceso,
  crearAccesoJefe,
  importarDelegados,
  importarMesas,
  revocarAcceso,
  type CambioIncidente,
  type ResultadoAsignacion,
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

export function useCambiarIncidente() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: ({ id, cambio }: { id: string; cambio: CambioIncidente }) =>
      call(cambiarIncidente, { params: { id }, body: cambio }),
    onSuccess: () => invalidar(),
  });
}

// ---------- Actas and the count (issue 20)

export function useGuardarPartidos() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Partido[]) => call(guardarPartidos, { body }),
    onSuccess: (lista) => client.setQueryData(diaDKeys.partidos(), lista),
  });
}

export function useSortearMuestra() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MuestraNueva) => call(sortearMuestra, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: diaDKeys.conteoRapido() }),
  });
}

/** What the server derived from a typed acta (a dispute, the count) is read again; other tabs hear it live. */
function useReleerActas() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: diaDKeys.disputas() });
    await client.invalidateQueries({ queryKey: diaDKeys.conteo() });
  };
}

export function useTranscribir() {
  const releer = useReleerActas();
  return useMutation({
    mutationFn: ({ id, figuras }: { id: string; figuras: FigurasActa }) =>
      call(transcribirActa, { params: { id }, body: figuras }),
    onSuccess: releer,
  });
}

export function useResolver() {
  const releer = useReleerActas();
  return useMutation({
    mutationFn: ({ id, figuras }: { id: string; figuras: FigurasActa }) =>
      call(resolverActa, { params: { id }, body: figuras }),
    onSuccess: releer,
  });
}
