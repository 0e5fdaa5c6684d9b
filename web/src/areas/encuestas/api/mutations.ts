import {
  crearEncuesta,
  eliminarEncuesta,
  ordenarEncuestas,
  type Encuesta,
  type EncuestaNueva,
} from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { conElemento, refrescarResto, sinElemento } from '../../../api/lists.js';
import { encuestasKeys } from './keys.js';

/** POST /api/encuestas: the poll joins the list; the tracking it feeds is read again. */
export function useCrearEncuesta() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EncuestaNueva) => call(crearEncuesta, { body }),
    onSuccess: (creada) => {
      client.setQueryData<Encuesta[]>(encuestasKeys.lista, (lista) => {
        const nueva = conElemento(lista, creada);
        return nueva && ordenarEncuestas(nueva);
      });
      return refrescarResto(client, encuestasKeys.all, encuestasKeys.lista);
    },
  });
}

/** DELETE /api/encuestas/:id: the poll leaves the list; the tracking it fed is read again. */
export function useEliminarEncuesta() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(eliminarEncuesta, { params: { id } }),
    onSuccess: (_, id) => {
      client.setQueryData<Encuesta[]>(encuestasKeys.lista, (lista) => sinElemento(lista, id));
      return refrescarResto(client, encuestasKeys.all, encuestasKeys.lista);
    },
  });
}
