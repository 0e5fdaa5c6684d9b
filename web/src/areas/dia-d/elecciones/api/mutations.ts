import { crearEleccion, hacerEleccionActual, type EleccionNueva } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../api/client.js';
import { diaDKey } from '../../comun/index.js';

export function useCrearEleccion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EleccionNueva) => call(crearEleccion, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: diaDKey }),
  });
}

/** Archives the current election and makes this one current: every Día D screen reads anew. */
export function useHacerActual() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(hacerEleccionActual, { params: { id: String(id) } }),
    onSuccess: () => client.resetQueries({ queryKey: diaDKey }),
  });
}
