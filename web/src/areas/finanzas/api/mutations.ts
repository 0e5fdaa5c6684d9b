import {
  borrarMeta,
  crearIngreso,
  eliminarIngreso,
  guardarMeta,
  type EstadoFinanzas,
  type IngresoNuevo,
  type MetaNueva,
} from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { conElemento, porFechaDesc, sinElemento } from '../../../api/lists.js';
import { finanzasKeys } from './keys.js';

/** PUT /api/finanzas/meta; the answer is the new state of the area. */
export function useGuardarMeta() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MetaNueva) => call(guardarMeta, { body }),
    onSuccess: (estado) => client.setQueryData(finanzasKeys.estado, estado),
  });
}

/** DELETE /api/finanzas/meta: back to "no target". */
export function useBorrarMeta() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(borrarMeta),
    onSuccess: () =>
      client.setQueryData<EstadoFinanzas>(
        finanzasKeys.estado,
        (estado) => estado && { ...estado, targetCents: null },
      ),
  });
}

/** POST /api/finanzas/ingresos: the entry joins the list by date, newest first. */
export function useCrearIngreso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: IngresoNuevo) => call(crearIngreso, { body }),
    onSuccess: (creado) =>
      client.setQueryData<EstadoFinanzas>(
        finanzasKeys.estado,
        (estado) =>
          estado && {
            ...estado,
            entries:
              conElemento(
                estado.entries,
                creado,
                porFechaDesc((i) => i.date),
              ) ?? [],
          },
      ),
  });
}

/** DELETE /api/finanzas/ingresos/:id. */
export function useEliminarIngreso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(eliminarIngreso, { params: { id } }),
    onSuccess: (_, id) =>
      client.setQueryData<EstadoFinanzas>(
        finanzasKeys.estado,
        (estado) => estado && { ...estado, entries: sinElemento(estado.entries, id) ?? [] },
      ),
  });
}
