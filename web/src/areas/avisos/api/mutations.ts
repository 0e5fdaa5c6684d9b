import {
  crearAviso,
  eliminarAviso,
  ordenarPorCreacion,
  type Aviso,
  type AvisoNuevoEntrada,
} from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { conElemento, sinElemento } from '../../../api/lists.js';
import { avisosKeys } from './keys.js';

/** POST /api/avisos: the 201 answer joins the list on screen (no second read of 10.000 avisos). */
export function useCrearAviso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AvisoNuevoEntrada) => call(crearAviso, { body }),
    onSuccess: (creado) =>
      client.setQueryData<Aviso[]>(avisosKeys.lista, (lista) => {
        const nueva = conElemento(lista, creado);
        return nueva && ordenarPorCreacion(nueva);
      }),
  });
}

/** DELETE /api/avisos/:id. */
export function useEliminarAviso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(eliminarAviso, { params: { id } }),
    onSuccess: (_, id) => client.setQueryData<Aviso[]>(avisosKeys.lista, (lista) => sinElemento(lista, id)),
  });
}
